import { QueryClient } from "@tanstack/react-query";
import { STALE } from "@/lib/shared/queries/define";

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.default,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: 0 },
    },
  });
}
