"use client";

import { watchlistNewsQuery } from "@/lib/shared/queries/sponsors";
import { useApiQuery } from "../queries";

/**
 * News on the user's watchlist companies (the dashboard's What's New), 30 minutes fresh. It is
 * asked for only when the watchlist is non-empty: pass that as `enabled`.
 */
export function useWatchlistNews(eventBrandId: number | null, enabled = true) {
  return useApiQuery(watchlistNewsQuery, { eventBrandId }, { enabled });
}
