"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { discoveryQueryString, type DiscoveryContextRef } from "@/lib/shared/discovery-filters";
import type {
  DiscoveryResult,
  RankingView,
  SponsorBrandDetail,
  SponsorBrandSummary,
  SponsorCreateBody,
  SponsorUpdateBody,
} from "@/lib/shared/schemas/sponsor";
import { apiGetWithHeaders, apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";
import { sponsorBrandQuery } from "@/lib/shared/queries/sponsors";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast } from "../use-toast";
import {
  discoveryContextKey,
  discoveryKey,
  sponsorBrandsKey,
  type ContextParams,
  type DiscoveryParams,
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
  return useApiQuery(sponsorBrandQuery, { id, ...context }, { enabled: id > 0 });
}

const contextIds = (context: DiscoveryContextRef) =>
  context.type === "specific-event"
    ? { specificEventId: context.id }
    : { eventBrandId: context.id };

/** How often discovery asks again while a new ranking of its context is under way. */
const RANKING_POLL_MS = 1_000;

/**
 * Sponsor discovery for a context under the given filters, tab and page (1 minute fresh). While
 * the context is being ranked again, or until a ranking newer than `newerThan` is shown, it polls,
 * so the page moves to the new ranking once it is ready.
 */
export function useDiscovery(
  context: DiscoveryContextRef,
  params: DiscoveryParams,
  { newerThan = null }: { newerThan?: string | null } = {},
) {
  const ids = contextIds(context);
  return useQuery<DiscoveryResult>({
    queryKey: discoveryKey(ids, params),
    queryFn: () =>
      apiRequest(
        "GET",
        `/api/sponsor-discovery?${discoveryQueryString(context, params.filters, params.tab, params.page)}`,
      ),
    staleTime: STALE.sponsorList,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting = newerThan !== null && (!data || data.computedAt <= newerThan);
      return waiting || data?.ranking.status === "ranking" ? RANKING_POLL_MS : false;
    },
  });
}

/** 'Refresh Sponsors': rank the context again in the background. */
export function useRefreshDiscovery(context: DiscoveryContextRef) {
  const queryClient = useQueryClient();
  const ids = contextIds(context);
  return useMutation({
    mutationFn: () =>
      apiRequest<{ ranking: RankingView }>("POST", "/api/sponsor-discovery/refresh", ids),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: discoveryContextKey(ids) });
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brands"] });
      void queryClient.invalidateQueries({ queryKey: ["sponsor-brand"] });
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
      void invalidateApiQuery(queryClient, sponsorBrandQuery, { id });
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
