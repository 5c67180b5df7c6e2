import { z } from "zod";
import { parseIdParam, type SearchParams } from "@/lib/shared/page-params";
import { deepResearchMetaSchema, deepResearchSchema } from "@/lib/shared/schemas/ai";
import { numericId } from "@/lib/shared/schemas/common";

/**
 * Activation ideas, their images, mockups and the creative libraries as the API answers them. The
 * server builds these views (lib/server/activations, mockups, libraries); the client reads them.
 */

/** The specific event a piece of creative work was made for. */
export const creativeEventRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CreativeEventRef = z.infer<typeof creativeEventRefSchema>;

/** Activation ideas as the API answers them (the stored idea plus its provenance). */
export const activationViewSchema = z.object({
  id: z.number().int(),
  sponsorBrandId: z.number().int(),
  eventBrandId: z.number().int().nullable(),
  /** The specific event the idea was made for; null when made for the event brand as a whole. */
  specificEventId: z.number().int().nullable(),
  specificEvent: creativeEventRefSchema.nullable(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  isFavorite: z.boolean(),
  aiProvider: z.string().nullable(),
  aiModel: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivationView = z.infer<typeof activationViewSchema>;

export const favoriteActivationViewSchema = activationViewSchema.extend({
  sponsorName: z.string(),
});
export type FavoriteActivationView = z.infer<typeof favoriteActivationViewSchema>;

/** One image of an activation idea (an image variation). */
export const activationImageViewSchema = z.object({
  id: z.number().int(),
  activationId: z.number().int(),
  imageUrl: z.string(),
  caption: z.string().nullable(),
  angle: z.string().nullable(),
  setting: z.string().nullable(),
  isFeatured: z.boolean(),
  aiProvider: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivationImageView = z.infer<typeof activationImageViewSchema>;

/** A mockup as the API answers it (the stored mockup plus what made it). */
export const mockupViewSchema = z.object({
  id: z.number().int(),
  sponsorBrandId: z.number().int(),
  eventBrandId: z.number().int().nullable(),
  /** The specific event the mockup shows; null when made for the event brand as a whole. */
  specificEventId: z.number().int().nullable(),
  specificEvent: creativeEventRefSchema.nullable(),
  title: z.string().nullable(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  logoSize: z.string(),
  isFavorite: z.boolean(),
  /** activationId, sceneKey, sceneSource (ai | template), logoSource, quality. */
  details: z.record(z.string(), z.unknown()),
  aiProvider: z.string().nullable(),
  aiModel: z.string().nullable(),
  createdAt: z.string(),
});
export type MockupView = z.infer<typeof mockupViewSchema>;

/** Who a library row belongs to, so a list across sponsors can say it. */
const libraryOwnerShape = {
  sponsorName: z.string(),
  sponsorLogo: z.string().nullable(),
  eventBrandName: z.string().nullable(),
};

export const activationLibraryItemSchema = activationViewSchema.extend(libraryOwnerShape);
export type ActivationLibraryItem = z.infer<typeof activationLibraryItemSchema>;
export const mockupLibraryItemSchema = mockupViewSchema.extend(libraryOwnerShape);
export type MockupLibraryItem = z.infer<typeof mockupLibraryItemSchema>;

/** A sponsor's stored deep research with who made it and for which property. */
export const researchLibraryItemSchema = z.object({
  sponsorBrandId: z.number().int(),
  sponsorName: z.string(),
  industry: z.string().nullable(),
  logo: z.string().nullable(),
  /** The sponsor is on the asking user's watchlist (listed first). */
  isFollowed: z.boolean(),
  deepResearch: deepResearchSchema,
  /** Provider, model, time, property and match of the run; null for research stored without it. */
  meta: deepResearchMetaSchema.nullable(),
  eventBrandName: z.string().nullable(),
  lastDeepResearchDate: z.string().nullable(),
});
export type ResearchLibraryItem = z.infer<typeof researchLibraryItemSchema>;

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
