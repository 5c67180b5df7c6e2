import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/**
 * Freshness: 15 minutes by default, per-resource times in the hooks
 * (docs/product.md#requests-and-caching).
 */
export const STALE = {
  default: 15 * 60_000,
  user: 5 * 60_000,
  eventBrands: 5 * 60_000,
  list: 5 * 60_000,
  news: 30 * 60_000,
  sponsorList: 60_000,
  sponsorDetail: 5 * 60_000,
  events: 30_000,
  recommendations: 30 * 60_000,
} as const;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: STALE.default,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: 0 },
    },
  });
}
