"use client";

import { useQuery } from "@tanstack/react-query";
import type { WatchlistNewsItem } from "@/lib/shared/schemas/news";
import { apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";

/**
 * Under the watchlist's key, so that following or unfollowing a brand (which invalidates
 * ["user-favorites"]) refreshes the news too.
 */
const watchlistNewsKey = (eventBrandId: number | null) =>
  ["user-favorites", "news", eventBrandId] as const;

/**
 * News on the user's watchlist companies (the dashboard's What's New), 30 minutes fresh. It is
 * asked for only when the watchlist is non-empty: pass that as `enabled`.
 */
export function useWatchlistNews(eventBrandId: number | null, enabled = true) {
  return useQuery<WatchlistNewsItem[]>({
    queryKey: watchlistNewsKey(eventBrandId),
    queryFn: () => apiRequest("GET", withQuery("/api/user-favorites-news", { eventBrandId })),
    staleTime: STALE.news,
    enabled,
  });
}
