import "server-only";
import { and, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { toActivationView } from "@/lib/server/activations/serialize";
import { getDb } from "@/lib/server/db/client";
import {
  activations,
  eventBrands,
  mockups,
  specificEvents,
  sponsorBrands,
} from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { toMockupView } from "@/lib/server/mockups/serialize";
import { followedBy } from "@/lib/server/sponsors/queries";
import { deepResearchMetaSchema, deepResearchSchema } from "@/lib/shared/schemas/ai";
import type {
  ActivationLibraryItem,
  LibraryFilters,
  MockupLibraryItem,
  ResearchLibraryItem,
} from "@/lib/shared/schemas/creative";

/**
 * The creative libraries across sponsors (the footer's /activations, /mockups and /research
 * pages): every generated idea, mockup or deep research, optionally for one property and/or one
 * sponsor, favourites (or followed sponsors) first. One module because the three share their
 * filters, their cap and who-owns-this columns; each row is built by its feature's serializer.
 */

/** The most rows one answer holds; the pages filter by property and sponsor to narrow it. */
const LIBRARY_LIMIT = 500;

/** Who a library row belongs to, so a list across sponsors can say it. */
const ownerColumns = {
  sponsorName: sponsorBrands.name,
  sponsorLogo: sponsorBrands.logo,
  eventBrandName: eventBrands.name,
};

/** The filters as conditions on a table with an event brand and a sponsor brand column. */
function whereFilters(
  columns: { eventBrandId: AnyColumn; sponsorBrandId: AnyColumn },
  filters: LibraryFilters,
): SQL | undefined {
  const where: SQL[] = [];
  if (filters.eventBrandId) where.push(eq(columns.eventBrandId, filters.eventBrandId));
  if (filters.sponsorBrandId) where.push(eq(columns.sponsorBrandId, filters.sponsorBrandId));
  return where.length ? and(...where) : undefined;
}

/** Generated activation ideas, favourites first, then newest. */
export async function listActivationLibrary(
  filters: LibraryFilters = {},
): Promise<ActivationLibraryItem[]> {
  const rows = await getDb()
    .select({ activation: activations, eventName: specificEvents.name, ...ownerColumns })
    .from(activations)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, activations.sponsorBrandId))
    .leftJoin(eventBrands, eq(eventBrands.id, activations.eventBrandId))
    .leftJoin(specificEvents, eq(specificEvents.id, activations.specificEventId))
    .where(whereFilters(activations, filters))
    .orderBy(desc(activations.isFavorite), desc(activations.createdAt), desc(activations.id))
    .limit(LIBRARY_LIMIT);
  return rows.map(({ activation, eventName, ...owner }) => ({
    ...toActivationView(activation, eventName),
    ...owner,
  }));
}

/** Mockups, favourites first, then newest. */
export async function listMockupLibrary(
  filters: LibraryFilters = {},
): Promise<MockupLibraryItem[]> {
  const rows = await getDb()
    .select({ mockup: mockups, eventName: specificEvents.name, ...ownerColumns })
    .from(mockups)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, mockups.sponsorBrandId))
    .leftJoin(eventBrands, eq(eventBrands.id, mockups.eventBrandId))
    .leftJoin(specificEvents, eq(specificEvents.id, mockups.specificEventId))
    .where(whereFilters(mockups, filters))
    .orderBy(desc(mockups.isFavorite), desc(mockups.createdAt), desc(mockups.id))
    .limit(LIBRARY_LIMIT);
  return rows.map(({ mockup, eventName, ...owner }) => ({
    ...toMockupView(mockup, eventName),
    ...owner,
  }));
}

const metaBrandId = sql`(${sponsorBrands.data} -> 'deepResearchMeta' ->> 'eventBrandId')`;

/**
 * Sponsors with deep research, the user's followed sponsors first, then the latest research. With
 * `eventBrandId`, only research done for that property.
 */
export async function listResearchLibrary(
  filters: LibraryFilters,
  userId: number,
): Promise<ResearchLibraryItem[]> {
  const where: SQL[] = [sql`${sponsorBrands.data} ? 'deepResearch'`];
  if (filters.sponsorBrandId) where.push(eq(sponsorBrands.id, filters.sponsorBrandId));
  if (filters.eventBrandId) where.push(sql`${metaBrandId} = ${String(filters.eventBrandId)}`);
  const rows = await getDb()
    .select({
      id: sponsorBrands.id,
      name: sponsorBrands.name,
      industry: sponsorBrands.industry,
      logo: sponsorBrands.logo,
      data: sponsorBrands.data,
      isFollowed: followedBy(userId),
      eventBrandName: eventBrands.name,
    })
    .from(sponsorBrands)
    .leftJoin(eventBrands, sql`${eventBrands.id}::text = ${metaBrandId}`)
    .where(and(...where))
    .orderBy(
      desc(followedBy(userId)),
      desc(sql`${sponsorBrands.data} ->> 'lastDeepResearchDate'`),
      sponsorBrands.name,
    )
    .limit(LIBRARY_LIMIT);
  return rows.flatMap((row) => {
    const research = deepResearchSchema.safeParse(row.data.deepResearch);
    if (!research.success) {
      // Written by an older version: leave it out rather than show a broken card.
      logger.warn("stored deep research has an unexpected shape", { sponsorBrandId: row.id });
      return [];
    }
    const meta = deepResearchMetaSchema.safeParse(row.data.deepResearchMeta);
    const date = row.data.lastDeepResearchDate;
    return [
      {
        sponsorBrandId: row.id,
        sponsorName: row.name,
        industry: row.industry,
        logo: row.logo,
        isFollowed: Boolean(row.isFollowed),
        deepResearch: research.data,
        meta: meta.success ? meta.data : null,
        eventBrandName: row.eventBrandName,
        lastDeepResearchDate: typeof date === "string" ? date : null,
      },
    ];
  });
}
