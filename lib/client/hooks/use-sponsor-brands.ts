"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DiscoveryResult,
  SponsorBrandDetail,
  SponsorBrandSummary,
  SponsorCreateBody,
  SponsorUpdateBody,
} from "@/lib/shared/schemas/sponsor";
import { apiGetWithHeaders, apiRequest, withQuery } from "../api";
import { STALE } from "../query-client";
import { toast } from "../use-toast";
import {
  discoveryKey,
  sponsorBrandKey,
  sponsorBrandsKey,
  type ContextParams,
  type SponsorListParams,
} from "./sponsor-keys";

export type { ContextParams, SponsorListParams };

const contextQuery = (context: ContextParams) =>
  context.specificEventId
    ? { specificEventId: context.specificEventId }
    : { eventBrandId: context.eventBrandId ?? undefined };

/** A page of sponsors for a context; the total comes from X-Total-Count (1 minute fresh). */
export function useSponsorBrands(params: SponsorListParams) {
  return useQuery({
    queryKey: sponsorBrandsKey(params),
    queryFn: async () => {
      const { data, headers } = await apiGetWithHeaders<SponsorBrandSummary[]>(
        withQuery("/api/sponsor-brands", { ...params, ...contextQuery(params) }),
      );
      return { items: data, total: Number(headers.get("x-total-count") ?? data.length) };
    },
    staleTime: STALE.sponsorList,
    placeholderData: keepPreviousData,
  });
}

/** One sponsor with its match for the context (5 minutes fresh). */
export function useSponsorBrand(id: number, context: ContextParams) {
  return useQuery<SponsorBrandDetail>({
    queryKey: sponsorBrandKey(id, context),
    queryFn: () => apiRequest("GET", withQuery(`/api/sponsor-brands/${id}`, contextQuery(context))),
    staleTime: STALE.sponsorDetail,
    enabled: id > 0,
  });
}

/** Every sponsor matched against a context, best first (1 minute fresh). */
export function useDiscovery(context: ContextParams) {
  return useQuery<DiscoveryResult>({
    queryKey: discoveryKey(context),
    queryFn: () => apiRequest("GET", withQuery("/api/sponsor-discovery", contextQuery(context))),
    staleTime: STALE.sponsorList,
    enabled: Boolean(context.specificEventId || context.eventBrandId),
  });
}

/** 'Refresh Sponsors': recompute the context's matches. */
export function useRefreshDiscovery(context: ContextParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<DiscoveryResult>("POST", "/api/sponsor-discovery/refresh", contextQuery(context)),
    onSuccess: (result) => {
      queryClient.setQueryData(discoveryKey(context), result);
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brands"] });
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brand"] });
      toast({
        title: "Sponsors Updated",
        description: `${result.sponsors.length} sponsors matched against ${result.context.name}.`,
        variant: "success",
      });
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
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brands"] });
      void queryClient.invalidateQueries({ queryKey: ["sponsor-discovery"] });
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
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brand", id] });
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brands"] });
      void queryClient.invalidateQueries({ queryKey: ["sponsor-discovery"] });
      toast({
        title: "Sponsor updated",
        description: `${sponsor.name} has been saved; its matches are recomputed.`,
        variant: "success",
      });
    },
  });
}
