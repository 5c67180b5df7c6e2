/** Reads of the industry insights (computed from the stored deals). */
import type { IndustryInsight, IndustrySummaries } from "@/lib/shared/schemas/insights";
import { apiQuery, STALE, withQuery } from "./define";

/** Every industry of the market for a property, most sponsors first (5 minutes fresh). */
export const industrySummariesQuery = apiQuery<IndustrySummaries, { eventBrandId: number }>({
  root: "industry-summaries",
  path: ({ eventBrandId }) => withQuery("/api/industry-insights/summaries", { eventBrandId }),
  staleTime: STALE.list,
});

/** One industry's insight for a property. */
export const industryInsightQuery = apiQuery<
  IndustryInsight,
  { eventBrandId: number; industry: string }
>({
  root: "industry-insights",
  path: (params) => withQuery("/api/industry-insights", params),
  staleTime: STALE.list,
});
