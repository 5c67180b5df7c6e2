import { QueryClient } from "@tanstack/react-query";
import { STALE } from "@/lib/shared/queries/define";
import { getQueryFn } from "./api";
import { JOB_POLLING_KEY } from "./hooks/job-keys";

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
