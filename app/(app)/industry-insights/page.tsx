import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { MarketCredit } from "@/components/deals/deal-source";
import { BrandInAddress } from "@/components/events/brand-in-address";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { getIndustryInsight } from "@/lib/server/insights/industry";
import { getIndustrySummaries } from "@/lib/server/insights/summaries";
import { paramValue } from "@/lib/shared/page-params";
import { IndustriesPanel } from "./industries-panel";
import { InsightPanel } from "./insight-panel";
import { RefreshInsights } from "./refresh-insights";

export const metadata: Metadata = { title: "Industry Insights" };

/**
 * /industry-insights?eventBrandId= (&industry=): the market's industries and one industry's
 * figures, computed and rendered on the server from the stored deals (cached until the deals
 * change). The first industry (most sponsors) is shown unless the address names one; choosing
 * another is a navigation, so Back and a shared link show the same industry.
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
  const chosen = paramValue(params.industry) ?? null;
  // An industry named in the address is read alongside the summaries; otherwise it is their first.
  const [summaries, chosenInsight] = await Promise.all([
    getIndustrySummaries(brand.id),
    chosen ? getIndustryInsight(brand.id, chosen) : null,
  ]);
  const industry = chosen ?? summaries.summaries[0]?.industry ?? null;
  const insight = chosenInsight ?? (industry ? await getIndustryInsight(brand.id, industry) : null);
  return (
    <>
      {page.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <PageHeader
        help="insights"
        title="Industry Insights"
        description={`Analyzing sponsorship trends for ${brand.name}`}
        actions={
          <>
            <RefreshInsights disabled={!industry} />
            <Button asChild variant="outline">
              <Link href={`/event-brands/${brand.id}`}>
                <ArrowLeft aria-hidden /> Back to Event
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <IndustriesPanel
          eventBrandId={brand.id}
          summaries={summaries.summaries}
          coverage={summaries.coverage}
          selected={industry}
        />
        <InsightPanel
          brandId={brand.id}
          brandName={brand.name}
          industry={industry}
          insight={insight}
        />
      </div>
      <MarketCredit credit={summaries.credit ?? (insight?.hasData ? insight.credit : null)} />
    </>
  );
}
