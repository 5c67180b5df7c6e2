import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getDb } from "@/lib/server/db/client";
import {
  contractInstalments,
  contractItems,
  contracts,
  eventBrands,
  inventoryAssets,
  proposalInvestments,
  revenueTargets,
  specificEvents,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { EVENT_BRAND_NOT_FOUND, getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { notFound } from "@/lib/server/http/errors";
import { computeAvailability, type AllocationRow } from "@/lib/server/inventory/allocation";
import { assetCategory } from "@/lib/server/inventory/assets";
import { OPEN_PROPOSAL_STATUSES } from "@/lib/server/inventory/availability";
import type { SeasonEvent } from "@/lib/server/inventory/seasons";
import { todayIso } from "@/lib/shared/dates";
import { ASSET_CATEGORY_KEYS, type AssetScope } from "@/lib/shared/inventory";
import { feePerSeasonCents, spreadFee } from "@/lib/shared/renewals";
import { fromCents, toCents } from "@/lib/shared/schemas/money";
import {
  RENEWAL_WINDOW,
  type RevenueTargetInput,
  type RevenueTargetView,
  type RevenueView,
} from "@/lib/shared/schemas/renewal";
import type { AssetAvailability } from "@/lib/shared/schemas/inventory";
import { upForRenewal } from "./queries";

const money = (cents: number) => ({ amount: fromCents(cents), cents });

/** The most frequent value (the first seen on a tie), or null for none. */
function mostFrequent(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, n] of counts) if (best === null || n > counts.get(best)!) best = value;
  return best;
}

/** Sold and available units per asset category, in rate-card order. */
function sellThrough(assets: readonly AssetAvailability[]) {
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

/** A contract's money terms, as the revenue read answers them. */
type ContractTerms = { currency: string; startDate: string; endDate: string; feeCents: number };

/** Rows of a subquery as one JSON array (an empty array for none). */
const jsonRows = <T>(fields: ReturnType<typeof sql>, rest: ReturnType<typeof sql>) =>
  sql<T[]>`(select coalesce(json_agg(json_build_object(${fields})), '[]'::json) ${rest})`;

/**
 * Everything the revenue view counts, read in one statement: the season (the one asked for, else
 * the one being sold: the season of the property's next event, else its latest, else this year),
 * the target, the signed contracts covering the season, the season's instalments by currency,
 * the contracts up for renewal and the open renewal proposals, and what sell-through needs (the
 * season's events, the assets and the units signed contracts take). No row: unknown property.
 */
async function readRevenueFigures(
  eventBrandId: number,
  requestedSeason: number | undefined,
  today: string,
) {
  const db = getDb();
  const yearOf = (column: typeof specificEvents.startDate) =>
    sql`extract(year from ${column})::int`;
  const seasonTable = "revenue_season";
  const chosen = db.$with(seasonTable).as(
    db
      .select({
        season: sql<number>`coalesce(${requestedSeason ?? null}::int,
          min(${yearOf(specificEvents.startDate)}) filter (where ${specificEvents.startDate} >= ${today}),
          max(${yearOf(specificEvents.startDate)}),
          ${Number(today.slice(0, 4))}::int)`.as("season"),
      })
      .from(specificEvents)
      .where(eq(specificEvents.eventBrandId, eventBrandId)),
  );
  // Named with its table: a bare "season" inside the targets' subquery is their own column.
  const season = sql<number>`${sql.identifier(seasonTable)}.${sql.identifier("season")}`;
  const signedInSeason = sql`${contracts.eventBrandId} = ${eventBrands.id}
    and ${contracts.status} = 'signed'
    and extract(year from ${contracts.startDate})::int <= ${season}
    and extract(year from ${contracts.endDate})::int >= ${season}`;
  const terms = sql`'currency', ${contracts.currency}, 'startDate', ${contracts.startDate},
    'endDate', ${contracts.endDate}, 'feeCents', ${contracts.totalFeeCents}`;
  const [row] = await db
    .with(chosen)
    .select({
      name: eventBrands.name,
      season,
      target: sql<{ cents: number; currency: string } | null>`(
        select json_build_object('cents', ${revenueTargets.targetCents}, 'currency', ${revenueTargets.currency})
        from ${revenueTargets}
        where ${revenueTargets.eventBrandId} = ${eventBrands.id} and ${revenueTargets.season} = ${season})`,
      // Oldest first: a tie between currencies goes to the earliest contract's.
      covering: sql<ContractTerms[]>`(
        select coalesce(json_agg(json_build_object(${terms}) order by ${contracts.id}), '[]'::json)
        from ${contracts} where ${signedInSeason})`,
      cash: jsonRows<{ currency: string; invoiced: number; paid: number }>(
        sql`'currency', currency, 'invoiced', invoiced, 'paid', paid`,
        sql`from (
          select ${contracts.currency} as currency,
            coalesce(sum(${contractInstalments.amountCents}) filter (where ${contractInstalments.status} in ('invoiced', 'paid')), 0) as invoiced,
            coalesce(sum(${contractInstalments.amountCents}) filter (where ${contractInstalments.status} = 'paid'), 0) as paid
          from ${contractInstalments}
          inner join ${contracts} on ${contracts.id} = ${contractInstalments.contractId}
          where ${contracts.eventBrandId} = ${eventBrands.id} and ${contracts.status} = 'signed'
            and extract(year from ${contractInstalments.dueDate})::int = ${season}
          group by ${contracts.currency}) as cash`,
      ),
      pipelineContracts: jsonRows<ContractTerms>(
        terms,
        sql`from ${contracts} where ${contracts.eventBrandId} = ${eventBrands.id}
          and ${upForRenewal(today, RENEWAL_WINDOW.default)}`,
      ),
      pipelineProposals: jsonRows<{ currency: string; cents: number }>(
        sql`'currency', ${proposalInvestments.currency}, 'cents', ${proposalInvestments.pricePerSeasonCents}`,
        sql`from ${sponsorProposals}
          inner join ${proposalInvestments} on ${proposalInvestments.proposalId} = ${sponsorProposals.id}
          where ${and(
            sql`${sponsorProposals.eventBrandId} = ${eventBrands.id}`,
            sql`${sponsorProposals.renewalOfContractId} is not null`,
            inArray(sponsorProposals.status, [...OPEN_PROPOSAL_STATUSES]),
          )}`,
      ),
      events: jsonRows<SeasonEvent>(
        sql`'id', ${specificEvents.id}, 'name', ${specificEvents.name}, 'startDate', ${specificEvents.startDate}`,
        sql`from ${specificEvents} where ${specificEvents.eventBrandId} = ${eventBrands.id}
          and ${yearOf(specificEvents.startDate)} = ${season}`,
      ),
      assets: jsonRows<{
        id: number;
        name: string;
        category: string;
        scope: AssetScope;
        unit: string;
        quantity: number;
        specificEventIds: number[];
      }>(
        sql`'id', ${inventoryAssets.id}, 'name', ${inventoryAssets.name},
          'category', ${inventoryAssets.category}, 'scope', ${inventoryAssets.scope},
          'unit', ${inventoryAssets.unit}, 'quantity', ${inventoryAssets.quantity},
          'specificEventIds', ${inventoryAssets.specificEventIds}`,
        sql`from ${inventoryAssets} where ${inventoryAssets.eventBrandId} = ${eventBrands.id}`,
      ),
      // Units sold in the season: signed contracts' items (what is only held does not count).
      sold: jsonRows<{ assetId: number; quantity: number; eventIds: number[] }>(
        sql`'assetId', ${contractItems.assetId}, 'quantity', ${contractItems.quantity},
          'eventIds', ${contractItems.specificEventIds}`,
        sql`from ${contractItems} inner join ${contracts} on ${contracts.id} = ${contractItems.contractId}
          where ${signedInSeason}`,
      ),
    })
    .from(eventBrands)
    .crossJoin(chosen)
    .where(eq(eventBrands.id, eventBrandId));
  if (!row) throw notFound(EVENT_BRAND_NOT_FOUND);
  return row;
}

/**
 * GET /api/event-brands/{id}/revenue: a property's season (by default the one being sold) in
 * money. Contracted revenue is each signed contract's fee spread evenly over the seasons it
 * covers; cash is the instalments due in the season (invoiced, and of those paid); sell-through
 * is sold units over units there are, per asset category; the renewal pipeline is the fee per
 * season of contracts up for renewal within the default window and the price per season of open
 * renewal proposals. Every amount is in one currency (the target's, else the one most contracts
 * use, a tie going to the earliest contract's): contracts in another are counted apart, never
 * converted. 404 for an unknown property. One round trip (readRevenueFigures).
 */
export async function getRevenue(
  eventBrandId: number,
  requestedSeason: number | undefined,
  viewer: ActingUser,
  today: string = todayIso(),
): Promise<RevenueView> {
  const figures = await readRevenueFigures(eventBrandId, requestedSeason, today);
  const { season, target, covering } = figures;
  const currency =
    target?.currency ?? mostFrequent(covering.map((contract) => contract.currency)) ?? "USD";
  const inCurrency = <T extends { currency: string }>(rows: readonly T[]) =>
    rows.filter((row) => row.currency === currency);
  const counted = inCurrency(covering);
  const contractedCents = counted.reduce(
    (sum, c) => sum + (spreadFee(c.startDate, c.endDate, c.feeCents).get(season) ?? 0),
    0,
  );
  const [cash] = inCurrency(figures.cash);
  const pipelineContracts = inCurrency(figures.pipelineContracts);
  const pipelineProposals = inCurrency(figures.pipelineProposals);
  const assets = computeAvailability(
    figures.assets.map((asset) => ({ ...asset, category: assetCategory(asset.category) })),
    figures.events,
    figures.sold.map((row): AllocationRow => ({
      assetId: row.assetId,
      quantity: row.quantity,
      eventIds: row.eventIds.length > 0 ? row.eventIds : null,
      kind: "sold",
    })),
  );
  const targetCents = target?.cents ?? null;
  return {
    eventBrandId,
    eventBrandName: figures.name,
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
    sellThrough: sellThrough(assets),
    pipeline: {
      withinDays: RENEWAL_WINDOW.default,
      contracts: pipelineContracts.length,
      contractsValue: money(
        pipelineContracts.reduce(
          (sum, c) => sum + feePerSeasonCents(c.startDate, c.endDate, c.feeCents),
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
