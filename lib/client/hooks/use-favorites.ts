"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";
import { ApiError, apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";
import { toast, toastError } from "../use-toast";
import { favoritesKey } from "./sponsor-keys";

export type Favorite = SponsorBrandSummary & { followedAt: string; notes: string | null };

/** The signed-in user's watchlist, with matches for the brand context (5 minutes fresh). */
export function useFavorites(eventBrandId: number | null, enabled = true) {
  return useQuery<Favorite[]>({
    queryKey: favoritesKey(eventBrandId),
    queryFn: () => apiRequest("GET", withQuery("/api/user-favorites", { eventBrandId })),
    staleTime: STALE.list,
    enabled,
  });
}

function useRefreshFollowState() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ["user-favorites"] });
    void queryClient.invalidateQueries({ queryKey: ["sponsor-brands"] });
    void queryClient.invalidateQueries({ queryKey: ["sponsor-brand"] });
  };
}

/** Follow a brand: toast 'Brand Followed', or 'Error Following Brand'. */
export function useFollowSponsor() {
  const refresh = useRefreshFollowState();
  return useMutation({
    mutationFn: (sponsor: { id: number; name: string }) =>
      apiRequest<{ sponsor: SponsorBrandSummary }>("POST", "/api/user-favorites", {
        sponsorBrandId: sponsor.id,
      }),
    onSuccess: (_result, sponsor) => {
      refresh();
      toast({
        title: "Brand Followed",
        description: `You have added ${sponsor.name} to your wishlist`,
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: "Error Following Brand",
        description:
          error instanceof ApiError && error.status === 401
            ? "Please sign in to add favorites"
            : "Failed to add to favorites",
        variant: "destructive",
      }),
  });
}

export function useUnfollowSponsor() {
  const refresh = useRefreshFollowState();
  return useMutation({
    mutationFn: (sponsor: { id: number; name: string }) =>
      apiRequest("DELETE", `/api/user-favorites/${sponsor.id}`),
    onSuccess: (_result, sponsor) => {
      refresh();
      toast({
        title: "Removed from watchlist",
        description: `${sponsor.name} is no longer on your watchlist.`,
      });
    },
    onError: (error) => toastError(error),
  });
}
