import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/server/db/client";
import { matchHistogram, sponsorMatchScores } from "@/lib/server/db/schema";
import type { ContextRef } from "./context";
import { tabRange } from "@/lib/shared/discovery-filters";
import { scoresOf } from "./scores";

/**
 * Reads of a context's stored ranking. Pages are ranges of the ranking index (best match, then
 * name, then id) and totals are sums over the match histogram, so neither grows with the catalogue.
 */

export type ScoreRow = typeof sponsorMatchScores.$inferSelect;

export interface RankedRange {
  /** Only these industries; none means all. */
  industries: readonly string[];
  /** "desc" is the ranking order (best first); "asc" is its exact reverse. */
  direction: "asc" | "desc";
  offset: number;
  limit: number;
  /** Match percentages kept, inclusive. */
  min?: number;
  max?: number;
  /** Sponsors left out (a property's current partners). */
  exclude?: readonly number[];
}

export function rangeFilters(
  context: ContextRef,
  range: Pick<RankedRange, "industries" | "min" | "max" | "exclude">,
) {
  const filters: SQL[] = [scoresOf(context)!];
  if (range.industries.length > 0)
    filters.push(inArray(sponsorMatchScores.industry, [...range.industries]));
  if (range.min !== undefined && range.min > 0)
    filters.push(gte(sponsorMatchScores.matchPercentage, range.min));
  if (range.max !== undefined && range.max < 100)
    filters.push(lte(sponsorMatchScores.matchPercentage, range.max));
  if (range.exclude && range.exclude.length > 0)
    filters.push(notInArray(sponsorMatchScores.sponsorBrandId, [...range.exclude]));
  return and(...filters);
}

/** The ranking order of score rows, or its exact reverse. */
export function rankingOrder(
  direction: "asc" | "desc",
  key: SQL | AnyPgColumn = sponsorMatchScores.matchPercentage,
) {
  return direction === "desc"
    ? [desc(key), asc(sponsorMatchScores.sortName), asc(sponsorMatchScores.sponsorBrandId)]
    : [asc(key), desc(sponsorMatchScores.sortName), desc(sponsorMatchScores.sponsorBrandId)];
}

/** Where a row stands in a context's ranking: the columns of its order, in that order. */
export interface RankKey {
  matchPercentage: number;
  sortName: string;
  sponsorBrandId: number;
}

/**
 * The rows after `key` in the ranking order (`direction` as in `rankingOrder`): a range of the
 * ranking index, so reading on from a key costs the same at the end of a ranking as at its start
 * (an OFFSET reads and drops every row before it).
 */
export function afterKey(direction: "asc" | "desc", key: RankKey): SQL {
  const s = sponsorMatchScores;
  // Best match first, then name and id ascending; "asc" is the exact reverse.
  const [beyond, onward, upTo] = direction === "desc" ? [lt, gt, lte] : [gt, lt, gte];
  // The bound on the match alone is implied by the rest, but it is what lets the index scan
  // start at the key's match: with the OR only, PostgreSQL scans the context's ranking from the
  // top and drops every row before the key (the last batch of an export read them all).
  return and(
    upTo(s.matchPercentage, key.matchPercentage),
    or(
      beyond(s.matchPercentage, key.matchPercentage),
      and(
        eq(s.matchPercentage, key.matchPercentage),
        or(
          onward(s.sortName, key.sortName),
          and(eq(s.sortName, key.sortName), onward(s.sponsorBrandId, key.sponsorBrandId)),
        ),
      ),
    ),
  )!;
}

/** One page of a context's ranking. */
export async function rankedPage(context: ContextRef, range: RankedRange): Promise<ScoreRow[]> {
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return [];
  return getDb()
    .select()
    .from(sponsorMatchScores)
    .where(rangeFilters(context, range))
    .orderBy(...rankingOrder(range.direction))
    .limit(range.limit)
    .offset(range.offset);
}

/** Sponsors ranked for the context, in these industries (none: all): a sum over the histogram. */
export async function rankedTotal(
  context: ContextRef,
  industries: readonly string[] = [],
): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<number>`coalesce(sum(${matchHistogram.sponsors}), 0)`.mapWith(Number) })
    .from(matchHistogram)
    .where(histogramOf(context, industries));
  return row?.total ?? 0;
}

/** `rankedTotal` as a column of another select (the page and its total in one statement). */
export const rankedTotalColumn = (context: ContextRef, industries: readonly string[] = []) =>
  sql<number>`(select coalesce(sum(${matchHistogram.sponsors}), 0) from ${matchHistogram}
    where ${histogramOf(context, industries)})`.mapWith(Number);

export type TabCounts = Record<"excellent" | "good" | "fair" | "all", number>;

/**
 * Discovery's tab counts under the Minimum Match Percentage and the industry filter, and the
 * context's total: one pass over the histogram's cells (at most 101 per industry).
 */
export async function histogramCounts(
  context: ContextRef,
  minMatch: number,
  industries: readonly string[],
): Promise<{ counts: TabCounts; total: number }> {
  const wanted = industries.length > 0;
  const inFilter = wanted
    ? sql`${matchHistogram.industry} in (${sql.join(
        industries.map((name) => sql`${name}`),
        sql`, `,
      )})`
    : sql`true`;
  const band = (min: number, max: number) =>
    sql<number>`coalesce(sum(${matchHistogram.sponsors}) filter (where ${inFilter}
      and ${matchHistogram.matchPercentage} between ${Math.max(min, minMatch)} and ${max}), 0)`.mapWith(
      Number,
    );
  const [row] = await getDb()
    .select({
      excellent: band(tabRange("excellent").min, tabRange("excellent").max),
      good: band(tabRange("good").min, tabRange("good").max),
      fair: band(tabRange("fair").min, tabRange("fair").max),
      total: sql<number>`coalesce(sum(${matchHistogram.sponsors}), 0)`.mapWith(Number),
    })
    .from(matchHistogram)
    .where(histogramOf(context, []));
  const counts = { excellent: row?.excellent ?? 0, good: row?.good ?? 0, fair: row?.fair ?? 0 };
  return {
    counts: { ...counts, all: counts.excellent + counts.good + counts.fair },
    total: row?.total ?? 0,
  };
}

function histogramOf(context: ContextRef, industries: readonly string[]) {
  return and(
    eq(matchHistogram.contextType, context.type),
    eq(matchHistogram.contextId, context.id),
    industries.length > 0 ? inArray(matchHistogram.industry, [...industries]) : undefined,
  );
}
