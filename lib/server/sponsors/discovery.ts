import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { nameOrAliasMatches } from "@/lib/server/catalogue/aliases";
import { likePattern } from "@/lib/server/db/like";
import { sponsorBrandCounts, sponsorBrands, sponsorMatchScores } from "@/lib/server/db/schema";
import { badRequest } from "@/lib/server/http/errors";
import {
  resultsTab,
  TOP_MATCH_COUNT,
  tabRange,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import type { DiscoveryQuery, DiscoveryResult, SponsorMatch } from "@/lib/shared/schemas/sponsor";
import { resolveContext, type ContextRef } from "./context";
import { contextPartners, countPassing, partnerScores } from "./current-partners";
import { histogramCounts, rankedPage, rankingOrder, type ScoreRow, type TabCounts } from "./ranked";
import { ensureRanking, rankingView } from "./ranking";
import { scoresOf } from "./scores";
import { toSponsorMatch } from "./serialize";

const SCORE_COLUMNS = {
  matchPercentage: sponsorMatchScores.matchPercentage,
  audienceMatch: sponsorMatchScores.audienceMatch,
  valueMatch: sponsorMatchScores.valueMatch,
  brandValueMatch: sponsorMatchScores.brandValueMatch,
} as const;

/**
 * Sponsor discovery for an event brand or a specific event: the best matches, the filtered
 * counts per tab and one page of the chosen tab, all read from the context's stored ranking.
 * Without a search, counts come from the match histogram and a page sorted by match is a range
 * of the ranking index; a search (name or industry) costs what it finds.
 */
export async function discoverSponsors(query: DiscoveryQuery): Promise<DiscoveryResult> {
  const context = await resolveContext(query);
  if (!context) throw badRequest("Choose an event brand or a specific event");
  const [ranking, partners] = await Promise.all([ensureRanking(context), contextPartners(context)]);
  // The property's current partners are not prospects: left out unless asked for.
  const exclude = query.includeCurrentPartners ? [] : [...partners];
  const pageOf = (tab: DiscoveryTab) => tabPage(context, query, tab, exclude);

  // A tab asked for is read with the counts; without one, the counts choose it first.
  const asked = query.tab;
  const [histogram, excluded, topScores, industries, searched, askedPage] = await Promise.all([
    histogramCounts(context, query.minMatch, query.industries),
    partnerScores(context, new Set(exclude)),
    rankedPage(context, {
      industries: [],
      direction: "desc",
      offset: 0,
      limit: TOP_MATCH_COUNT,
      exclude,
    }),
    catalogueIndustries(),
    query.search ? searchCounts(context, query, exclude) : null,
    asked ? pageOf(asked) : null,
  ]);
  const counts = searched ?? withoutScores(histogram.counts, excluded, query);
  const tab = asked ?? resultsTab(counts);
  const pageScores = askedPage ?? (await pageOf(tab));
  const brands = await brandsById([...topScores, ...pageScores].map((s) => s.sponsorBrandId));
  const toMatches = (scores: ScoreRow[]): SponsorMatch[] =>
    scores.flatMap((score) => {
      const brand = brands.get(score.sponsorBrandId);
      return brand ? [toSponsorMatch(brand, score, partners.has(brand.id))] : [];
    });
  return {
    context: context.view,
    ranking: rankingView(ranking),
    computedAt: (ranking.rankedAt ?? new Date()).toISOString(),
    total: histogram.total,
    top: toMatches(topScores),
    industries,
    counts,
    tab,
    sponsors: toMatches(pageScores),
    page: query.page,
    pageSize: query.pageSize,
  };
}

const noCounts = (): TabCounts => ({ excellent: 0, good: 0, fair: 0, all: 0 });

/** The histogram's tab counts less the sponsors left out that pass the same filters. */
function withoutScores(
  counts: TabCounts,
  excluded: Parameters<typeof countPassing>[0],
  query: DiscoveryQuery,
): TabCounts {
  const less = (tab: DiscoveryTab) => {
    const { min, max } = tabRange(tab);
    return countPassing(excluded, {
      industries: query.industries,
      min: Math.max(min, query.minMatch),
      max,
    });
  };
  const excellent = counts.excellent - less("excellent");
  const good = counts.good - less("good");
  const fair = counts.fair - less("fair");
  return { excellent, good, fair, all: excellent + good + fair };
}

/** The filters every search query shares: the context, the slider, industries and the text. */
function searchFilters(
  context: ContextRef,
  query: DiscoveryQuery,
  exclude: readonly number[],
): SQL {
  const filters: SQL[] = [scoresOf(context)!];
  if (exclude.length > 0) filters.push(notInArray(sponsorMatchScores.sponsorBrandId, [...exclude]));
  if (query.minMatch > 0) filters.push(gte(sponsorMatchScores.matchPercentage, query.minMatch));
  if (query.industries.length > 0)
    filters.push(inArray(sponsorMatchScores.industry, query.industries));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(nameOrAliasMatches(query.search), ilike(sponsorBrands.industry, pattern))!);
  }
  return and(...filters)!;
}

async function searchCounts(
  context: ContextRef,
  query: DiscoveryQuery,
  exclude: readonly number[],
): Promise<TabCounts> {
  const band = (tab: DiscoveryTab) => {
    const { min, max } = tabRange(tab);
    return sql<number>`count(*) filter (where ${sponsorMatchScores.matchPercentage} between ${min} and ${max})`.mapWith(
      Number,
    );
  };
  const [row] = await getDb()
    .select({
      excellent: band("excellent"),
      good: band("good"),
      fair: band("fair"),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(sponsorMatchScores)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorMatchScores.sponsorBrandId))
    .where(searchFilters(context, query, exclude));
  return row ?? noCounts();
}

/** One page of a tab, in the chosen order. */
async function tabPage(
  context: ContextRef,
  query: DiscoveryQuery,
  tab: DiscoveryTab,
  exclude: readonly number[],
): Promise<ScoreRow[]> {
  const { min, max } = tabRange(tab);
  const low = Math.max(min, query.minMatch);
  const offset = (query.page - 1) * query.pageSize;
  if (low > max) return [];
  if (query.sortBy === "matchPercentage" && !query.search) {
    return rankedPage(context, {
      industries: query.industries,
      direction: query.order,
      min: low,
      max,
      offset,
      limit: query.pageSize,
      exclude,
    });
  }
  // "Name A-Z" reads A to Z in the default (descending) order; the order buttons reverse it.
  const order =
    query.sortBy === "name"
      ? query.order === "desc"
        ? [asc(sponsorMatchScores.sortName), asc(sponsorMatchScores.sponsorBrandId)]
        : [desc(sponsorMatchScores.sortName), desc(sponsorMatchScores.sponsorBrandId)]
      : rankingOrder(query.order, SCORE_COLUMNS[query.sortBy]);
  const rows = await getDb()
    .select({ score: sponsorMatchScores })
    .from(sponsorMatchScores)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorMatchScores.sponsorBrandId))
    .where(
      and(
        searchFilters(context, query, exclude),
        gte(sponsorMatchScores.matchPercentage, low),
        lte(sponsorMatchScores.matchPercentage, max),
      ),
    )
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset);
  return rows.map((row) => row.score);
}

/** The catalogue's industries, alphabetical: the Industry Filter's choices. */
async function catalogueIndustries(): Promise<string[]> {
  const rows = await getDb()
    .select({ industry: sponsorBrandCounts.industry })
    .from(sponsorBrandCounts)
    .where(sql`${sponsorBrandCounts.brands} > 0 and ${sponsorBrandCounts.industry} <> ''`);
  return rows
    .map((row) => row.industry)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

async function brandsById(ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof sponsorBrands.$inferSelect>();
  const rows = await getDb()
    .select()
    .from(sponsorBrands)
    .where(inArray(sponsorBrands.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
