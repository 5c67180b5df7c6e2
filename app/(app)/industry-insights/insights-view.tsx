"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { RefreshButton } from "@/components/ui/refresh-button";
import { useEventBrand } from "@/lib/client/hooks/use-event-brands";
import { useIndustryInsight, useIndustrySummaries } from "@/lib/client/hooks/use-insights";
import { industryInsightsParams } from "@/lib/shared/industry-insights-params";
import { IndustriesPanel } from "./industries-panel";
import { InsightPanel } from "./insight-panel";

/**
 * The market's industries and one industry's figures. The industry chosen is in the address
 * (?industry=), each choice a step Back undoes; without one, the first (most sponsors) is shown.
 */
export function InsightsView({ brandId }: { brandId: number }) {
  const { data: brand } = useEventBrand(brandId);
  const summaries = useIndustrySummaries(brandId);
  const [{ industry: chosen }, setView] = useQueryStates(industryInsightsParams, {
    history: "push",
  });
  const setChosen = (industry: string) => void setView({ industry });
  const industry = (chosen || summaries.data?.summaries[0]?.industry) ?? null;
  const insight = useIndustryInsight(brandId, industry);
  const refreshing = summaries.isFetching || insight.isFetching;

  return (
    <>
      <PageHeader
        help="insights"
        title="Industry Insights"
        description={brand ? `Analyzing sponsorship trends for ${brand.name}` : undefined}
        actions={
          <>
            <RefreshButton
              refreshing={refreshing}
              disabled={!industry}
              onClick={() => {
                void summaries.refetch();
                void insight.refetch();
              }}
            />
            <Button asChild variant="outline">
              <Link href={`/event-brands/${brandId}`}>
                <ArrowLeft aria-hidden /> Back to Event
              </Link>
            </Button>
          </>
        }
      />
      {summaries.isLoading ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner size="lg" text="Loading industry insights..." />
        </div>
      ) : summaries.error ? (
        <p role="alert" className="text-destructive">
          Could not load industry insights: {summaries.error.message}
        </p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
          <IndustriesPanel
            summaries={summaries.data?.summaries ?? []}
            selected={industry}
            onSelect={setChosen}
          />
          <InsightPanel
            brandId={brandId}
            brandName={brand?.name ?? ""}
            industry={industry}
            insight={insight.data}
            isLoading={insight.isLoading}
            error={insight.error}
          />
        </div>
      )}
    </>
  );
}
