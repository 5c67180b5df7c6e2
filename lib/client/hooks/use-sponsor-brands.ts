"use client";

import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DiscoveryContextRef } from "@/lib/shared/discovery-filters";
import {
  discoveryContextIds,
  sponsorDiscoveryQuery,
  type DiscoveryParams,
} from "@/lib/shared/queries/discovery";
import {
  sponsorBrandQuery,
  sponsorBrandsQuery,
  type ContextParams,
  type SponsorListParams,
} from "@/lib/shared/queries/sponsors";
import type {
  RankingView,
  SponsorBrandDetail,
  SponsorCreateBody,
  SponsorUpdateBody,
} from "@/lib/shared/schemas/sponsor";
import { apiRequest } from "../api";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast } from "../use-toast";

export type { ContextParams, SponsorListParams };

/** A page of sponsors for a context; the total comes from X-Total-Count (1 minute fresh). */
export function useSponsorBrands(params: SponsorListParams) {
  return useApiQuery(sponsorBrandsQuery, params, { placeholderData: keepPreviousData });
}

/** One sponsor with its match for the context (5 minutes fresh). */
export function useSponsorBrand(id: number, context: ContextParams) {
  return useApiQuery(sponsorBrandQuery, { id, ...context }, { enabled: id > 0 });
}

/** How often discovery asks again while a new ranking of its context is under way. */
const RANKING_POLL_MS = 1_000;

/**
 * Sponsor discovery for a context under the given filters, tab and page (1 minute fresh). While
 * the context is being ranked again, or until a ranking newer than `newerThan` is shown, it polls,
 * so the page moves to the new ranking once it is ready.
 */
export function useDiscovery(
  context: DiscoveryContextRef,
  params: Omit<DiscoveryParams, "context">,
  { newerThan = null }: { newerThan?: string | null } = {},
) {
  return useApiQuery(
    sponsorDiscoveryQuery,
    { context, ...params },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) => {
        const data = query.state.data;
        const waiting = newerThan !== null && (!data || data.computedAt <= newerThan);
        return waiting || data?.ranking.status === "ranking" ? RANKING_POLL_MS : false;
      },
    },
  );
}

/** 'Refresh Sponsors': rank the context again in the background. */
export function useRefreshDiscovery(context: DiscoveryContextRef) {
  const queryClient = useQueryClient();
  const ids = discoveryContextIds(context);
  return useMutation({
    mutationFn: () =>
      apiRequest<{ ranking: RankingView }>("POST", "/api/sponsor-discovery/refresh", ids),
    onSuccess: () => {
      void invalidateApiQuery(queryClient, sponsorDiscoveryQuery, ids);
      void invalidateApiQuery(queryClient, sponsorBrandsQuery);
      void invalidateApiQuery(queryClient, sponsorBrandQuery);
    },
    onError: (error) =>
      toast({
        title: "Error Fetching Sponsors",
        description: error.message || "Could not update sponsors",
        variant: "destructive",
      }),
  });
}

export function useCreateSponsorBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SponsorCreateBody) =>
      apiRequest<SponsorBrandDetail>("POST", "/api/sponsor-brands", input),
    onSuccess: (sponsor) => {
      void invalidateApiQuery(queryClient, sponsorBrandsQuery);
      void invalidateApiQuery(queryClient, sponsorDiscoveryQuery);
      toast({
        title: "Sponsor added",
        description: `${sponsor.name} is now in your catalogue.`,
        variant: "success",
      });
    },
  });
}

export function useUpdateSponsorBrand(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SponsorUpdateBody) =>
      apiRequest<SponsorBrandDetail>("PATCH", `/api/sponsor-brands/${id}`, input),
    onSuccess: (sponsor) => {
      void invalidateApiQuery(queryClient, sponsorBrandQuery, { id });
      void invalidateApiQuery(queryClient, sponsorBrandsQuery);
      void invalidateApiQuery(queryClient, sponsorDiscoveryQuery);
      toast({
        title: "Sponsor updated",
        description: `${sponsor.name} has been saved; its matches are recomputed.`,
        variant: "success",
      });
    },
  });
}
