"use client";

import { SearchX } from "lucide-react";
import { useMemo, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  applyDiscoveryFilters,
  DEFAULT_DISCOVERY_FILTERS,
  DISCOVERY_TABS,
  industriesOf,
  inTab,
  isDefaultFilters,
  isDiscoveryTab,
  tabCounts,
  type DiscoveryContextRef,
  type DiscoveryFilters,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import type { SponsorMatch } from "@/lib/shared/schemas/sponsor";
import { FiltersPanel } from "./filters-panel";
import { SponsorGrid } from "./sponsor-grid";

/** Best-Fit Sponsors: the filters, then the sponsors in match-band tabs with counts. */
export function BestFitSponsors({
  ref,
  sponsors,
  context,
  tab,
  onTab,
}: {
  ref?: Ref<HTMLElement>;
  sponsors: SponsorMatch[];
  context: DiscoveryContextRef;
  tab: DiscoveryTab;
  onTab: (tab: DiscoveryTab) => void;
}) {
  const [filters, setFilters] = useState<DiscoveryFilters>(DEFAULT_DISCOVERY_FILTERS);
  const industries = useMemo(() => industriesOf(sponsors), [sponsors]);
  const filtered = useMemo(() => applyDiscoveryFilters(sponsors, filters), [sponsors, filters]);
  const counts = useMemo(() => tabCounts(filtered), [filtered]);
  const shown = useMemo(() => inTab(filtered, tab), [filtered, tab]);
  const reset = isDefaultFilters(filters) ? undefined : () => setFilters(DEFAULT_DISCOVERY_FILTERS);

  return (
    <section ref={ref} aria-labelledby="best-fit-title" className="scroll-mt-24 space-y-6">
      <div className="space-y-1">
        <h2 id="best-fit-title" className="text-2xl font-semibold tracking-tight">
          Best-Fit Sponsors
        </h2>
        <p className="text-muted-foreground" aria-live="polite">
          {filtered.length === 1
            ? "1 potential sponsor found."
            : `${filtered.length} potential sponsors found.`}
        </p>
      </div>
      <FiltersPanel
        filters={filters}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
        industries={industries}
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
        {/* Radix mounts only the open tab's content, so every panel can draw from `shown`. */}
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
              <SponsorGrid sponsors={shown} context={context} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
