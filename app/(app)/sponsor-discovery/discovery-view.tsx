"use client";

import { RefreshCw } from "lucide-react";
import { useQueryStates } from "nuqs";
import { useCallback, useEffect, useRef, useState } from "react";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { Button } from "@/components/ui/button";
import { useEventContext } from "@/lib/client/event-context";
import { useDiscovery, useRefreshDiscovery } from "@/lib/client/hooks/use-sponsor-brands";
import { useDebounced } from "@/lib/client/use-debounced";
import { toast } from "@/lib/client/use-toast";
import {
  DEFAULT_DISCOVERY_FILTERS,
  type DiscoveryContextRef,
  type DiscoveryFilters,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import { discoveryParams, discoveryViewOf } from "@/lib/shared/discovery-params";
import { PUSH, REPLACE } from "@/lib/shared/list-params";
import { recentContextId } from "@/lib/shared/event-context";
import type { DiscoveryResult, MatchContextView } from "@/lib/shared/schemas/sponsor";
import { BestFitSponsors } from "./best-fit-sponsors";
import { ContextBanner } from "./context-banner";
import { DiscoveryLoading } from "./discovery-loading";
import { TopMatches } from "./top-matches";

/** Wait this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Sponsor discovery for one context: the banner, the top matches and the filtered results. The
 * server filters, counts and pages (the catalogue can hold hundreds of thousands of brands); the
 * filters, tab and page live in the address (lib/shared/discovery-params.ts), so Back and a shared
 * link show the same view, and the page shows the previous results while the next arrive.
 */
export function DiscoveryView({ context }: { context: DiscoveryContextRef }) {
  const [address, setAddress] = useQueryStates(discoveryParams, PUSH);
  const { filters, tab, page } = discoveryViewOf(address);
  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const params = { filters: { ...filters, search }, tab, page };
  // Set by 'Refresh Sponsors' to the ranking shown then; done once a newer ranking is shown.
  const [refreshFrom, setRefreshFrom] = useState<string | null>(null);
  const { data, isLoading, error, refetch, isFetching } = useDiscovery(context, params, {
    newerThan: refreshFrom,
  });
  const refresh = useRefreshDiscovery(context);
  const resultsRef = useRef<HTMLElement>(null);
  useRememberContext(data?.context);
  const ranking = data?.ranking.status === "ranking";
  const refreshDone = refreshFrom !== null && !!data && !ranking && data.computedAt > refreshFrom;
  const waitingForRanking = refreshFrom !== null && !refreshDone;
  useAnnounceRefresh(refreshDone ? refreshFrom : null, data);

  const changeFilters = useCallback(
    (patch: Partial<DiscoveryFilters>) => {
      const { industries, ...rest } = patch;
      // Typing in the search box or moving the slider replaces the history entry (one per
      // keystroke or step would bury the page); every other change adds one.
      const typing = Object.keys(patch).length === 1 && ("search" in patch || "minMatch" in patch);
      // What is found changes: a band's tab is chosen again, the first one holding results (a
      // search for one Good match must not stay on an empty Excellent tab). All stays: it shows
      // whatever is found.
      const refound =
        "search" in patch ||
        "minMatch" in patch ||
        "industries" in patch ||
        "includeCurrentPartners" in patch;
      void setAddress(
        {
          ...rest,
          ...(industries ? { industries: [...industries] } : {}),
          ...(refound && tab !== "all" ? { tab: null } : {}),
          page: null,
        },
        typing ? REPLACE : PUSH,
      );
    },
    [setAddress, tab],
  );
  const changeTab = useCallback(
    (next: DiscoveryTab) => void setAddress({ tab: next, page: null }),
    [setAddress],
  );
  const setPage = useCallback((next: number) => void setAddress({ page: next }), [setAddress]);
  const showAll = useCallback(() => {
    changeTab("all");
    // After the tab has rendered: bring the results into view and put focus on the All tab.
    requestAnimationFrame(() => {
      resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      resultsRef.current?.querySelector<HTMLElement>('[role="tab"][data-tab="all"]')?.focus({
        preventScroll: true,
      });
    });
  }, [changeTab]);

  if (isLoading) return <DiscoveryLoading />;
  if (!data) {
    return (
      <LoadErrorAlert
        title="Error Fetching Sponsors"
        message={error?.message || "Could not load sponsor matches."}
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden /> Try Again
          </Button>
        }
      />
    );
  }

  const refreshing = refresh.isPending || ranking || waitingForRanking;
  const onRefresh = () => {
    setRefreshFrom(data.computedAt);
    refresh.mutate(undefined, { onError: () => setRefreshFrom(null) });
  };
  return (
    <div className="space-y-8">
      <ContextBanner context={data.context} refreshing={refreshing} onRefresh={onRefresh} />
      <TopMatches
        sponsors={data.top}
        total={data.counts.all}
        context={context}
        refreshing={refreshing}
        progress={ranking ? data.ranking.progress : null}
        onRefresh={onRefresh}
        onViewAll={showAll}
      />
      <BestFitSponsors
        ref={resultsRef}
        data={data}
        context={context}
        filters={filters}
        onFilters={changeFilters}
        onReset={() => changeFilters(DEFAULT_DISCOVERY_FILTERS)}
        tab={tab ?? data.tab}
        onTab={changeTab}
        page={page}
        onPage={setPage}
        updating={isFetching}
      />
    </div>
  );
}

/** 'Sponsors Updated', once per refresh, when its new ranking is shown. */
function useAnnounceRefresh(done: string | null, data: DiscoveryResult | undefined) {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (done === null || !data || announced.current === done) return;
    announced.current = done;
    toast({
      title: "Sponsors Updated",
      description: `${data.total} sponsors matched against ${data.context.name}.`,
      variant: "success",
    });
  }, [done, data]);
}

/** Keep the shown context at the top of the recent contexts, once per context. */
function useRememberContext(view: MatchContextView | undefined) {
  const { rememberContext } = useEventContext();
  const remembered = useRef<string | null>(null);
  useEffect(() => {
    if (!view) return;
    const id = recentContextId(view.type, view.id);
    if (remembered.current === id) return;
    remembered.current = id;
    rememberContext({ id, name: view.name, type: view.type, logoUrl: view.eventBrand.logoUrl });
  }, [view, rememberContext]);
}
