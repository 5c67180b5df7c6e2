import "server-only";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/server/db/client";
import { sponsorDeals, sponsorMatchScores } from "@/lib/server/db/schema";
import { coveredMarketPropertyIds } from "@/lib/server/deals/covered";
import { LIVE_DEAL_STATUSES } from "@/lib/shared/market";
import type { ContextRef, ResolvedContext } from "./context";
import { scoresOf } from "./scores";

/**
 * SQL: the property's live deals, not sample: its own and the sourced deals of its covered
 * market properties (its league, teams and events).
 */
export async function liveDealsOf(eventBrandId: number) {
  const covered = await coveredMarketPropertyIds(eventBrandId);
  const owner = eq(sponsorDeals.eventBrandId, eventBrandId);
  return and(
    covered.length > 0 ? or(owner, inArray(sponsorDeals.marketPropertyId, covered)) : owner,
    eq(sponsorDeals.isSample, false),
    inArray(sponsorDeals.status, [...LIVE_DEAL_STATUSES]),
  );
}

/**
 * The sponsor brands that are a property's current partners: each holds a live deal (signed and
 * running, or signed and starting later) with it, a user's deal or a sourced deal of the market
 * property linked to it, its teams or its events. Sample deals never make a partner: they are
 * invented. A specific event's partners are its property's.
 */
export function currentPartnerIds(eventBrandId: number): Promise<ReadonlySet<number>> {
  return currentPartnerIdsOnce(eventBrandId);
}

// Read once per server render: the dashboard's two sponsor lists and its recommendations all
// leave the partners out. Outside a render (a route handler) each call reads.
const currentPartnerIdsOnce = cache(async (eventBrandId: number): Promise<ReadonlySet<number>> => {
  const rows = await getDb()
    .selectDistinct({ id: sponsorDeals.sponsorBrandId })
    .from(sponsorDeals)
    .where(and(await liveDealsOf(eventBrandId), isNotNull(sponsorDeals.sponsorBrandId)));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
});

export interface PartnerScore {
  matchPercentage: number;
  industry: string | null;
}

/** How many of these scores pass an industry filter (none: all) and a match range, inclusive. */
export function countPassing(
  scores: readonly PartnerScore[],
  filter: { industries: readonly string[]; min?: number; max?: number },
): number {
  return scores.filter(
    (score) =>
      (filter.industries.length === 0 || filter.industries.includes(score.industry ?? "")) &&
      score.matchPercentage >= (filter.min ?? 0) &&
      score.matchPercentage <= (filter.max ?? 100),
  ).length;
}

/**
 * The match percentage and industry of each of these sponsors in a context's ranking: what the
 * counts read from the histogram take away when the partners are left out.
 */
export async function partnerScores(
  context: ContextRef,
  ids: ReadonlySet<number>,
): Promise<PartnerScore[]> {
  if (ids.size === 0) return [];
  return getDb()
    .select({
      matchPercentage: sponsorMatchScores.matchPercentage,
      industry: sponsorMatchScores.industry,
    })
    .from(sponsorMatchScores)
    .where(and(scoresOf(context), inArray(sponsorMatchScores.sponsorBrandId, [...ids])));
}

/** The partners of a context (a specific event's are its property's); none without a context. */
export async function contextPartners(
  context: ResolvedContext | null,
): Promise<ReadonlySet<number>> {
  return context ? currentPartnerIds(context.engine.eventBrand.id) : new Set();
}
