import "server-only";
import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  eventBrands,
  sponsorBrands,
  sponsorDeals,
  sponsorships,
  specificEvents,
} from "@/lib/server/db/schema";
import { LIVE_DEAL_STATUSES, type RightsHolding } from "@/lib/shared/exclusivity";
import { DEFAULT_SPONSORSHIP_LEVEL } from "@/lib/shared/sponsorship-level";

type Handle = Db | Tx;

/** The live deals (Active, Pending) with an industry, of the given properties. */
export async function liveDealHoldings(
  eventBrandIds: readonly number[],
  db: Handle = getDb(),
): Promise<RightsHolding[]> {
  if (eventBrandIds.length === 0) return [];
  const rows = await db
    .select({
      id: sponsorDeals.id,
      // The joined brand's id: the same as the deal's, and never null (sourced deals of the
      // market have none and are not joined).
      eventBrandId: eventBrands.id,
      eventBrandName: eventBrands.name,
      sponsorBrandId: sponsorDeals.sponsorBrandId,
      sponsorName: sponsorDeals.sponsorName,
      industry: sponsorDeals.industry,
      sponsorshipLevel: sponsorDeals.sponsorshipLevel,
      isExclusive: sponsorDeals.isExclusive,
      status: sponsorDeals.status,
      startDate: sponsorDeals.startDate,
      endDate: sponsorDeals.endDate,
    })
    .from(sponsorDeals)
    .innerJoin(eventBrands, eq(eventBrands.id, sponsorDeals.eventBrandId))
    .where(
      and(
        inArray(sponsorDeals.eventBrandId, [...eventBrandIds]),
        inArray(sponsorDeals.status, [...LIVE_DEAL_STATUSES]),
        isNotNull(sponsorDeals.industry),
      ),
    )
    .orderBy(sponsorDeals.id);
  return rows.map((row) => ({
    ...row,
    kind: "deal" as const,
    specificEventId: null,
    specificEventName: null,
  }));
}

/**
 * Sponsors linked to events, with their brand's industry and the event's dates as the period
 * (a one-day event starts and ends the same day). Filtered by property or by event.
 */
export async function eventLinkHoldings(
  where: { eventBrandIds?: readonly number[]; specificEventId?: number },
  db: Handle = getDb(),
): Promise<RightsHolding[]> {
  const filters: SQL[] = [isNotNull(sponsorBrands.industry)];
  if (where.eventBrandIds) {
    if (where.eventBrandIds.length === 0) return [];
    filters.push(inArray(specificEvents.eventBrandId, [...where.eventBrandIds]));
  }
  if (where.specificEventId !== undefined)
    filters.push(eq(sponsorships.specificEventId, where.specificEventId));
  const rows = await db
    .select({
      id: sponsorships.id,
      eventBrandId: specificEvents.eventBrandId,
      eventBrandName: eventBrands.name,
      specificEventId: sponsorships.specificEventId,
      specificEventName: specificEvents.name,
      sponsorBrandId: sponsorships.sponsorBrandId,
      sponsorName: sponsorBrands.name,
      industry: sponsorBrands.industry,
      sponsorshipLevel: sponsorships.sponsorshipLevel,
      isExclusive: sponsorships.isExclusive,
      startDate: specificEvents.startDate,
      endDate: sql<string | null>`coalesce(${specificEvents.endDate}, ${specificEvents.startDate})`,
    })
    .from(sponsorships)
    .innerJoin(specificEvents, eq(specificEvents.id, sponsorships.specificEventId))
    .innerJoin(eventBrands, eq(eventBrands.id, specificEvents.eventBrandId))
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, sponsorships.sponsorBrandId))
    .where(and(...filters))
    .orderBy(sponsorships.id);
  return rows.map((row) => ({
    ...row,
    kind: "event-link" as const,
    sponsorshipLevel: row.sponsorshipLevel?.trim() || DEFAULT_SPONSORSHIP_LEVEL,
    status: null,
  }));
}

/** Everything that can clash with a deal of these properties: live deals and event links. */
export async function propertyHoldings(
  eventBrandIds: readonly number[],
  db: Handle = getDb(),
): Promise<RightsHolding[]> {
  const [deals, links] = await Promise.all([
    liveDealHoldings(eventBrandIds, db),
    eventLinkHoldings({ eventBrandIds }, db),
  ]);
  return [...deals, ...links];
}
