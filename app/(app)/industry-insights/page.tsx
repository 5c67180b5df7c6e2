import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { UnresolvedBrand } from "@/components/events/unresolved-brand";
import { industryInsightKey, industrySummariesKey } from "@/lib/client/hooks/deal-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import { dehydrateQueries } from "@/lib/server/hydration";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { getIndustryInsight } from "@/lib/server/insights/industry";
import { getIndustrySummaries } from "@/lib/server/insights/summaries";
import { paramValue } from "@/lib/shared/page-params";
import { InsightsView } from "./insights-view";

export const metadata: Metadata = { title: "Industry Insights" };

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
  const resolved = await resolvePageBrand(user.id, "/industry-insights", params);
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
  const summaries = await getIndustrySummaries(brand.id);
  const industry = paramValue(params.industry) ?? summaries.summaries[0]?.industry ?? null;
  const insight = industry ? await getIndustryInsight(brand.id, industry) : null;
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [eventBrandQuery.key({ id: brand.id }), brand],
        [industrySummariesKey(brand.id), summaries],
        ...(industry && insight
          ? [[industryInsightKey(brand.id, industry), insight] as const]
          : []),
      ])}
    >
      <InsightsView key={brand.id} brandId={brand.id} initialIndustry={industry} />
    </HydrationBoundary>
  );
}
