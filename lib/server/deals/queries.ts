import "server-only";
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { likePattern } from "@/lib/server/db/like";
import { marketProperties, sponsorDeals } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { coveredMarketPropertyIds } from "@/lib/server/deals/covered";
import { annotateDealsWithConflicts } from "@/lib/server/exclusivity/conflicts";
import { notFound } from "@/lib/server/http/errors";
import { dealOverview } from "@/lib/shared/deal-rules";
import { hasExclusiveRights } from "@/lib/shared/exclusivity";
import { MARKET_CREDIT, type MarketPropertyKind } from "@/lib/shared/market";
import {
  DEAL_MESSAGES,
  type DealListQuery,
  type DealOverview,
  type DealOverviewQuery,
  type SponsorDeal,
} from "@/lib/shared/schemas/deal";

export type DealRow = typeof sponsorDeals.$inferSelect;

/** The market property a sourced deal belongs to, as its view names it. */
export interface DealProperty {
  name: string;
  kind: string;
}

/**
 * The API's view of a stored deal, before its conflicts are added. A sourced deal of the market
 * is shown under the event brand whose list it appears in (`eventBrandId`).
 */
export function toDealView(
  row: DealRow,
  listedUnder: number | null = null,
  property: DealProperty | null = null,
): Omit<SponsorDeal, "conflicts"> {
  const isSourced = row.marketPropertyId !== null;
  return {
    id: row.id,
    eventBrandId: row.eventBrandId ?? listedUnder ?? 0,
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
    isSourced,
    source: row.sourceName
      ? { name: row.sourceName, url: row.sourceUrl, date: row.sourceDate }
      : null,
    property: property?.name ?? null,
    propertyKind: (property?.kind as MarketPropertyKind | undefined) ?? null,
    reportedProperty: row.reportedProperty,
    reportedFrom: row.reportedFrom,
    reportedTo: row.reportedTo,
    valueReported: isSourced ? row.reportedValue !== null : true,
    reportedValue: row.reportedValue,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Live deals first (Active, then Pending), then the largest. */
const statusRank = sql`case ${sponsorDeals.status} when 'Active' then 0 when 'Pending' then 1 when 'Expired' then 2 else 3 end`;

/** The property's own deals first, then its league's sourced deals, its events', its teams'. */
const propertyRank = sql`case ${marketProperties.kind} when 'league' then 1 when 'event' then 2 when 'team' then 3 else 0 end`;

/**
 * A property's deals, optionally of one status and matching a search over sponsor name, industry
 * and level (case-insensitive), each with its exclusivity conflicts. For a property the market
 * data covers, its sourced deals are listed too: the league's partners and its teams' partners.
 */
export async function listDeals(query: DealListQuery): Promise<SponsorDeal[]> {
  await getEventBrandOrThrow(query.eventBrandId);
  const covered = await coveredMarketPropertyIds(query.eventBrandId);
  const owner = eq(sponsorDeals.eventBrandId, query.eventBrandId);
  const filters: SQL[] = [
    covered.length > 0 ? or(owner, inArray(sponsorDeals.marketPropertyId, covered))! : owner,
  ];
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
    .select({
      deal: sponsorDeals,
      property: { name: marketProperties.name, kind: marketProperties.kind },
    })
    .from(sponsorDeals)
    .leftJoin(marketProperties, eq(marketProperties.id, sponsorDeals.marketPropertyId))
    .where(and(...filters))
    .orderBy(
      statusRank,
      desc(sponsorDeals.valueCents),
      propertyRank,
      asc(marketProperties.name),
      asc(sql`lower(${sponsorDeals.sponsorName})`),
      asc(sponsorDeals.id),
    );
  return annotateDealsWithConflicts(
    rows.map((row) => toDealView(row.deal, query.eventBrandId, row.property)),
  );
}

/**
 * The current-sponsors page's view of a property's deals (`dealOverview`): the whole history is
 * read and judged here, and only the cards the page shows leave the server.
 */
export async function getDealOverview(query: DealOverviewQuery): Promise<DealOverview> {
  const deals = await listDeals({ eventBrandId: query.eventBrandId });
  const sourcedDeals = deals.filter((deal) => deal.isSourced).length;
  return {
    ...dealOverview(deals, {
      tab: query.status ?? "All",
      search: query.search ?? "",
      premium: query.premium,
      standard: query.standard,
    }),
    coverage: {
      sourced: sourcedDeals > 0,
      sourcedDeals,
      sampleDeals: deals.filter((deal) => deal.isSample).length,
      credit: sourcedDeals > 0 ? MARKET_CREDIT : null,
    },
  };
}

export async function findDealRow(id: number, db: Db | Tx = getDb()): Promise<DealRow | null> {
  const [row] = await db.select().from(sponsorDeals).where(eq(sponsorDeals.id, id)).limit(1);
  return row ?? null;
}

export async function getDealOrThrow(id: number, db: Db | Tx = getDb()): Promise<SponsorDeal> {
  const row = await findDealRow(id, db);
  if (!row) throw notFound(DEAL_MESSAGES.notFound);
  const [property] = row.marketPropertyId
    ? await db
        .select({ name: marketProperties.name, kind: marketProperties.kind })
        .from(marketProperties)
        .where(eq(marketProperties.id, row.marketPropertyId))
    : [];
  const [deal] = await annotateDealsWithConflicts([toDealView(row, null, property ?? null)], db);
  return deal!;
}
