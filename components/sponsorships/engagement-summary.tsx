"use client";

import Link from "next/link";
import type * as React from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import { useBrandProgress } from "@/lib/client/hooks/use-engagement";
import {
  engagementCounters,
  engagementOf,
  topByProgress,
  type SponsorProgressView,
} from "@/lib/shared/engagement";

const NO_ENGAGEMENT = "No sponsor engagement data available yet";

interface EngagementCardProps {
  records: SponsorProgressView[] | undefined;
  isLoading: boolean;
  headingLevel?: "h2" | "h3";
}

/** An engagement card: its title, then a skeleton, the no-data line, or the content. */
function EngagementCard({
  title,
  isLoading,
  isEmpty,
  headingLevel = "h3",
  children,
}: {
  title: string;
  isLoading: boolean;
  isEmpty: boolean;
  headingLevel?: "h2" | "h3";
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-32" />
        ) : isEmpty ? (
          <p className="text-sm text-muted-foreground">{NO_ENGAGEMENT}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** The sponsors furthest along at the selected property (top 5), each with its stage. */
export function EngagementProgressCard({ records, isLoading, headingLevel }: EngagementCardProps) {
  const top = topByProgress(records ?? []);
  return (
    <EngagementCard
      title="Engagement Progress"
      isLoading={isLoading}
      isEmpty={top.length === 0}
      headingLevel={headingLevel}
    >
      <ul className="space-y-4">
        {top.map((record) => {
          const engagement = engagementOf(record);
          return (
            <li key={record.sponsorBrandId} className="space-y-1.5">
              <Link
                href={`/sponsor/${record.sponsorBrandId}/interactions`}
                className="flex items-center gap-2 text-sm font-medium hover:underline"
              >
                <BrandLogo name={record.sponsorName} logoUrl={record.logo} size="xs" />
                <span className="truncate">{record.sponsorName}</span>
                <span className="ml-auto text-xs text-muted-foreground">
                  {engagement.stageLabel}
                </span>
              </Link>
              <Progress
                value={engagement.percent}
                aria-label={`${record.sponsorName} engagement ${engagement.percent}%`}
                className="h-1.5"
              />
            </li>
          );
        })}
      </ul>
    </EngagementCard>
  );
}

/** The dashboard counters, each sponsor counted once. */
export function EngagementStatsCard({ records, isLoading, headingLevel }: EngagementCardProps) {
  const counters = engagementCounters(records ?? []);
  return (
    <EngagementCard
      title="Engagement Stats"
      isLoading={isLoading}
      isEmpty={!records || records.length === 0}
      headingLevel={headingLevel}
    >
      <dl className="grid grid-cols-2 gap-4">
        {[
          ["Active prospects", counters.activeProspects],
          ["Ready for approval", counters.readyForApproval],
          ["In research", counters.inResearch],
          ["Completed this month", counters.completedThisMonth],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </EngagementCard>
  );
}

/** Engagement Progress (top 5) and Engagement Stats of the selected property. */
export function EngagementPanel() {
  const { selectedBrandId } = useEventContext();
  const { data: records, isLoading } = useBrandProgress(selectedBrandId);
  return (
    <aside className="space-y-6" aria-label="Engagement">
      <EngagementProgressCard records={records} isLoading={isLoading} />
      <EngagementStatsCard records={records} isLoading={isLoading} />
    </aside>
  );
}
