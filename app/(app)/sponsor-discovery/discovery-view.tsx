"use client";

import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useEventContext } from "@/lib/client/event-context";
import { useDiscovery, useRefreshDiscovery } from "@/lib/client/hooks/use-sponsor-brands";
import {
  DEFAULT_DISCOVERY_TAB,
  type DiscoveryContextRef,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import { recentContextId } from "@/lib/shared/event-context";
import type { MatchContextView } from "@/lib/shared/schemas/sponsor";
import { BestFitSponsors } from "./best-fit-sponsors";
import { ContextBanner } from "./context-banner";
import { DiscoveryLoading } from "./discovery-loading";
import { TopMatches } from "./top-matches";

/** Sponsor discovery for one context: the banner, the top matches and the filtered results. */
export function DiscoveryView({ context }: { context: DiscoveryContextRef }) {
  const params =
    context.type === "specific-event"
      ? { specificEventId: context.id }
      : { eventBrandId: context.id };
  const { data, isLoading, error, refetch, isFetching } = useDiscovery(params);
  const refresh = useRefreshDiscovery(params);
  const [tab, setTab] = useState<DiscoveryTab>(DEFAULT_DISCOVERY_TAB);
  const resultsRef = useRef<HTMLElement>(null);
  useRememberContext(data?.context);

  const showAll = useCallback(() => {
    setTab("all");
    // After the tab has rendered: bring the results into view and put focus on the All tab.
    requestAnimationFrame(() => {
      resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      resultsRef.current?.querySelector<HTMLElement>('[role="tab"][data-tab="all"]')?.focus({
        preventScroll: true,
      });
    });
  }, []);

  if (isLoading) return <DiscoveryLoading />;
  if (!data) {
    return (
      <Alert variant="destructive" className="mx-auto max-w-xl">
        <AlertTitle>Error Fetching Sponsors</AlertTitle>
        <AlertDescription className="space-y-3">
          <p>{error?.message || "Could not load sponsor matches."}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden /> Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const onRefresh = () => refresh.mutate();
  return (
    <div className="space-y-8">
      <ContextBanner context={data.context} refreshing={refresh.isPending} onRefresh={onRefresh} />
      <TopMatches
        sponsors={data.sponsors}
        context={context}
        refreshing={refresh.isPending}
        onRefresh={onRefresh}
        onViewAll={showAll}
      />
      <BestFitSponsors
        ref={resultsRef}
        sponsors={data.sponsors}
        context={context}
        tab={tab}
        onTab={setTab}
      />
    </div>
  );
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
