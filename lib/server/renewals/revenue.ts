import "server-only";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getDb } from "@/lib/server/db/client";
import {
  contractInstalments,
  contracts,
  proposalInvestments,
  revenueTargets,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { getAvailability } from "@/lib/server/inventory/availability";
import { OPEN_PROPOSAL_STATUSES } from "@/lib/server/inventory/availability";
import { defaultSeason } from "@/lib/server/inventory/seasons";
import { todayIso } from "@/lib/shared/dates";
import { ASSET_CATEGORY_KEYS } from "@/lib/shared/inventory";
import { feePerSeasonCents, spreadFee } from "@/lib/shared/renewals";
import { fromCents, toCents } from "@/lib/shared/schemas/money";
import {
  RENEWAL_WINDOW,
  type RevenueTargetInput,
  type RevenueTargetView,
  type RevenueView,
} from "@/lib/shared/schemas/renewal";
import { renewalContractIds } from "./queries";

const money = (cents: number) => ({ amount: fromCents(cents), cents });

/** The most frequent value (the first seen on a tie), or null for none. */
function mostFrequent(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, n] of counts) if (best === null || n > counts.get(best)!) best = value;
  return best;
}

/** Sold and available units per asset category in the season, in rate-card order. */
async function sellThrough(eventBrandId: number, season: number) {
  const { assets } = await getAvailability(eventBrandId, season);
  return ASSET_CATEGORY_KEYS.flatMap((category) => {
    const own = assets.filter((asset) => asset.category === category);
    if (own.length === 0) return [];
    const sold = own.reduce((sum, asset) => sum + asset.sold, 0);
    const quantity = own.reduce((sum, asset) => sum + asset.quantity, 0);
    return [
      {
        category,
        sold,
        quantity,
        rate: quantity > 0 ? Math.round((sold / quantity) * 1000) / 1000 : null,
      },
    ];
  });
}

/**
 * GET /api/event-brands/{id}/revenue: a property's season (by default the one being sold) in
 * money. Contracted revenue is each signed contract's fee spread evenly over the seasons it
 * covers; cash is the instalments due in the season (invoiced, and of those paid); sell-through
 * is sold units over units there are, per asset category; the renewal pipeline is the fee per
 * season of contracts up for renewal within the default window and the price per season of open
 * renewal proposals. Every amount is in one currency (the target's, else the one most contracts
 * use, a tie going to the earliest contract's): contracts in another are counted apart, never
 * converted. 404 for an unknown property.
 */
export async function getRevenue(
  eventBrandId: number,
  requestedSeason: number | undefined,
  viewer: ActingUser,
  today: string = todayIso(),
): Promise<RevenueView> {
  const brand = await getEventBrandOrThrow(eventBrandId);
  const db = getDb();
  const season = requestedSeason ?? (await defaultSeason(eventBrandId, today));
  const [[target], covering] = await Promise.all([
    db
      .select()
      .from(revenueTargets)
      .where(and(eq(revenueTargets.eventBrandId, eventBrandId), eq(revenueTargets.season, season))),
    db
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.eventBrandId, eventBrandId),
          eq(contracts.status, "signed"),
          sql`extract(year from ${contracts.startDate})::int <= ${season}`,
          sql`extract(year from ${contracts.endDate})::int >= ${season}`,
        ),
      )
      // Oldest first: a tie between currencies goes to the earliest contract's.
      .orderBy(asc(contracts.id)),
  ]);
  const currency =
    target?.currency ?? mostFrequent(covering.map((contract) => contract.currency)) ?? "USD";
  const counted = covering.filter((contract) => contract.currency === currency);
  const contractedCents = counted.reduce(
    (sum, c) => sum + (spreadFee(c.startDate, c.endDate, c.totalFeeCents).get(season) ?? 0),
    0,
  );
  const [cash] = await db
    .select({
      invoiced: sql<string>`coalesce(sum(${contractInstalments.amountCents}) filter (where ${contractInstalments.status} in ('invoiced', 'paid')), 0)`,
      paid: sql<string>`coalesce(sum(${contractInstalments.amountCents}) filter (where ${contractInstalments.status} = 'paid'), 0)`,
    })
    .from(contractInstalments)
    .innerJoin(contracts, eq(contracts.id, contractInstalments.contractId))
    .where(
      and(
        eq(contracts.eventBrandId, eventBrandId),
        eq(contracts.status, "signed"),
        eq(contracts.currency, currency),
        sql`extract(year from ${contractInstalments.dueDate})::int = ${season}`,
      ),
    );
  const pipelineIds = await renewalContractIds(eventBrandId, RENEWAL_WINDOW.default, today, db);
  const [pipelineContracts, pipelineProposals, categories] = await Promise.all([
    pipelineIds.length
      ? db
          .select()
          .from(contracts)
          .where(and(inArray(contracts.id, pipelineIds), eq(contracts.currency, currency)))
      : Promise.resolve([]),
    db
      .select({ cents: proposalInvestments.pricePerSeasonCents })
      .from(sponsorProposals)
      .innerJoin(proposalInvestments, eq(proposalInvestments.proposalId, sponsorProposals.id))
      .where(
        and(
          eq(sponsorProposals.eventBrandId, eventBrandId),
          isNotNull(sponsorProposals.renewalOfContractId),
          inArray(sponsorProposals.status, [...OPEN_PROPOSAL_STATUSES]),
          eq(proposalInvestments.currency, currency),
        ),
      ),
    sellThrough(eventBrandId, season),
  ]);
  const targetCents = target?.targetCents ?? null;
  return {
    eventBrandId,
    eventBrandName: brand.name,
    season,
    currency,
    contracted: money(contractedCents),
    target: targetCents === null ? null : money(targetCents),
    targetShare:
      targetCents === null || targetCents === 0
        ? null
        : Math.round((contractedCents / targetCents) * 1000) / 1000,
    invoiced: money(Number(cash?.invoiced ?? 0)),
    collected: money(Number(cash?.paid ?? 0)),
    sellThrough: categories,
    pipeline: {
      withinDays: RENEWAL_WINDOW.default,
      contracts: pipelineContracts.length,
      contractsValue: money(
        pipelineContracts.reduce(
          (sum, c) => sum + feePerSeasonCents(c.startDate, c.endDate, c.totalFeeCents),
          0,
        ),
      ),
      proposals: pipelineProposals.length,
      proposalsValue: money(pipelineProposals.reduce((sum, row) => sum + row.cents, 0)),
    },
    otherCurrencyContracts: covering.length - counted.length,
    canSetTarget: viewer.role === "admin",
  };
}

/** PUT /api/event-brands/{id}/revenue-targets/{season} (admins): set or replace the target. */
export async function setRevenueTarget(
  eventBrandId: number,
  season: number,
  input: RevenueTargetInput,
  user: ActingUser,
): Promise<RevenueTargetView> {
  await getEventBrandOrThrow(eventBrandId);
  const values = {
    targetCents: toCents(input.target),
    currency: input.currency ?? "USD",
    updatedBy: user.id,
    updatedAt: new Date(),
  };
  const [row] = await getDb()
    .insert(revenueTargets)
    .values({ eventBrandId, season, ...values })
    .onConflictDoUpdate({
      target: [revenueTargets.eventBrandId, revenueTargets.season],
      set: values,
    })
    .returning();
  return {
    eventBrandId,
    season,
    target: fromCents(row!.targetCents),
    targetCents: row!.targetCents,
    currency: row!.currency,
  };
}
