import { BrandInAddress } from "@/components/events/brand-in-address";
import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { UnresolvedBrand } from "@/components/events/unresolved-brand";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
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
  const user = await requireUser();
  const params = await searchParams;
  const resolved = await resolvePageBrand(user.id, params);
  if (resolved.state !== "found") {
    return (
      <UnresolvedBrand
        state={resolved.state}
        title="Industry Insights"
        noBrandsDescription="Add an event brand to read industry insights for it."
      />
    );
  }
  const { brand } = resolved;
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
      {resolved.inAddress ? null : <BrandInAddress eventBrandId={eventBrandId} />}
      <InsightsView key={eventBrandId} brandId={eventBrandId} />
    </HydrationBoundary>
  );
}
