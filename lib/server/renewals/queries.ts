import "server-only";
import { and, asc, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { contractViews } from "@/lib/server/contracts/queries";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { contracts, deliverables, sponsorProposals } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { OPEN_PROPOSAL_STATUSES } from "@/lib/server/inventory/availability";
import { contextMatchPercentages } from "@/lib/server/sponsors/match";
import { DAY_MS, todayIso } from "@/lib/shared/dates";
import {
  daysUntil,
  feePerSeasonCents,
  fulfilmentRate,
  paymentState,
  type InstalmentState,
} from "@/lib/shared/renewals";
import { fromCents } from "@/lib/shared/schemas/money";
import type { RenewalListQuery, RenewalView } from "@/lib/shared/schemas/renewal";

/** The day `days` after `today` ("YYYY-MM-DD"). */
export const dayAfter = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A later contract already renews this one: a live (not cancelled) contract that names it as the
 * one it renews, or a follow-on contract for the same sponsor and property starting after it
 * ends. Contracts running side by side (two deals of one sponsor) do not renew each other. Such a
 * contract is no longer up for renewal.
 */
const alreadyRenewed = sql`exists (
  select 1 from ${contracts} as later
  where later.id <> ${contracts.id}
    and later.status <> 'cancelled'
    and (later.renewal_of_id = ${contracts.id}
      or (later.event_brand_id = ${contracts.eventBrandId}
        and later.sponsor_brand_id = ${contracts.sponsorBrandId}
        and later.start_date > ${contracts.endDate}))
)`;

/**
 * A contract up for renewal: signed, ending between today and `withinDays` days from now (both
 * included), and not already renewed.
 */
export const upForRenewal = (today: string, withinDays: number) =>
  and(
    eq(contracts.status, "signed"),
    gte(contracts.endDate, today),
    lte(contracts.endDate, dayAfter(today, withinDays)),
    sql`not ${alreadyRenewed}`,
  );

/** The ids of a property's contracts up for renewal, ending soonest first. */
export async function renewalContractIds(
  eventBrandId: number,
  withinDays: number,
  today: string = todayIso(),
  db: Db | Tx = getDb(),
): Promise<number[]> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.eventBrandId, eventBrandId), upForRenewal(today, withinDays)))
    .orderBy(asc(contracts.endDate), asc(contracts.id));
  return rows.map((row) => row.id);
}

/** Deliverables by contract and status. */
async function deliverableCounts(ids: number[], db: Db | Tx) {
  const rows = await db
    .select({ contractId: deliverables.contractId, status: deliverables.status, n: count() })
    .from(deliverables)
    .where(inArray(deliverables.contractId, ids))
    .groupBy(deliverables.contractId, deliverables.status);
  const byContract = new Map<number, { total: number; delivered: number; waived: number }>();
  for (const row of rows) {
    const counts = byContract.get(row.contractId) ?? { total: 0, delivered: 0, waived: 0 };
    counts.total += row.n;
    if (row.status === "delivered") counts.delivered += row.n;
    if (row.status === "waived") counts.waived += row.n;
    byContract.set(row.contractId, counts);
  }
  return byContract;
}

/** The open renewal proposal of each of these contracts. */
export async function openRenewalProposals(ids: number[], db: Db | Tx = getDb()) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: sponsorProposals.id, contractId: sponsorProposals.renewalOfContractId })
    .from(sponsorProposals)
    .where(
      and(
        inArray(sponsorProposals.renewalOfContractId, ids),
        inArray(sponsorProposals.status, [...OPEN_PROPOSAL_STATUSES]),
      ),
    );
  return new Map(rows.map((row) => [row.contractId!, row.id]));
}

/**
 * GET /api/renewals: a property's contracts up for renewal (see renewalContractIds) with how each
 * went: days to its end, fulfilment rate, payment state, the sponsor's match for the property
 * today and its open renewal proposal. 404 for an unknown property.
 */
export async function listRenewals(
  query: RenewalListQuery,
  viewer: ActingUser,
  today: string = todayIso(),
): Promise<RenewalView[]> {
  await getEventBrandOrThrow(query.eventBrandId);
  const db = getDb();
  const ids = await renewalContractIds(query.eventBrandId, query.withinDays, today, db);
  if (ids.length === 0) return [];
  const [views, counts, proposals] = await Promise.all([
    contractViews(ids, viewer, db),
    deliverableCounts(ids, db),
    openRenewalProposals(ids, db),
  ]);
  const sponsorIds = views.flatMap((view) => (view.sponsorBrandId ? [view.sponsorBrandId] : []));
  const matches = await contextMatchPercentages({ eventBrandId: query.eventBrandId }, sponsorIds);
  return views.map((contract) => {
    const payment = paymentState(
      contract.totalFeeCents,
      contract.instalments.map((entry): InstalmentState => ({
        dueDate: entry.dueDate,
        amountCents: entry.amountCents,
        status: entry.status,
      })),
      today,
    );
    const perSeason = feePerSeasonCents(
      contract.startDate,
      contract.endDate,
      contract.totalFeeCents,
    );
    return {
      contract,
      daysToEnd: daysUntil(contract.endDate, today),
      feePerSeason: fromCents(perSeason),
      feePerSeasonCents: perSeason,
      fulfilmentRate: fulfilmentRate(
        counts.get(contract.id) ?? { total: 0, delivered: 0, waived: 0 },
      ),
      paymentState: {
        invoiced: fromCents(payment.invoicedCents),
        invoicedCents: payment.invoicedCents,
        paid: fromCents(payment.paidCents),
        paidCents: payment.paidCents,
        outstanding: fromCents(payment.outstandingCents),
        outstandingCents: payment.outstandingCents,
        overdueInstalments: payment.overdueInstalments,
        overdue: fromCents(payment.overdueCents),
        overdueCents: payment.overdueCents,
        label: payment.label,
      },
      match:
        contract.sponsorBrandId !== null ? (matches?.get(contract.sponsorBrandId) ?? null) : null,
      renewalProposalId: proposals.get(contract.id) ?? null,
    };
  });
}
