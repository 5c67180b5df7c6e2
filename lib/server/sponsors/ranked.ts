import "server-only";
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/server/db/client";
import { matchHistogram, sponsorMatchScores } from "@/lib/server/db/schema";
import type { ContextRef } from "./context";
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
}

function rangeFilters(context: ContextRef, range: Pick<RankedRange, "industries" | "min" | "max">) {
  const filters: SQL[] = [scoresOf(context)!];
  if (range.industries.length > 0)
    filters.push(inArray(sponsorMatchScores.industry, [...range.industries]));
  if (range.min !== undefined && range.min > 0)
    filters.push(gte(sponsorMatchScores.matchPercentage, range.min));
  if (range.max !== undefined && range.max < 100)
    filters.push(lte(sponsorMatchScores.matchPercentage, range.max));
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

export interface HistogramCell {
  industry: string;
  matchPercentage: number;
  sponsors: number;
}

/** How many sponsors of the context score each percentage, per industry ("" for none). */
export async function matchCounts(context: ContextRef): Promise<HistogramCell[]> {
  return getDb()
    .select({
      industry: matchHistogram.industry,
      matchPercentage: matchHistogram.matchPercentage,
      sponsors: matchHistogram.sponsors,
    })
    .from(matchHistogram)
    .where(
      and(
        eq(matchHistogram.contextType, context.type),
        eq(matchHistogram.contextId, context.id),
        gt(matchHistogram.sponsors, 0),
      ),
    );
}

/** Sponsors ranked for the context, in these industries (none: all). */
export async function rankedTotal(
  context: ContextRef,
  industries: readonly string[] = [],
): Promise<number> {
  const wanted = new Set(industries);
  let total = 0;
  for (const cell of await matchCounts(context))
    if (wanted.size === 0 || wanted.has(cell.industry)) total += cell.sponsors;
  return total;
}
