"use client";

import type { FavoriteActivationView } from "@/lib/shared/schemas/creative";
import {
  brandRecommendationsQuery,
  favoriteActivationsQuery,
  type DashboardSponsorsOrder,
} from "@/lib/shared/queries/dashboard";
import {
  favoritesQuery,
  sponsorBrandsQuery,
  watchlistNewsQuery,
} from "@/lib/shared/queries/sponsors";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { useApiQuery } from "../queries";

export type { FavoriteActivationView };

/** The reads of a panel wait for a selected property. */
const forBrand = (eventBrandId: number | null) => ({
  params: { eventBrandId: eventBrandId ?? 0 },
  extras: { enabled: eventBrandId !== null },
});

/** The property's starred activation ideas. */
export function useFavoriteActivations(eventBrandId: number | null) {
  const { params, extras } = forBrand(eventBrandId);
  return useApiQuery(favoriteActivationsQuery, params, extras);
}

/** The property's latest AI sponsor recommendations and the research under way (30 minutes fresh). */
export function useBrandRecommendations(eventBrandId: number | null) {
  const { params, extras } = forBrand(eventBrandId);
  return useApiQuery(brandRecommendationsQuery, params, extras);
}

/** The first page of the property's sponsors in one order (Top Sponsor Matches, New Sponsors). */
export function useDashboardSponsors(eventBrandId: number | null, order: DashboardSponsorsOrder) {
  const { params, extras } = forBrand(eventBrandId);
  return useApiQuery(sponsorBrandsQuery, { ...params, page: 1, ...order }, extras);
}

/** The user's watchlist with the property's matches. */
export function useWatchlist(eventBrandId: number | null) {
  const { params, extras } = forBrand(eventBrandId);
  return useApiQuery(favoritesQuery, params, extras);
}

/** News on the watchlist companies, asked for only when the watchlist is not empty. */
export function useWatchlistNews(eventBrandId: number | null, watching: boolean) {
  const { params, extras } = forBrand(eventBrandId);
  return useApiQuery(watchlistNewsQuery, params, { enabled: extras.enabled && watching });
}

/** Engagement per sponsor of the property. */
export function useBrandProgress(eventBrandId: number | null) {
  const { params, extras } = forBrand(eventBrandId);
  return useApiQuery(brandProgressQuery, params, extras);
}
