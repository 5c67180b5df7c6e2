"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ActivationImageView,
  ActivationLibraryItem,
  ActivationView,
  MockupLibraryItem,
  ResearchLibraryItem,
} from "@/lib/shared/schemas/creative";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";
import { apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";
import { sponsorBrandQuery } from "@/lib/shared/queries/sponsors";
import { toast, toastError } from "../use-toast";
import { creativeKeys, type LibraryFilters } from "./job-keys";

export type {
  ActivationImageView,
  ActivationLibraryItem,
  ActivationView,
  LibraryFilters,
  MockupLibraryItem,
  ResearchLibraryItem,
};

const filtersQuery = (filters: LibraryFilters) => ({
  eventBrandId: filters.eventBrandId,
  sponsorBrandId: filters.sponsorBrandId,
});

/** A sponsor's activation ideas, newest first (5 minutes fresh). */
export function useActivations(sponsorBrandId: number) {
  return useQuery<ActivationView[]>({
    queryKey: creativeKeys.activations(sponsorBrandId),
    queryFn: () => apiRequest("GET", `/api/activations/${sponsorBrandId}`),
    staleTime: STALE.list,
    enabled: sponsorBrandId > 0,
  });
}

/** Every generated idea, filtered by property and sponsor, favourites first. */
export function useActivationLibrary(filters: LibraryFilters) {
  return useQuery<ActivationLibraryItem[]>({
    queryKey: creativeKeys.activationLibrary(filters),
    queryFn: () => apiRequest("GET", withQuery("/api/activations", filtersQuery(filters))),
    staleTime: STALE.list,
  });
}

type FavoriteTarget = Pick<ActivationView, "id" | "isFavorite" | "sponsorBrandId">;

function flip<T extends { id: number; isFavorite: boolean }>(list: T[] | undefined, id: number) {
  return list?.map((item) => (item.id === id ? { ...item, isFavorite: !item.isFavorite } : item));
}

/** Star or unstar an idea; the lists flip at once and go back if the server refuses. */
export function useToggleActivationFavorite() {
  const queryClient = useQueryClient();
  const flipEverywhere = (target: FavoriteTarget) => {
    queryClient.setQueryData<ActivationView[]>(
      creativeKeys.activations(target.sponsorBrandId),
      (list) => flip(list, target.id),
    );
    queryClient.setQueriesData<ActivationLibraryItem[]>(
      { queryKey: ["activation-library"] },
      (list) => flip(list, target.id),
    );
  };
  return useMutation({
    mutationFn: (target: FavoriteTarget) =>
      apiRequest<ActivationView>("PUT", `/api/activations/${target.id}/favorite`, {
        isFavorite: !target.isFavorite,
      }),
    onMutate: (target) => flipEverywhere(target),
    onError: (error, target) => {
      flipEverywhere({ ...target, isFavorite: !target.isFavorite });
      toast({
        title: "Error Toggling Favorite",
        description: error.message,
        variant: "destructive",
      });
    },
    onSettled: (_data, _error, target) => {
      void queryClient.invalidateQueries({
        queryKey: creativeKeys.activations(target.sponsorBrandId),
      });
      void queryClient.invalidateQueries({ queryKey: ["activation-library"] });
    },
  });
}

/** An idea's images (variations), the featured one first. */
export function useActivationImages(activationId: number, enabled = true) {
  return useQuery<ActivationImageView[]>({
    queryKey: creativeKeys.images(activationId),
    queryFn: () => apiRequest("GET", `/api/activations/${activationId}/images`),
    staleTime: STALE.list,
    enabled: enabled && activationId > 0,
  });
}

/** Mockups of a sponsor, a property or all, favourites first. */
export function useMockups(filters: LibraryFilters) {
  return useQuery<MockupLibraryItem[]>({
    queryKey: creativeKeys.mockups(filters),
    queryFn: () => apiRequest("GET", withQuery("/api/mockups", filtersQuery(filters))),
    staleTime: STALE.list,
  });
}

/** Sponsors with deep research (with its provider, model and time), followed sponsors first. */
export function useResearchLibrary(filters: LibraryFilters) {
  return useQuery<ResearchLibraryItem[]>({
    queryKey: creativeKeys.research(filters),
    queryFn: () => apiRequest("GET", withQuery("/api/research", filtersQuery(filters))),
    staleTime: STALE.list,
  });
}

function useRefreshSponsor(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      queryKey: sponsorBrandQuery.scope({ id: sponsorBrandId }),
    });
}

/** Upload the custom mockup logo (multipart field `logo`). */
export function useUploadCustomLogo(sponsorBrandId: number) {
  const refresh = useRefreshSponsor(sponsorBrandId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("logo", file);
      return apiRequest<{ customLogoUrl: string }>(
        "POST",
        `/api/sponsor-brands/${sponsorBrandId}/custom-logo`,
        form,
      );
    },
    onSuccess: () => {
      refresh();
      toast({
        title: "Logo uploaded successfully",
        description: "New mockups will use this logo.",
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: UPLOAD_MESSAGES.failedTitle,
        description: error.message,
        variant: "destructive",
      }),
  });
}

/** Remove the custom mockup logo; mockups fall back to the event brand's or the sponsor's. */
export function useRemoveCustomLogo(sponsorBrandId: number) {
  const refresh = useRefreshSponsor(sponsorBrandId);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/sponsor-brands/${sponsorBrandId}/custom-logo`),
    onSuccess: () => {
      refresh();
      toast({ title: "Custom logo removed", description: "Mockups use the default logo again." });
    },
    onError: (error) => toastError(error),
  });
}
