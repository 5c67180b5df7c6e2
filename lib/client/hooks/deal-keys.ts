/** Query keys of deals and industry insights, shared with the server pages that hydrate them. */
export const DEALS_ROOT = "sponsor-deals";
export const SUMMARIES_ROOT = "industry-summaries";
export const INSIGHTS_ROOT = "industry-insights";

export const dealsKey = (eventBrandId: number) => [DEALS_ROOT, eventBrandId] as const;
export const industrySummariesKey = (eventBrandId: number) =>
  [SUMMARIES_ROOT, eventBrandId] as const;
export const industryInsightKey = (eventBrandId: number, industry: string) =>
  [INSIGHTS_ROOT, eventBrandId, industry] as const;
