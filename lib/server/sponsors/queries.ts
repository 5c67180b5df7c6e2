import "server-only";
import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { nameMatchRank, nameOrAliasMatches } from "@/lib/server/catalogue/aliases";
import { likePattern } from "@/lib/server/db/like";
import {
  sponsorBrandCounts,
  sponsorBrands,
  sponsorMatchScores,
  userFavorites,
} from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { BUDGET_BAND_RANGES_USD } from "@/lib/shared/profile";
import type {
  MatchReasonView,
  SponsorBrandDetail,
  SponsorBrandSummary,
  SponsorListQuery,
} from "@/lib/shared/schemas/sponsor";
import type { ContextRef } from "./context";
import { contextPartners, countPassing, partnerScores } from "./current-partners";
import { knownDealsOf } from "./known-deals";
import { rankedContext } from "./ranking";
import {
  afterKey,
  rangeFilters,
  rankedTotal,
  rankedTotalColumn,
  rankingOrder,
  type RankKey,
} from "./ranked";
import { scoreSponsorsIn, scoresOf, storedReasons } from "./scores";
import { catalogueFactsOf, profileOf, toSponsorSummary } from "./serialize";
import type { Page } from "@/lib/shared/paging";

/** A brand's score row for the context (none without one). */
const scoreJoin = (context: ContextRef | null) =>
  and(
    eq(sponsorMatchScores.sponsorBrandId, sponsorBrands.id),
    scoresOf(context ?? { type: "event-brand", id: 0 }),
  );

export const SPONSOR_BRAND_NOT_FOUND = "Sponsor brand not found";

/** SQL: whether this user follows the sponsor brand of the row (for selects over sponsor_brands). */
export const followedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${userFavorites} where ${userFavorites.userId} = ${userId} and ${userFavorites.sponsorBrandId} = ${sponsorBrands.id})`;

/** The stored sponsor brand, or the 404 every sponsor route answers for a missing one. */
export async function getSponsorBrandOrThrow(
  id: number,
  db: Db | Tx = getDb(),
): Promise<typeof sponsorBrands.$inferSelect> {
  const [row] = await db.select().from(sponsorBrands).where(eq(sponsorBrands.id, id)).limit(1);
  if (!row) throw notFound(SPONSOR_BRAND_NOT_FOUND);
  return row;
}

/** Whether a list is a range of the context's ranking: sorted by match, without a search. */
export const readsRanking = (query: Pick<SponsorListQuery, "sort" | "search" | "source">) =>
  query.sort === "match" && !query.search && !query.source;

/**
 * Rows of a list that reads the ranking (`readsRanking`): a range of the ranking index, joined
 * to the brands in the same statement, from an offset or (the export) after a row's key. Each
 * row also carries the list's total (a sum over the match histogram, computed once).
 */
export function rankedListRows(
  context: ContextRef,
  query: Pick<SponsorListQuery, "industry" | "order" | "pageSize">,
  userId: number,
  from: { offset: number } | { after: RankKey | null },
  exclude: readonly number[] = [],
) {
  const direction = query.order ?? "desc";
  const industries = query.industry ? [query.industry] : [];
  const range = rangeFilters(context, { industries, exclude });
  const after = "after" in from && from.after ? afterKey(direction, from.after) : undefined;
  return getDb()
    .select({
      sponsor: sponsorBrands,
      score: sponsorMatchScores,
      isFollowed: followedBy(userId),
      total: rankedTotalColumn(context, industries),
    })
    .from(sponsorMatchScores)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorMatchScores.sponsorBrandId))
    .where(after ? and(range, after) : range)
    .orderBy(...rankingOrder(direction))
    .limit(query.pageSize)
    .offset("offset" in from ? from.offset : 0);
}

/**
 * One page of sponsor brands for a context, sorted, searched and paged in SQL. Sorted by match
 * without a search, a page is a range of the context's ranking index and the total is read from
 * the stored counts, so the cost does not grow with the catalogue. Search covers name, aliases,
 * industry and overview (trigram indexes): its cost grows with what it finds. A search lists the
 * companies whose names match first (exact, then prefix, then contains), then the chosen order.
 */
export async function listSponsorBrands(
  query: Omit<SponsorListQuery, "excludeCurrentPartners"> & { excludeCurrentPartners?: boolean },
  userId: number,
): Promise<Page<SponsorBrandSummary>> {
  const context = await rankedContext(query);
  const partners = await contextPartners(context);
  const exclude = query.excludeCurrentPartners ? [...partners] : [];
  const summary = (
    row: { sponsor: typeof sponsorBrands.$inferSelect; isFollowed: boolean },
    score: typeof sponsorMatchScores.$inferSelect | null,
  ) => toSponsorSummary(row.sponsor, score, row.isFollowed, partners.has(row.sponsor.id));
  const paging = { page: query.page, pageSize: query.pageSize };
  if (context && readsRanking(query)) {
    const offset = (query.page - 1) * query.pageSize;
    const industries = query.industry ? [query.industry] : [];
    const [rows, excluded] = await Promise.all([
      rankedListRows(context, query, userId, { offset }, exclude),
      partnerScores(context, new Set(exclude)),
    ]);
    // Each row carries the ranking's total; a page past the end has no row to carry it. The
    // partners left out are taken away from it.
    const total = rows[0]?.total ?? (await rankedTotal(context, industries));
    const items = rows.map((row) => summary(row, row.score));
    return { items, total: total - countPassing(excluded, { industries }), ...paging };
  }

  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        nameOrAliasMatches(query.search),
        ilike(sponsorBrands.industry, pattern),
        ilike(sponsorBrands.overview, pattern),
      )!,
    );
  }
  if (query.industry) filters.push(eq(sponsorBrands.industry, query.industry));
  if (query.source) filters.push(inArray(sponsorBrands.source, query.source));
  if (exclude.length > 0) filters.push(notInArray(sponsorBrands.id, exclude));

  const direction =
    query.order ?? (query.sort === "name" || query.sort === "industry" ? "asc" : "desc");
  const by = direction === "asc" ? asc : desc;
  const order = {
    match: [
      by(sql`coalesce(${sponsorMatchScores.matchPercentage}, -1)`),
      asc(sql`lower(${sponsorBrands.name})`),
    ],
    name: [by(sql`lower(${sponsorBrands.name})`)],
    industry: [
      by(sql`lower(coalesce(${sponsorBrands.industry}, ''))`),
      asc(sql`lower(${sponsorBrands.name})`),
    ],
    recent: [by(sponsorBrands.createdAt), asc(sql`lower(${sponsorBrands.name})`)],
  }[query.sort];

  // One statement reads the page: its ids sorted on narrow rows (a search may find thousands),
  // then the brands of those ids only, read whole. A search (or an origin) counts what it found
  // beside it; otherwise the totals are stored.
  const db = getDb();
  const where = filters.length ? and(...filters) : undefined;
  const sorting = [
    ...(query.search ? [asc(nameMatchRank(query.search))] : []),
    ...order,
    asc(sponsorBrands.id),
  ];
  const page = db
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .leftJoin(sponsorMatchScores, scoreJoin(context))
    .where(where)
    .orderBy(...sorting)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("page");
  const [read, total] = await Promise.all([
    db
      .select({ sponsor: sponsorBrands, score: sponsorMatchScores, isFollowed: followedBy(userId) })
      .from(page)
      .innerJoin(sponsorBrands, eq(sponsorBrands.id, page.id))
      .leftJoin(sponsorMatchScores, scoreJoin(context))
      .orderBy(...sorting),
    query.search || query.source || exclude.length > 0
      ? countSponsors(filters)
      : catalogueCount(query.industry),
  ]);
  const ids = read.map((row) => row.sponsor.id);
  let rows = read;
  const unscored = rows.filter((row) => !row.score).map((row) => row.sponsor.id);
  if (context && unscored.length > 0) {
    // Added since the context was ranked (an import): scored now, as the sponsor's own page
    // does, so the list and the page show the same match.
    await scoreSponsorsIn(context, unscored);
    rows = await pageRows(ids, context, userId);
  }
  const byId = new Map(rows.map((row) => [row.sponsor.id, row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [summary(row, row.score)] : [];
    }),
    total,
    ...paging,
  };
}

/** The page's brands, each with its score for the context (if any) and whether the user follows it. */
async function pageRows(ids: number[], context: ContextRef | null, userId: number) {
  if (ids.length === 0) return [];
  return getDb()
    .select({ sponsor: sponsorBrands, score: sponsorMatchScores, isFollowed: followedBy(userId) })
    .from(sponsorBrands)
    .leftJoin(sponsorMatchScores, scoreJoin(context))
    .where(inArray(sponsorBrands.id, ids));
}

/** Brands in the catalogue, or in one industry: read from the counts the triggers keep. */
async function catalogueCount(industry?: string): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<number>`coalesce(sum(${sponsorBrandCounts.brands}), 0)`.mapWith(Number) })
    .from(sponsorBrandCounts)
    .where(industry ? eq(sponsorBrandCounts.industry, industry) : undefined);
  return row?.total ?? 0;
}

async function countSponsors(filters: SQL[]): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(sponsorBrands)
    .where(filters.length ? and(...filters) : undefined);
  return row?.total ?? 0;
}

/** One sponsor with its full profile and, for a context, the match with its reasons. */
export async function getSponsorBrandDetail(
  id: number,
  query: { eventBrandId?: number; specificEventId?: number },
  userId: number,
): Promise<SponsorBrandDetail> {
  const context = await rankedContext(query);
  let row = await detailRow(id, context, userId);
  if (!row) throw notFound(SPONSOR_BRAND_NOT_FOUND);
  if (context && !row.score) {
    // Added in bulk since the ranking ran: score it now rather than show no match.
    await scoreSponsorsIn(context, [id]);
    row = (await detailRow(id, context, userId)) ?? row;
  }
  const [partners, knownDeals] = await Promise.all([contextPartners(context), knownDealsOf(id)]);
  const summary = toSponsorSummary(row.sponsor, row.score, row.isFollowed, partners.has(id));
  const profile = profileOf(row.sponsor);
  const data = row.sponsor.data;
  return {
    ...summary,
    data: { ...summary.data, deepResearch: data.deepResearch ?? null },
    catalogue: catalogueFactsOf(row.sponsor),
    profile,
    budgetBandLabel: profile ? BUDGET_BAND_RANGES_USD[profile.budgetBand].label : null,
    matchDetail:
      context && row.score && summary.match
        ? {
            ...summary.match,
            confidence: row.score.confidence === "low" ? "low" : "high",
            reasons: (await storedReasons(context, row.sponsor, row.score)) as MatchReasonView[],
            context: context.view,
          }
        : null,
    customLogoUrl: (data.customLogoUrl as string | undefined) ?? null,
    createdBy: row.sponsor.createdBy,
    knownDeals,
  };
}

async function detailRow(id: number, context: ContextRef | null, userId: number) {
  const [row] = await getDb()
    .select({ sponsor: sponsorBrands, score: sponsorMatchScores, isFollowed: followedBy(userId) })
    .from(sponsorBrands)
    .leftJoin(sponsorMatchScores, scoreJoin(context))
    .where(eq(sponsorBrands.id, id))
    .limit(1);
  return row;
}
