import "server-only";
import { and, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cache } from "react";
import { getDb } from "@/lib/server/db/client";
import {
  marketProperties,
  specificEvents,
  sponsorDeals,
  sponsorMatchScores,
} from "@/lib/server/db/schema";
import { LIVE_DEAL_STATUSES } from "@/lib/shared/market";
import type { ContextRef, ResolvedContext } from "./context";
import { scoresOf } from "./scores";

/** An event brand's id, or SQL that reads it (in the statement that uses it). */
type PropertyId = number | SQL;

/** SQL: the property (event brand) of a context; a specific event's is the brand it belongs to. */
export const propertyOf = (context: ContextRef): PropertyId =>
  context.type === "event-brand"
    ? context.id
    : sql`(select ${specificEvents.eventBrandId} from ${specificEvents} where ${specificEvents.id} = ${context.id})`;

/**
 * SQL: the property's live deals, not sample: its own and the sourced deals of its covered
 * market properties (the one linked to it, and that one's teams and events, as
 * `coveredMarketPropertyIds` lists them), read as subqueries of the statement that uses it.
 */
export function liveDealsOf(property: PropertyId): SQL {
  const linked = sql`select ${marketProperties.id} from ${marketProperties} where ${marketProperties.eventBrandId} = ${property}`;
  const children = sql`select ${marketProperties.id} from ${marketProperties} where ${marketProperties.parentId} in (${linked})`;
  return and(
    or(
      eq(sponsorDeals.eventBrandId, property),
      sql`${sponsorDeals.marketPropertyId} in (${linked} union all ${children})`,
    ),
    eq(sponsorDeals.isSample, false),
    inArray(sponsorDeals.status, [...LIVE_DEAL_STATUSES]),
  )!;
}

/** SQL: the ids of the context's current partners, as a subquery. */
const partnerIdsOf = (context: ContextRef) =>
  sql`select ${sponsorDeals.sponsorBrandId} from ${sponsorDeals}
    where ${and(liveDealsOf(propertyOf(context)), isNotNull(sponsorDeals.sponsorBrandId))}`;

/**
 * SQL: whether the sponsor brand of this id column is one of the context's current partners.
 * PostgreSQL reads the partners once per statement (a hashed subplan), so a page of a list says
 * which of its rows are partners, or leaves them out, without a read of its own.
 */
export const isPartnerOf = (context: ContextRef, id: AnyPgColumn) =>
  sql<boolean>`(${id} in (${partnerIdsOf(context)}))`;

/** SQL: the opposite of `isPartnerOf` (a partner id is never null). */
export const isNotPartnerOf = (context: ContextRef, id: AnyPgColumn) =>
  sql<boolean>`(${id} not in (${partnerIdsOf(context)}))`;

/**
 * SQL: how many of the context's current partners are in its ranking (in these industries; none:
 * all), what a ranking's total loses when they are left out.
 */
export const rankedPartnerCount = (context: ContextRef, industries: readonly string[]) =>
  sql<number>`(select count(*) from ${sponsorMatchScores} where ${and(
    scoresOf(context),
    industries.length > 0 ? inArray(sponsorMatchScores.industry, [...industries]) : undefined,
    isPartnerOf(context, sponsorMatchScores.sponsorBrandId),
  )})`;

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
    .where(and(liveDealsOf(eventBrandId), isNotNull(sponsorDeals.sponsorBrandId)));
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
