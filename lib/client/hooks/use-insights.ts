"use client";

import { industryInsightQuery, industrySummariesQuery } from "@/lib/shared/queries/insights";
import { useApiQuery } from "../queries";

/** Every industry of the market for a property, most sponsors first (5 minutes fresh). */
export function useIndustrySummaries(eventBrandId: number) {
  return useApiQuery(industrySummariesQuery, { eventBrandId }, { enabled: eventBrandId > 0 });
}

/** One industry's insight; runs only once both the property and the industry are known. */
export function useIndustryInsight(eventBrandId: number, industry: string | null) {
  return useApiQuery(
    industryInsightQuery,
    { eventBrandId, industry: industry ?? "" },
    { enabled: eventBrandId > 0 && Boolean(industry) },
  );
}
