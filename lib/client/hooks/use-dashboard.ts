"use client";

import { useQuery } from "@tanstack/react-query";
import type { FavoriteActivationView } from "@/lib/shared/schemas/creative";
import type { BrandRecommendations } from "@/lib/shared/schemas/sponsorship";
import { apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";

export type { FavoriteActivationView };

const favoriteActivationsKey = (eventBrandId: number | null) =>
  ["activation-library", "favorites", eventBrandId] as const;
export const brandRecommendationsKey = (eventBrandId: number | null) =>
  ["brand-recommendations", eventBrandId] as const;

/**
 * The property's starred activation ideas. Under the activation library's key, so starring or
 * unstarring an idea anywhere refreshes it.
 */
export function useFavoriteActivations(eventBrandId: number | null) {
  return useQuery<FavoriteActivationView[]>({
    queryKey: favoriteActivationsKey(eventBrandId),
    queryFn: () => apiRequest("GET", withQuery("/api/activations/favorites", { eventBrandId })),
    staleTime: STALE.list,
    enabled: eventBrandId !== null,
  });
}

/** The property's latest AI sponsor recommendations and the research under way (30 minutes fresh). */
export function useBrandRecommendations(eventBrandId: number | null) {
  return useQuery<BrandRecommendations>({
    queryKey: brandRecommendationsKey(eventBrandId),
    queryFn: () => apiRequest("GET", `/api/event-brands/${eventBrandId}/recommendations`),
    staleTime: STALE.recommendations,
    enabled: eventBrandId !== null,
  });
}
