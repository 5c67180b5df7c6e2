"use client";

import { useQuery } from "@tanstack/react-query";
import type { IndustryInsight, IndustrySummaries } from "@/lib/shared/schemas/insights";
import { apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";
import { industryInsightKey, industrySummariesKey } from "./deal-keys";

/** Every industry of the market for a property, most sponsors first (5 minutes fresh). */
export function useIndustrySummaries(eventBrandId: number) {
  return useQuery<IndustrySummaries>({
    queryKey: industrySummariesKey(eventBrandId),
    queryFn: () =>
      apiRequest("GET", withQuery("/api/industry-insights/summaries", { eventBrandId })),
    staleTime: STALE.list,
    enabled: eventBrandId > 0,
  });
}

/** One industry's insight; runs only once both the property and the industry are known. */
export function useIndustryInsight(eventBrandId: number, industry: string | null) {
  return useQuery<IndustryInsight>({
    queryKey: industryInsightKey(eventBrandId, industry ?? ""),
    queryFn: () =>
      apiRequest("GET", withQuery("/api/industry-insights", { eventBrandId, industry })),
    staleTime: STALE.list,
    enabled: eventBrandId > 0 && Boolean(industry),
  });
}
