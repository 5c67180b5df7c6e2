"use client";

import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DealCreateBody, DealUpdateBody, SponsorDeal } from "@/lib/shared/schemas/deal";
import { ApiError, apiRequest } from "../api";
import {
  dealOverviewQuery,
  sponsorOptionsQuery,
  type DealOverviewParams,
} from "@/lib/shared/queries/deals";
import { industryInsightQuery, industrySummariesQuery } from "@/lib/shared/queries/insights";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast } from "../use-toast";

/**
 * The current-sponsors page's view of a property's deals for one tab and search; the previous view
 * stays on screen while the next one loads.
 */
export function useDealOverview(params: DealOverviewParams) {
  return useApiQuery(dealOverviewQuery, params, {
    enabled: params.eventBrandId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Catalogue brands for the deal form's sponsor picker (10 at most, matched by name). */
export function useSponsorSuggestions(search: string) {
  const term = search.trim();
  return useApiQuery(
    sponsorOptionsQuery,
    { search: term },
    { enabled: term.length >= 1, placeholderData: keepPreviousData },
  );
}

/** A 409 on category exclusivity: the form shows it and offers "Save anyway", so no toast. */
export const isExclusivityConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

function useRefreshDeals() {
  const queryClient = useQueryClient();
  return () => {
    // Deals feed the insights too: both are recomputed on next view.
    void invalidateApiQuery(queryClient, dealOverviewQuery);
    void invalidateApiQuery(queryClient, industrySummariesQuery);
    void invalidateApiQuery(queryClient, industryInsightQuery);
  };
}

const failure = (title: string) => (error: Error) => {
  if (isExclusivityConflict(error)) return;
  toast({ title, description: error.message, variant: "destructive" });
};

export function useCreateDeal() {
  const refresh = useRefreshDeals();
  return useMutation({
    mutationFn: (input: DealCreateBody) =>
      apiRequest<SponsorDeal>("POST", "/api/sponsor-deals", input),
    onSuccess: (deal) => {
      refresh();
      toast({
        title: "Sponsor Added",
        description: `${deal.sponsorName} has been added to your sponsors.`,
        variant: "success",
      });
    },
    onError: failure("Error Adding Sponsor"),
  });
}

export function useUpdateDeal(id: number) {
  const refresh = useRefreshDeals();
  return useMutation({
    mutationFn: (input: DealUpdateBody) =>
      apiRequest<SponsorDeal>("PATCH", `/api/sponsor-deals/${id}`, input),
    onSuccess: (deal) => {
      refresh();
      toast({
        title: "Sponsor Updated",
        description: `${deal.sponsorName}'s deal has been saved.`,
        variant: "success",
      });
    },
    onError: failure("Error Updating Sponsor"),
  });
}

export function useDeleteDeal() {
  const refresh = useRefreshDeals();
  return useMutation({
    mutationFn: (deal: SponsorDeal) => apiRequest("DELETE", `/api/sponsor-deals/${deal.id}`),
    onSuccess: (_result, deal) => {
      refresh();
      toast({
        title: "Sponsor Removed",
        description: `${deal.sponsorName}'s deal has been deleted.`,
      });
    },
    onError: failure("Error Removing Sponsor"),
  });
}
