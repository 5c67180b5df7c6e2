"use client";

import { Building2, CalendarDays } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  EngagementProgressCard,
  EngagementStatsCard,
} from "@/components/sponsorships/engagement-summary";
import { useEventContext } from "@/lib/client/event-context";
import { useBrandProgress, useWatchlist } from "@/lib/client/hooks/use-dashboard";
import { useUser } from "@/lib/client/hooks/use-user";
import { greeting } from "@/lib/shared/greeting";
import { FavoriteActivationsCard, WatchlistCard, WhatsNewCard } from "./dashboard-panels";
import { AwaitingProposalsCard } from "./dashboard-proposals";
import { AiRecommendationsCard } from "./dashboard-recommendations";
import { FirstRunChecklist } from "./first-run-checklist";
import { NewSponsorsCard, TopMatchesCard } from "./dashboard-sponsors";

export function DashboardView({
  checklistDismissed,
  revenue,
}: {
  checklistDismissed: boolean;
  /** The property's revenue card, drawn on the server (no script of its own). */
  revenue?: React.ReactNode;
}) {
  const { data: user } = useUser();
  const { selectedBrand, selectedBrandId, brands } = useEventContext();
  const progress = useBrandProgress(selectedBrandId);
  const watchlist = useWatchlist(selectedBrandId);
  const records = progress.data ?? [];
  // Ticked only from what has loaded, so a step never shows done and then undone.
  const checklistReady = !checklistDismissed && progress.isSuccess && watchlist.isSuccess;
  return (
    <div className="space-y-8" data-help-context="dashboard">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{greeting(user)}</h1>
        <p className="text-muted-foreground">
          {selectedBrand
            ? `Working with ${selectedBrand.name}`
            : "Select an event brand to get started."}
        </p>
      </div>
      {checklistReady ? (
        <FirstRunChecklist
          facts={{
            eventBrandId: selectedBrandId,
            brandCount: brands.length,
            eventCount: selectedBrand?.eventCount ?? 0,
            discovered: (watchlist.data?.length ?? 0) > 0 || records.length > 0,
            researched: records.some((record) => record.hasDeepResearch),
            pitched: records.some(
              (record) => record.hasBrandActivations || record.hasVisualMockups,
            ),
          }}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Link href="/event-brands" className="rounded-xl focus-visible:outline-none">
          <Card className="h-full transition-colors hover:border-primary">
            <CardHeader>
              <Building2 className="size-6 text-primary" aria-hidden />
              <CardTitle as="h2">Event Brands</CardTitle>
              <CardDescription>{brands.length} properties to manage</CardDescription>
            </CardHeader>
          </Card>
        </Link>
        <Link
          href={
            selectedBrand ? `/specific-events?eventBrandId=${selectedBrand.id}` : "/specific-events"
          }
          className="rounded-xl focus-visible:outline-none"
        >
          <Card className="h-full transition-colors hover:border-primary">
            <CardHeader>
              <CalendarDays className="size-6 text-primary" aria-hidden />
              <CardTitle as="h2">Specific Events</CardTitle>
              <CardDescription>
                {selectedBrand
                  ? `${selectedBrand.eventCount} events of ${selectedBrand.name}`
                  : "Schedules, venues and dates"}
              </CardDescription>
            </CardHeader>
          </Card>
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="grid gap-6 md:grid-cols-2">
            <TopMatchesCard />
            <NewSponsorsCard />
          </div>
          <AiRecommendationsCard />
          <WhatsNewCard />
        </div>
        <div className="space-y-6">
          {revenue}
          <EngagementStatsCard
            records={progress.data}
            isLoading={progress.isLoading}
            headingLevel="h2"
          />
          <EngagementProgressCard
            records={progress.data}
            isLoading={progress.isLoading}
            headingLevel="h2"
          />
          <WatchlistCard />
          <FavoriteActivationsCard />
          <AwaitingProposalsCard />
        </div>
      </div>
    </div>
  );
}
