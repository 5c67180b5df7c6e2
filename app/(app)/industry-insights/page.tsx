import { BrandInAddress } from "@/components/events/brand-in-address";
import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { createLoader } from "nuqs/server";
import { getIndustryInsight } from "@/lib/server/insights/industry";
import { getIndustrySummaries } from "@/lib/server/insights/summaries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { industryInsightsParams } from "@/lib/shared/industry-insights-params";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { industryInsightQuery, industrySummariesQuery } from "@/lib/shared/queries/insights";
import { InsightsView } from "./insights-view";

export const metadata: Metadata = { title: "Industry Insights" };

const loadView = createLoader(industryInsightsParams);

/**
 * /industry-insights?eventBrandId= (&industry=): the market's industries and one industry's
 * figures, computed on the server from the stored deals and handed to the client view. The first
 * industry (most sponsors) is selected unless the address names one.
 */
export default async function IndustryInsightsPage({
  searchParams,
}: PageProps<"/industry-insights">) {
  const page = await resolveBrandPage(searchParams, {
    title: "Industry Insights",
    noBrandsDescription: "Add an event brand to read industry insights for it.",
  });
  if (page.fallback) return page.fallback;
  const { brand, params } = page;
  const eventBrandId = brand.id;
  const view = loadView(params);
  const summaries = await getIndustrySummaries(eventBrandId);
  const industry = (view.industry || summaries.summaries[0]?.industry) ?? null;
  const state = await prefetched(
    prefetch(eventBrandQuery, { id: eventBrandId }, () => brand),
    prefetch(industrySummariesQuery, { eventBrandId }, () => summaries),
    ...(industry
      ? [
          prefetch(industryInsightQuery, { eventBrandId, industry }, () =>
            getIndustryInsight(eventBrandId, industry),
          ),
        ]
      : []),
  );
  return (
    <HydrationBoundary state={state}>
      {page.inAddress ? null : <BrandInAddress eventBrandId={eventBrandId} />}
      <InsightsView key={eventBrandId} brandId={eventBrandId} />
    </HydrationBoundary>
  );
}
