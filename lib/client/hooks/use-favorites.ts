"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  favoritesQuery,
  sponsorBrandQuery,
  sponsorBrandsQuery,
} from "@/lib/shared/queries/sponsors";
import type { FavoriteView, SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";
import { ApiError, apiRequest } from "../api";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

export type Favorite = FavoriteView;

/** The signed-in user's watchlist, with matches for the brand context (5 minutes fresh). */
export function useFavorites(eventBrandId: number | null, enabled = true) {
  return useApiQuery(favoritesQuery, { eventBrandId }, { enabled });
}

function useRefreshFollowState() {
  const queryClient = useQueryClient();
  return () => {
    // The watchlist's root also prefixes the followed brands' news (lib/client/hooks/use-news.ts).
    void invalidateApiQuery(queryClient, favoritesQuery);
    void invalidateApiQuery(queryClient, sponsorBrandsQuery);
    void invalidateApiQuery(queryClient, sponsorBrandQuery);
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

/** Save the note of a followed brand (blank clears it): toast 'Note saved'. */
export function useSaveFavoriteNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sponsorBrandId, notes }: { sponsorBrandId: number; notes: string }) =>
      apiRequest<{ sponsorBrandId: number; notes: string | null }>(
        "PATCH",
        `/api/user-favorites/${sponsorBrandId}`,
        { notes: notes.trim() || null },
      ),
    onSuccess: () => {
      void invalidateApiQuery(queryClient, favoritesQuery);
      toast({ title: "Note saved", variant: "success" });
    },
    onError: (error) => toastError(error),
  });
}
