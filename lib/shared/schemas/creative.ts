import { z } from "zod";
import { parseIdParam, type SearchParams } from "@/lib/shared/page-params";
import type { DeepResearch, DeepResearchMeta } from "@/lib/shared/schemas/ai";
import { numericId } from "@/lib/shared/schemas/common";

/**
 * Activation ideas, their images, mockups and the creative libraries as the API answers them. The
 * server builds these views (lib/server/activations, mockups, libraries); the client reads them.
 */

/** The specific event a piece of creative work was made for. */
export interface CreativeEventRef {
  id: number;
  name: string;
}

/** Activation ideas as the API answers them (the stored idea plus its provenance). */
export interface ActivationView {
  id: number;
  sponsorBrandId: number;
  eventBrandId: number | null;
  /** The specific event the idea was made for; null when made for the event brand as a whole. */
  specificEventId: number | null;
  specificEvent: CreativeEventRef | null;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  isFavorite: boolean;
  aiProvider: string | null;
  aiModel: string | null;
  createdAt: string;
}

export interface FavoriteActivationView extends ActivationView {
  sponsorName: string;
}

/** One image of an activation idea (an image variation). */
export interface ActivationImageView {
  id: number;
  activationId: number;
  imageUrl: string;
  caption: string | null;
  angle: string | null;
  setting: string | null;
  isFeatured: boolean;
  aiProvider: string | null;
  createdAt: string;
}

/** A mockup as the API answers it (the stored mockup plus what made it). */
export interface MockupView {
  id: number;
  sponsorBrandId: number;
  eventBrandId: number | null;
  /** The specific event the mockup shows; null when made for the event brand as a whole. */
  specificEventId: number | null;
  specificEvent: CreativeEventRef | null;
  title: string | null;
  description: string;
  imageUrl: string | null;
  logoSize: string;
  isFavorite: boolean;
  /** activationId, sceneKey, sceneSource (ai | template), logoSource, quality. */
  details: Record<string, unknown>;
  aiProvider: string | null;
  aiModel: string | null;
  createdAt: string;
}

/** Who a library row belongs to, so a list across sponsors can say it. */
interface LibraryOwner {
  sponsorName: string;
  sponsorLogo: string | null;
  eventBrandName: string | null;
}

export type ActivationLibraryItem = ActivationView & LibraryOwner;
export type MockupLibraryItem = MockupView & LibraryOwner;

/** A sponsor's stored deep research with who made it and for which property. */
export interface ResearchLibraryItem {
  sponsorBrandId: number;
  sponsorName: string;
  industry: string | null;
  logo: string | null;
  /** The sponsor is on the asking user's watchlist (listed first). */
  isFollowed: boolean;
  deepResearch: DeepResearch;
  /** Provider, model, time, property and match of the run; null for research stored without it. */
  meta: DeepResearchMeta | null;
  eventBrandName: string | null;
  lastDeepResearchDate: string | null;
}

/** The filters of the library lists: one property and/or one sponsor. */
export interface LibraryFilters {
  eventBrandId?: number;
  sponsorBrandId?: number;
}

/** The body of the favourite toggles of ideas and mockups. */
export const favoriteBody = z.object({
  isFavorite: z.boolean({ error: "isFavorite must be true or false" }),
});

const optionalId = (label: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), numericId(label).optional());

/** ?eventBrandId=&sponsorBrandId= of the library lists: both optional, both positive ids. */
export const libraryQuerySchema = z.object({
  eventBrandId: optionalId("eventBrandId"),
  sponsorBrandId: optionalId("sponsorBrandId"),
});

/** The filters of a library page's URL; a value that is not a positive id is ignored. */
export function libraryFiltersOf(query: SearchParams): LibraryFilters {
  const filters: LibraryFilters = {};
  const eventBrandId = parseIdParam(query.eventBrandId);
  const sponsorBrandId = parseIdParam(query.sponsorBrandId);
  if (eventBrandId) filters.eventBrandId = eventBrandId;
  if (sponsorBrandId) filters.sponsorBrandId = sponsorBrandId;
  return filters;
}
