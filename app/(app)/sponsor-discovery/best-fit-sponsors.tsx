"use client";

import { SearchX } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { GridPagination } from "@/components/ui/grid-pagination";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  DISCOVERY_TABS,
  isDefaultFilters,
  isDiscoveryTab,
  type DiscoveryContextRef,
  type DiscoveryFilters,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import type { DiscoveryResult } from "@/lib/shared/schemas/sponsor";
import { FiltersPanel } from "./filters-panel";
import { SponsorGrid } from "./sponsor-grid";

/** Best-Fit Sponsors: the filters, then the sponsors in match-band tabs with counts, a page at a time. */
export function BestFitSponsors({
  ref,
  data,
  context,
  filters,
  onFilters,
  onReset,
  tab,
  onTab,
  page,
  onPage,
  updating,
}: {
  ref?: Ref<HTMLElement>;
  data: DiscoveryResult;
  context: DiscoveryContextRef;
  filters: DiscoveryFilters;
  onFilters: (patch: Partial<DiscoveryFilters>) => void;
  onReset: () => void;
  tab: DiscoveryTab;
  onTab: (tab: DiscoveryTab) => void;
  page: number;
  onPage: (page: number) => void;
  /** New results are on their way; the shown ones are the previous. */
  updating: boolean;
}) {
  const { counts, sponsors: shown } = data;
  const reset = isDefaultFilters(filters) ? undefined : onReset;
  const found = counts.all;

  return (
    <section
      ref={ref}
      aria-labelledby="best-fit-title"
      aria-busy={updating}
      className="scroll-mt-24 space-y-6"
    >
      <div className="space-y-1">
        <h2 id="best-fit-title" className="text-2xl font-semibold tracking-tight">
          Best-Fit Sponsors
        </h2>
        <p className="text-muted-foreground" aria-live="polite">
          {found === 1 ? "1 potential sponsor found." : `${found} potential sponsors found.`}
        </p>
      </div>
      <FiltersPanel
        filters={filters}
        onChange={onFilters}
        industries={data.industries}
        onReset={reset}
      />
      <Tabs value={tab} onValueChange={(value) => isDiscoveryTab(value) && onTab(value)}>
        <TabsList
          aria-label="Match quality"
          className="grid h-auto w-full grid-cols-2 gap-1 md:grid-cols-4"
        >
          {DISCOVERY_TABS.map((item) => (
            <TabsTrigger
              key={item.value}
              value={item.value}
              data-tab={item.value}
              className="min-h-8 px-2 py-1.5 whitespace-normal sm:px-3"
            >
              {item.label}{" "}
              <span className="rounded-full bg-muted-foreground/10 px-1.5 text-xs tabular-nums">
                {counts[item.value]}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Only the open tab's content is mounted, so every panel can draw from `shown`. */}
        {DISCOVERY_TABS.map((item) => (
          <TabsContent key={item.value} value={item.value} className="mt-4">
            {shown.length === 0 ? (
              <EmptyState
                icon={<SearchX />}
                headingLevel={3}
                title="No sponsors found"
                description="Try adjusting your filters to see more potential sponsors."
                action={
                  reset ? (
                    <Button variant="outline" onClick={reset}>
                      Reset Filters
                    </Button>
                  ) : null
                }
              />
            ) : (
              <>
                <SponsorGrid sponsors={shown} context={context} />
                {counts[item.value] > data.pageSize ? (
                  <GridPagination
                    page={page}
                    pageSize={data.pageSize}
                    total={counts[item.value]}
                    onPage={onPage}
                  />
                ) : null}
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
