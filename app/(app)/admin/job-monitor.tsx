"use client";

import { RefreshCw } from "lucide-react";
import { JobsTable } from "@/components/jobs/jobs-table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useActiveJobs, useCancelJob, useCompletedJobs } from "@/lib/client/hooks/use-jobs";
import { cn } from "@/lib/cn";
import {
  ADMIN_REFRESH_MS,
  COMPLETED_SHOWN,
  COMPLETED_WINDOW_HOURS,
} from "@/lib/shared/job-progress";

/** The admin job monitor: every user's running and recent jobs, refreshed every 15 s. */
export function JobMonitor() {
  const active = useActiveJobs(ADMIN_REFRESH_MS);
  const completed = useCompletedJobs(COMPLETED_WINDOW_HOURS, ADMIN_REFRESH_MS);
  const cancel = useCancelJob();
  const running = active.data ?? [];
  const recent = (completed.data ?? []).slice(0, COMPLETED_SHOWN);
  const refreshing = active.isFetching || completed.isFetching;

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
        <Button
          variant="outline"
          size="sm"
          disabled={refreshing}
          onClick={() => {
            void active.refetch();
            void completed.refetch();
          }}
        >
          <RefreshCw aria-hidden className={cn(refreshing && "animate-spin")} /> Refresh
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-label="Running jobs" className="space-y-2">
          <h3 className="text-sm font-semibold">
            Running <span className="font-normal text-muted-foreground">({running.length})</span>
          </h3>
          {running.length > 0 ? (
            <JobsTable
              jobs={running}
              kind="active"
              caption="Running jobs"
              onCancel={(job) => cancel.mutate(job)}
              cancellingId={cancel.isPending ? cancel.variables?.id : null}
            />
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
