import { BarChart3 } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDollarMillions } from "@/lib/shared/insights";
import type { IndustryInsight, IndustryInsightData } from "@/lib/shared/schemas/insights";
import { plural } from "@/lib/shared/text";
import { GrowthFigure } from "./growth-figure";
import { DealValueBars, SponsorsByYear } from "./insight-charts";
import { RecentDeals, TopSponsors, Trends } from "./insight-lists";
import { InsightTabs } from "./insight-tabs";

function SummaryCard({
  label,
  children,
  note,
}: {
  label: string;
  children: React.ReactNode;
  note?: string;
}) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd data-testid="summary-value" className="mt-1 text-2xl font-semibold tabular-nums">
        {children}
      </dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

function InsightFigures({
  brandId,
  brandName,
  insight,
}: {
  brandId: number;
  brandName: string;
  insight: IndustryInsightData;
}) {
  const { growthPeriod: period } = insight;
  return (
    <div className="space-y-6">
      <p data-testid="insight-scope" className="text-sm text-muted-foreground">
        Market figures across all properties, from real deals only:{" "}
        <span data-testid="insight-coverage">{insight.coverage}</span>.{" "}
        {brandName ? (
          <>
            {insight.industry} deals for {brandName}:{" "}
            <strong data-testid="own-deals" className="text-foreground tabular-nums">
              {insight.ownDealCount}
            </strong>{" "}
            of {insight.dealCount}.
          </>
        ) : null}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <SummaryCard
          label="Total Sponsors"
          note={`${plural(insight.dealCount, "deal")} across all properties`}
        >
          {insight.totalSponsors}
        </SummaryCard>
        <SummaryCard
          label="Avg. Deal Value"
          note={`In US dollars, across all properties: ${insight.coverage}`}
        >
          {formatDollarMillions(insight.averageDealValue)}
        </SummaryCard>
        <SummaryCard
          label="YoY Growth"
          note={`Deals started across all properties: ${period.currentDeals} in ${period.current}, ${period.previousDeals} in ${period.previous}`}
        >
          <GrowthFigure rate={insight.growthRate} />
        </SummaryCard>
      </dl>
      <InsightTabs
        key={insight.industry}
        tabs={[
          {
            value: "overview",
            label: "Overview",
            className: "grid gap-4 xl:grid-cols-2",
            content: (
              <>
                <SponsorsByYear data={insight.sponsorCount} />
                <DealValueBars data={insight.dealValues} coverage={insight.coverage} />
              </>
            ),
          },
          {
            value: "sponsors",
            label: "Top Sponsors",
            content: <TopSponsors sponsors={insight.topSponsors} />,
          },
          {
            value: "deals",
            label: "Recent Deals",
            content: (
              <RecentDeals
                brandId={brandId}
                industry={insight.industry}
                deals={insight.recentDeals}
              />
            ),
          },
          { value: "trends", label: "Trends", content: <Trends trends={insight.trends} /> },
        ]}
      />
    </div>
  );
}

/** Right side of the page: the chosen industry's figures or its no-data state. */
export function InsightPanel({
  brandId,
  brandName,
  industry,
  insight,
}: {
  brandId: number;
  brandName: string;
  industry: string | null;
  insight: IndustryInsight | null;
}) {
  const addDeals = (
    <Button asChild>
      <Link href={`/current-sponsors?eventBrandId=${brandId}`}>Go to Current Sponsors</Link>
    </Button>
  );
  return (
    <section aria-labelledby="insight-heading" className="min-w-0 space-y-4">
      <h2 id="insight-heading" className="text-xl font-semibold">
        {industry ?? "Industry insight"}
      </h2>
      {!industry || !insight ? (
        <EmptyState
          icon={<BarChart3 />}
          headingLevel={3}
          title="No deals on record yet"
          description="Industry insights are computed from the sponsor deals stored in Pitchside. Add deals on Current Sponsors to see figures here."
          action={addDeals}
        />
      ) : !insight.hasData ? (
        <EmptyState
          icon={<BarChart3 />}
          headingLevel={3}
          title={`No data for ${insight.industry}`}
          description={insight.message}
          action={addDeals}
        />
      ) : (
        <InsightFigures brandId={brandId} brandName={brandName} insight={insight} />
      )}
    </section>
  );
}
