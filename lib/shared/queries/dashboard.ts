/**
 * Reads only the dashboard makes (its other panels use the sponsor list, the watchlist, its news
 * and the property's progress, defined with their resources). The server page prefetches every
 * panel (app/(app)/page.tsx), so the dashboard renders complete.
 */
import { NEW_SPONSOR_SOURCES, TOP_MATCH_COUNT } from "@/lib/shared/dashboard-rules";
import type { FavoriteActivationView } from "@/lib/shared/schemas/creative";
import type { CatalogueSource } from "@/lib/shared/schemas/sponsor";
import type { BrandRecommendations } from "@/lib/shared/schemas/sponsorship";
import { apiQuery, STALE, withQuery } from "./define";

/** The property a panel reads: the selected event brand. */
export interface BrandParams {
  eventBrandId: number;
}

/** How many sponsors New Sponsors looks through (the newest first). */
export const NEW_SPONSORS_PAGE = 25;

/** Top Sponsor Matches and New Sponsors: the first page of the property's sponsors in one order. */
export interface DashboardSponsorsOrder {
  sort: "match" | "recent";
  pageSize: number;
  /** Only sponsors of these origins (New Sponsors: what people added). */
  source?: readonly CatalogueSource[];
  /** Leave out the property's current partners (Top Sponsor Matches: they are not prospects). */
  excludeCurrentPartners?: boolean;
}

/** Top Sponsor Matches' read: the best matches that are not already the property's partners. */
export const TOP_MATCHES_ORDER: DashboardSponsorsOrder = {
  sort: "match",
  pageSize: TOP_MATCH_COUNT,
  excludeCurrentPartners: true,
};

/** New Sponsors' read: the newest sponsors a user or an import added. */
export const NEW_SPONSORS_ORDER: DashboardSponsorsOrder = {
  sort: "recent",
  pageSize: NEW_SPONSORS_PAGE,
  source: NEW_SPONSOR_SOURCES,
};

/** The property's starred activation ideas. */
export const favoriteActivationsQuery = apiQuery<FavoriteActivationView[], BrandParams>({
  root: "activation-library",
  params: ({ eventBrandId }) => ({ favorites: true, eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/activations/favorites", { eventBrandId }),
  staleTime: STALE.list,
});

/** The property's latest AI sponsor recommendations and the research under way. */
export const brandRecommendationsQuery = apiQuery<BrandRecommendations, BrandParams>({
  root: "brand-recommendations",
  path: ({ eventBrandId }) => `/api/event-brands/${eventBrandId}/recommendations`,
  staleTime: STALE.recommendations,
});
