"use client";

import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import { useBrandProgress } from "@/lib/client/hooks/use-engagement";
import { engagementCounters, engagementOf, topByProgress } from "@/lib/shared/engagement";

const EMPTY = "No sponsor engagement data available yet";

/** Engagement Progress (top 5) and Engagement Stats, from the brand's sponsorship records. */
export function EngagementPanel() {
  const { selectedBrandId } = useEventContext();
  const { data: records, isLoading } = useBrandProgress(selectedBrandId);
  const counters = engagementCounters(records ?? []);
  const top = topByProgress(records ?? []);
  return (
    <aside className="space-y-6" aria-label="Engagement">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Engagement Progress</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <Skeleton className="h-32" />
          ) : top.length === 0 ? (
            <p className="text-sm text-muted-foreground">{EMPTY}</p>
          ) : (
            <ul className="space-y-4">
              {top.map((record) => {
                const engagement = engagementOf(record);
                return (
                  <li key={record.sponsorBrandId} className="space-y-1.5">
                    <Link
                      href={`/sponsor-brands/detail/${record.sponsorBrandId}`}
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
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Engagement Stats</CardTitle>
        </CardHeader>
        <CardContent>
          {records && records.length === 0 ? (
            <p className="text-sm text-muted-foreground">{EMPTY}</p>
          ) : (
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
          )}
        </CardContent>
      </Card>
    </aside>
  );
}
