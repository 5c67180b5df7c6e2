import "server-only";
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Db, type Tx } from "@/lib/server/db/client";
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
import { contextRefOf, type ContextRef } from "./context";
import {
  contextPartners,
  isNotPartnerOf,
  isPartnerOf,
  rankedPartnerCount,
} from "./current-partners";
import { knownDealsOf } from "./known-deals";
import { rankedContext } from "./ranking";
import { afterKey, rangeFilters, rankedTotalColumn, rankingOrder, type RankKey } from "./ranked";
import { scoreSponsorsIn, scoresOf, storedReasons } from "./scores";
import { catalogueFactsOf, profileOf, toSponsorSummary } from "./serialize";
import type { Page } from "@/lib/shared/paging";

/** A brand's score row for the context (none without one). */
const scoreJoin = (context: ContextRef | null) =>
  and(
    eq(sponsorMatchScores.sponsorBrandId, sponsorBrands.id),
    scoresOf(context ?? { type: "event-brand", id: 0 }),
  );

/** SQL: whether the row's sponsor brand is a current partner of the context (never without one). */
const isPartnerColumn = (context: ContextRef | null) =>
  context ? isPartnerOf(context, sponsorBrands.id) : sql<boolean>`false`;

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
 * row also carries whether its brand is a current partner and the list's total (a sum over the
 * match histogram, computed once). `exclude` leaves out these sponsors, or the context's
 * current partners (then also taken away from the total).
 */
export function rankedListRows(
  context: ContextRef,
  query: Pick<SponsorListQuery, "industry" | "order" | "pageSize">,
  userId: number,
  from: { offset: number } | { after: RankKey | null },
  exclude: readonly number[] | "partners" = [],
) {
  const direction = query.order ?? "desc";
  const industries = query.industry ? [query.industry] : [];
  const partners = exclude === "partners";
  const range = rangeFilters(context, { industries, exclude: partners ? [] : exclude });
  const after = "after" in from && from.after ? afterKey(direction, from.after) : undefined;
  return getDb()
    .select({
      sponsor: sponsorBrands,
      score: sponsorMatchScores,
      isFollowed: followedBy(userId),
      isCurrentPartner: isPartnerColumn(context),
      total: rankedListTotal(context, industries, partners),
    })
    .from(sponsorMatchScores)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorMatchScores.sponsorBrandId))
    .where(
      and(
        range,
        partners ? isNotPartnerOf(context, sponsorMatchScores.sponsorBrandId) : undefined,
        after,
      ),
    )
    .orderBy(...rankingOrder(direction))
    .limit(query.pageSize)
    .offset("offset" in from ? from.offset : 0);
}

/** SQL: a ranking's total (sums over the histogram), its current partners taken away or not. */
const rankedListTotal = (
  context: ContextRef,
  industries: readonly string[],
  withoutPartners: boolean,
) =>
  withoutPartners
    ? sql<number>`(${rankedTotalColumn(context, industries)} - ${rankedPartnerCount(context, industries)})`.mapWith(
        Number,
      )
    : rankedTotalColumn(context, industries);

type ListQuery = Omit<SponsorListQuery, "excludeCurrentPartners"> & {
  excludeCurrentPartners?: boolean;
};
type ListRow = {
  sponsor: typeof sponsorBrands.$inferSelect;
  score: typeof sponsorMatchScores.$inferSelect | null;
  isFollowed: boolean;
  isCurrentPartner: boolean;
};

/**
 * One page of sponsor brands for a context, sorted, searched and paged in SQL. Sorted by match
 * without a search, a page is a range of the context's ranking index and the total is read from
 * the stored counts, so the cost does not grow with the catalogue. Search covers name, aliases,
 * industry and overview (trigram indexes): its cost grows with what it finds. A search lists the
 * companies whose names match first (exact, then prefix, then contains), then the chosen order.
 *
 * The page needs only the context's reference, so it is read beside the context (and its ranking
 * state) rather than after it: one round trip. A context ranked only now, on its first read, is
 * read again once its ranking is stored.
 */
export async function listSponsorBrands(
  query: ListQuery,
  userId: number,
): Promise<Page<SponsorBrandSummary>> {
  const ref = contextRefOf(query);
  const read = () =>
    ref && readsRanking(query)
      ? rankedListPage(ref, query, userId)
      : otherListPage(ref, query, userId);
  const [context, first] = await Promise.all([rankedContext(query), read()]);
  const { rows, total } = context && !context.ranking?.rankedAt ? await read() : first;
  const unscored = rows.filter((row) => !row.score).map((row) => row.sponsor.id);
  // Added since the context was ranked (an import): scored now, as the sponsor's own page does,
  // so the list and the page show the same match.
  const rescored =
    context && unscored.length > 0
      ? await scoreSponsorsIn(context, unscored).then(() => pageRows(unscored, context, userId))
      : [];
  const byId = new Map(rescored.map((row) => [row.sponsor.id, row]));
  return {
    items: rows
      .map((row) => byId.get(row.sponsor.id) ?? row)
      .map((row) => toSponsorSummary(row.sponsor, row.score, row.isFollowed, row.isCurrentPartner)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A page of a context's ranking (`readsRanking`), with its total. */
async function rankedListPage(
  context: ContextRef,
  query: ListQuery,
  userId: number,
): Promise<{ rows: ListRow[]; total: number }> {
  const offset = (query.page - 1) * query.pageSize;
  const industries = query.industry ? [query.industry] : [];
  const partners = !!query.excludeCurrentPartners;
  const rows = await rankedListRows(context, query, userId, { offset }, partners ? "partners" : []);
  // Each row carries the ranking's total; a page past the end has no row to carry it.
  if (rows[0]) return { rows, total: rows[0].total };
  const [row] = await queryRows<{ total: unknown }>(
    sql`select ${rankedListTotal(context, industries, partners)} as total`,
  );
  return { rows, total: Number(row?.total ?? 0) };
}

/** A page of any other list (a search, an origin, another sort), with its total. */
async function otherListPage(
  context: ContextRef | null,
  query: ListQuery,
  userId: number,
): Promise<{ rows: ListRow[]; total: number }> {
  const exclude = !!query.excludeCurrentPartners && context !== null;
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
  if (exclude) filters.push(isNotPartnerOf(context, sponsorBrands.id));

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
  // then the brands of those ids only, read whole. A search (or an origin, or leaving the
  // partners out) counts what it found beside it; otherwise the totals are stored.
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
  const [rows, total] = await Promise.all([
    db
      .select({
        sponsor: sponsorBrands,
        score: sponsorMatchScores,
        isFollowed: followedBy(userId),
        isCurrentPartner: isPartnerColumn(context),
      })
      .from(page)
      .innerJoin(sponsorBrands, eq(sponsorBrands.id, page.id))
      .leftJoin(sponsorMatchScores, scoreJoin(context))
      .orderBy(...sorting),
    query.search || query.source || exclude
      ? countSponsors(filters)
      : catalogueCount(query.industry),
  ]);
  return { rows, total };
}

/** These brands, each with its score for the context (if any), followed and partner flags. */
async function pageRows(ids: number[], context: ContextRef | null, userId: number) {
  if (ids.length === 0) return [];
  return getDb()
    .select({
      sponsor: sponsorBrands,
      score: sponsorMatchScores,
      isFollowed: followedBy(userId),
      isCurrentPartner: isPartnerColumn(context),
    })
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
