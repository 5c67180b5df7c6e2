import { QueryClient } from "@tanstack/react-query";
import { STALE } from "@/lib/shared/queries/define";
import { getQueryFn } from "./api";

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
