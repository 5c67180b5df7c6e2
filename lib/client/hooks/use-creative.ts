"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  activationImagesQuery,
  activationLibraryQuery,
  activationsQuery,
  mockupsQuery,
  researchLibraryQuery,
} from "@/lib/shared/queries/creative";
import { sponsorBrandQuery } from "@/lib/shared/queries/sponsors";
import type { ActivationView, LibraryFilters, MockupView } from "@/lib/shared/schemas/creative";
import { apiRequest } from "../api";
import { invalidateApiQuery, setApiQueriesData, setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";
import { useLogoUpload } from "./use-logo-upload";

export type {
  ActivationImageView,
  ActivationLibraryItem,
  ActivationView,
  LibraryFilters,
  MockupLibraryItem,
  MockupView,
  ResearchLibraryItem,
} from "@/lib/shared/schemas/creative";

/** A sponsor's activation ideas, newest first (5 minutes fresh). */
export function useActivations(sponsorBrandId: number) {
  return useApiQuery(activationsQuery, { sponsorBrandId }, { enabled: sponsorBrandId > 0 });
}

/** Every generated idea, filtered by property and sponsor, favourites first. */
export function useActivationLibrary(filters: LibraryFilters) {
  return useApiQuery(activationLibraryQuery, filters);
}

function flip<T extends { id: number; isFavorite: boolean }>(list: T[] | undefined, id: number) {
  return list?.map((item) => (item.id === id ? { ...item, isFavorite: !item.isFavorite } : item));
}

type FavoriteTarget = { id: number; isFavorite: boolean; sponsorBrandId: number };

/**
 * A favourite toggle: the lists holding the item flip at once, the request is sent, and the flip
 * goes back if the server refuses.
 */
function useToggleFavorite<T extends FavoriteTarget>(options: {
  path: (target: T) => string;
  flipLists: (queryClient: QueryClient, target: T) => void;
  refresh: (queryClient: QueryClient, target: T) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: T) =>
      apiRequest("PUT", options.path(target), { isFavorite: !target.isFavorite }),
    onMutate: (target) => options.flipLists(queryClient, target),
    onError: (error, target) => {
      options.flipLists(queryClient, target);
      toast({
        title: "Error Toggling Favorite",
        description: error.message,
        variant: "destructive",
      });
    },
    onSettled: (_data, _error, target) => options.refresh(queryClient, target),
  });
}

/** Star or unstar an idea; the lists flip at once and go back if the server refuses. */
export function useToggleActivationFavorite() {
  return useToggleFavorite<Pick<ActivationView, "id" | "isFavorite" | "sponsorBrandId">>({
    path: (target) => `/api/activations/${target.id}/favorite`,
    flipLists: (queryClient, target) => {
      setApiQueryData(
        queryClient,
        activationsQuery,
        { sponsorBrandId: target.sponsorBrandId },
        (list) => flip(list, target.id),
      );
      setApiQueriesData(queryClient, activationLibraryQuery, undefined, (list) =>
        flip(list, target.id),
      );
    },
    refresh: (queryClient, target) => {
      void invalidateApiQuery(queryClient, activationsQuery, {
        sponsorBrandId: target.sponsorBrandId,
      });
      void invalidateApiQuery(queryClient, activationLibraryQuery);
    },
  });
}

/** Star or unstar a mockup, as ideas are starred. */
export function useToggleMockupFavorite() {
  return useToggleFavorite<Pick<MockupView, "id" | "isFavorite" | "sponsorBrandId">>({
    path: (target) => `/api/mockups/${target.id}/favorite`,
    flipLists: (queryClient, target) => {
      setApiQueriesData(queryClient, mockupsQuery, undefined, (list) => flip(list, target.id));
    },
    refresh: (queryClient) => void invalidateApiQuery(queryClient, mockupsQuery),
  });
}

/** An idea's images (variations), the featured one first. */
export function useActivationImages(activationId: number, enabled = true) {
  return useApiQuery(
    activationImagesQuery,
    { activationId },
    { enabled: enabled && activationId > 0 },
  );
}

/** Mockups of a sponsor, a property or all, favourites first. */
export function useMockups(filters: LibraryFilters) {
  return useApiQuery(mockupsQuery, filters);
}

/** Sponsors with deep research (with its provider, model and time), followed sponsors first. */
export function useResearchLibrary(filters: LibraryFilters) {
  return useApiQuery(researchLibraryQuery, filters);
}

function useRefreshSponsor(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return () => void invalidateApiQuery(queryClient, sponsorBrandQuery, { id: sponsorBrandId });
}

/** A sponsor's two logos: its own (lists, cards, its page) and the custom one mockups use. */
const SPONSOR_LOGOS = {
  own: {
    path: "upload-logo",
    uploaded: {
      title: "Logo updated successfully",
      description: "The brand logo has been updated.",
    },
  },
  custom: {
    path: "custom-logo",
    uploaded: {
      title: "Logo uploaded successfully",
      description: "New mockups will use this logo.",
    },
  },
} as const;

/** Upload one of the sponsor's logos (see useLogoUpload); its pages show the new one. */
export function useUploadSponsorLogo(sponsorBrandId: number, which: keyof typeof SPONSOR_LOGOS) {
  const refresh = useRefreshSponsor(sponsorBrandId);
  const logo = SPONSOR_LOGOS[which];
  return useLogoUpload({
    path: `/api/sponsor-brands/${sponsorBrandId}/${logo.path}`,
    uploaded: logo.uploaded,
    onUploaded: refresh,
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
