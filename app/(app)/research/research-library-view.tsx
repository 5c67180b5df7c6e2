"use client";

import { ChevronDown, FileSearch, Heart } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { budgetRangeText, GROWTH } from "@/components/creative/research-facts";
import { LibraryView } from "@/components/creative/library-view";
import { useLibraryFilters } from "@/components/creative/library-filter-bar";
import { LocalTime } from "@/components/creative/local-time";
import { ProviderBadge } from "@/components/creative/provider-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Skeleton } from "@/components/ui/skeleton";
import { useResearchLibrary, type ResearchLibraryItem } from "@/lib/client/hooks/use-creative";
import { useHydrated } from "@/lib/client/use-hydrated";
import { withQuery } from "@/lib/shared/queries/define";
import { plural } from "@/lib/shared/text";

// The full report (its sections and icons) loads when a summary is first opened, or hovered or
// focused before that, not with the page.
const loadReport = () => import("@/components/creative/deep-research-report");
const DeepResearchReport = dynamic(() => loadReport().then((m) => m.DeepResearchReport));

/** Every sponsor with deep research, followed sponsors first, filterable by brand and sponsor. */
export function ResearchLibraryView() {
  const [filters] = useLibraryFilters();
  const { data: items, isLoading } = useResearchLibrary(filters);
  const { data: options } = useResearchLibrary({ eventBrandId: filters.eventBrandId });

  return (
    <LibraryView
      title="Research"
      description="Deep research on your sponsors, the ones you follow first."
      filters={filters}
      noun="research"
      options={options}
      isLoading={isLoading}
      loading={
        <div className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      }
      count={items && items.length > 0 ? <>{plural(items.length, "sponsor")} researched</> : null}
      label="Sponsor research"
      className="space-y-4"
      empty={{
        icon: <FileSearch />,
        title: "No deep research yet",
        description: "Run deep research from a sponsor's Research tab; it is collected here.",
      }}
    >
      {items?.map((item) => (
        <ResearchSummary key={item.sponsorBrandId} item={item} />
      ))}
    </LibraryView>
  );
}

function ResearchSummary({ item }: { item: ResearchLibraryItem }) {
  const hydrated = useHydrated();
  const research = item.deepResearch;
  const href = withQuery(`/sponsor-brands/detail/${item.sponsorBrandId}`, {
    eventBrandId: item.meta?.eventBrandId,
  });
  return (
    <Card className="gap-0 py-0" role="article" aria-labelledby={`research-${item.sponsorBrandId}`}>
      <Collapsible>
        <CardContent className="space-y-4 py-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <BrandLogo name={item.sponsorName} logoUrl={item.logo} size="md" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`research-${item.sponsorBrandId}`} className="text-lg font-semibold">
                  <Link href={href} className="hover:underline">
                    {item.sponsorName}
                  </Link>
                </h2>
                {item.industry ? <Badge variant="secondary">{item.industry}</Badge> : null}
                {item.isFollowed ? (
                  <Badge variant="gold">
                    <Heart aria-hidden /> Following
                  </Badge>
                ) : null}
              </div>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                {item.eventBrandName ? <span>For {item.eventBrandName}</span> : null}
                <span aria-hidden>·</span>
                <span>
                  Researched <LocalTime iso={item.lastDeepResearchDate} fallback="—" />
                </span>
                {item.meta ? (
                  <ProviderBadge provider={item.meta.provider} model={item.meta.model} />
                ) : null}
              </p>
            </div>
          </div>
          <p className="line-clamp-3 text-sm leading-relaxed">{research.overview}</p>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <Fact label="Budget range" value={budgetRangeText(research.predictedBudgetRange)} />
            <Fact
              label="Best time to approach"
              value={research.optimalTimingToApproach.timeWindow}
            />
            <Fact label="Growth" value={GROWTH[research.growthTrajectory.status].label} />
          </dl>
          {/* Drawn by the server, it opens only once the page is interactive: until then it
              shows as not ready, so a click is never silently lost. */}
          <CollapsibleTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              className="group"
              disabled={!hydrated}
              aria-busy={!hydrated || undefined}
              onPointerEnter={() => void loadReport()}
              onFocus={() => void loadReport()}
            >
              <span className="group-data-[state=open]:hidden">Show full research</span>
              <span className="hidden group-data-[state=open]:inline">Hide full research</span>
              <ChevronDown
                aria-hidden
                className="transition-transform group-data-[state=open]:rotate-180"
              />
            </Button>
          </CollapsibleTrigger>
        </CardContent>
        <CollapsibleContent>
          <div className="border-t bg-muted/20 p-4 sm:p-6">
            <DeepResearchReport research={research} />
          </div>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
