import "server-only";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { likePattern } from "@/lib/server/db/like";
import { sponsorDeals } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { annotateDealsWithConflicts } from "@/lib/server/exclusivity/conflicts";
import { notFound } from "@/lib/server/http/errors";
import { dealOverview } from "@/lib/shared/deal-rules";
import { hasExclusiveRights } from "@/lib/shared/exclusivity";
import {
  DEAL_MESSAGES,
  type DealListQuery,
  type DealOverview,
  type DealOverviewQuery,
  type SponsorDeal,
} from "@/lib/shared/schemas/deal";

export type DealRow = typeof sponsorDeals.$inferSelect;

/** The API's view of a stored deal, before its conflicts are added. */
export function toDealView(row: DealRow): Omit<SponsorDeal, "conflicts"> {
  return {
    id: row.id,
    eventBrandId: row.eventBrandId,
    sponsorBrandId: row.sponsorBrandId,
    sponsorName: row.sponsorName,
    industry: row.industry,
    logoUrl: row.logoUrl,
    sponsorshipLevel: row.sponsorshipLevel,
    isExclusive: row.isExclusive,
    hasExclusiveRights: hasExclusiveRights(row),
    status: row.status,
    value: row.valueCents / 100,
    valueCents: row.valueCents,
    currency: row.currency,
    startDate: row.startDate,
    endDate: row.endDate,
    activationTypes: row.activationTypes,
    isSample: row.isSample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Live deals first (Active, then Pending), then the largest. */
const statusRank = sql`case ${sponsorDeals.status} when 'Active' then 0 when 'Pending' then 1 when 'Expired' then 2 else 3 end`;

/**
 * A property's deals, optionally of one status and matching a search over sponsor name, industry
 * and level (case-insensitive), each with its exclusivity conflicts.
 */
export async function listDeals(query: DealListQuery): Promise<SponsorDeal[]> {
  await getEventBrandOrThrow(query.eventBrandId);
  const filters: SQL[] = [eq(sponsorDeals.eventBrandId, query.eventBrandId)];
  if (query.status && query.status !== "All") filters.push(eq(sponsorDeals.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(sponsorDeals.sponsorName, pattern),
        ilike(sponsorDeals.industry, pattern),
        ilike(sponsorDeals.sponsorshipLevel, pattern),
      )!,
    );
  }
  const rows = await getDb()
    .select()
    .from(sponsorDeals)
    .where(and(...filters))
    .orderBy(
      statusRank,
      desc(sponsorDeals.valueCents),
      asc(sql`lower(${sponsorDeals.sponsorName})`),
      asc(sponsorDeals.id),
    );
  return annotateDealsWithConflicts(rows.map(toDealView));
}

/**
 * The current-sponsors page's view of a property's deals (`dealOverview`): the whole history is
 * read and judged here, and only the cards the page shows leave the server.
 */
export async function getDealOverview(query: DealOverviewQuery): Promise<DealOverview> {
  const deals = await listDeals({ eventBrandId: query.eventBrandId });
  return dealOverview(deals, {
    tab: query.status ?? "All",
    search: query.search ?? "",
    premium: query.premium,
    standard: query.standard,
  });
}

export async function findDealRow(id: number, db: Db | Tx = getDb()): Promise<DealRow | null> {
  const [row] = await db.select().from(sponsorDeals).where(eq(sponsorDeals.id, id)).limit(1);
  return row ?? null;
}

export async function getDealOrThrow(id: number, db: Db | Tx = getDb()): Promise<SponsorDeal> {
  const row = await findDealRow(id, db);
  if (!row) throw notFound(DEAL_MESSAGES.notFound);
  const [deal] = await annotateDealsWithConflicts([toDealView(row)], db);
  return deal!;
}
