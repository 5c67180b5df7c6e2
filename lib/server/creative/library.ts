import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { activations, eventBrands, mockups, sponsorBrands } from "@/lib/server/db/schema";
import { toActivationView, type ActivationView } from "./activations";
import { toMockupView, type MockupView } from "./mockups";

/**
 * The creative libraries across sponsors (the footer's /activations and /mockups pages): every
 * generated idea or mockup, optionally for one property and/or one sponsor, favourites first.
 */

export interface LibraryFilters {
  eventBrandId?: number;
  sponsorBrandId?: number;
}

/** Who a library row belongs to, so a list across sponsors can say it. */
export interface LibraryOwner {
  sponsorName: string;
  sponsorLogo: string | null;
  eventBrandName: string | null;
}

export type ActivationLibraryItem = ActivationView & LibraryOwner;
export type MockupLibraryItem = MockupView & LibraryOwner;

/** The most rows one answer holds; the pages filter by property and sponsor to narrow it. */
export const LIBRARY_LIMIT = 500;

/** Generated activation ideas, favourites first, then newest. */
export async function listActivationLibrary(
  filters: LibraryFilters = {},
): Promise<ActivationLibraryItem[]> {
  const where: SQL[] = [];
  if (filters.eventBrandId) where.push(eq(activations.eventBrandId, filters.eventBrandId));
  if (filters.sponsorBrandId) where.push(eq(activations.sponsorBrandId, filters.sponsorBrandId));
  const rows = await getDb()
    .select({
      activation: activations,
      sponsorName: sponsorBrands.name,
      sponsorLogo: sponsorBrands.logo,
      eventBrandName: eventBrands.name,
    })
    .from(activations)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, activations.sponsorBrandId))
    .leftJoin(eventBrands, eq(eventBrands.id, activations.eventBrandId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(activations.isFavorite), desc(activations.createdAt), desc(activations.id))
    .limit(LIBRARY_LIMIT);
  return rows.map(({ activation, ...owner }) => ({ ...toActivationView(activation), ...owner }));
}

/** Mockups, favourites first, then newest. */
export async function listMockupLibrary(
  filters: LibraryFilters = {},
): Promise<MockupLibraryItem[]> {
  const where: SQL[] = [];
  if (filters.eventBrandId) where.push(eq(mockups.eventBrandId, filters.eventBrandId));
  if (filters.sponsorBrandId) where.push(eq(mockups.sponsorBrandId, filters.sponsorBrandId));
  const rows = await getDb()
    .select({
      mockup: mockups,
      sponsorName: sponsorBrands.name,
      sponsorLogo: sponsorBrands.logo,
      eventBrandName: eventBrands.name,
    })
    .from(mockups)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, mockups.sponsorBrandId))
    .leftJoin(eventBrands, eq(eventBrands.id, mockups.eventBrandId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(mockups.isFavorite), desc(mockups.createdAt), desc(mockups.id))
    .limit(LIBRARY_LIMIT);
  return rows.map(({ mockup, ...owner }) => ({ ...toMockupView(mockup), ...owner }));
}
