import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { JOB_POLLING_KEY } from "./hooks/job-keys";

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
  const client = new QueryClient({
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
  // What the job pollers share lives as long as the tab (until sign-out clears the cache).
  client.setQueryDefaults(JOB_POLLING_KEY, { gcTime: Infinity, staleTime: Infinity });
  return client;
}
