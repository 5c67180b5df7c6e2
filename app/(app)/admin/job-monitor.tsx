"use client";

import { JobsTable } from "@/components/jobs/jobs-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RefreshButton } from "@/components/ui/refresh-button";
import { useJobMonitor } from "@/lib/client/hooks/use-job-lists";
import { ADMIN_REFRESH_MS, COMPLETED_SHOWN } from "@/lib/shared/job-progress";

/** The admin job monitor: every user's running and recent jobs, refreshed every 15 s. */
export function JobMonitor() {
  const { active, completed, refreshing, refresh, cancelling } = useJobMonitor(ADMIN_REFRESH_MS);
  const running = active.data ?? [];
  const recent = (completed.data ?? []).slice(0, COMPLETED_SHOWN);

  return (
    <Card role="region" aria-labelledby="job-monitor-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle as="h2" id="job-monitor-title">
            Job monitor
          </CardTitle>
          <CardDescription>
            Everyone&apos;s background jobs. Refreshes every 15 seconds.
          </CardDescription>
        </div>
        <RefreshButton size="sm" refreshing={refreshing} onClick={refresh} />
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-label="Running jobs" className="space-y-2">
          <h3 className="text-sm font-semibold">
            Running <span className="font-normal text-muted-foreground">({running.length})</span>
          </h3>
          {running.length > 0 ? (
            <JobsTable jobs={running} kind="active" caption="Running jobs" {...cancelling} />
          ) : (
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              No active jobs at the moment
            </p>
          )}
        </section>
        <section aria-label="Recent jobs" className="space-y-2">
          <h3 className="text-sm font-semibold">
            Finished in the last 24 hours{" "}
            <span className="font-normal text-muted-foreground">
              ({completed.data?.length ?? 0})
            </span>
          </h3>
          {recent.length > 0 ? (
            <JobsTable jobs={recent} kind="completed" caption="Recent jobs" />
          ) : (
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              No completed jobs in the last 24 hours
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
