"use client";

import { Activity, CheckCircle2, Clock, Inbox } from "lucide-react";
import { LocalTime } from "@/components/creative/local-time";
import { JobsTable } from "@/components/jobs/jobs-table";
import { StatCard } from "@/components/jobs/stat-card";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { RefreshButton } from "@/components/ui/refresh-button";
import { useJobMonitor } from "@/lib/client/hooks/use-job-lists";
import { COMPLETED_SHOWN, MONITOR_REFRESH_MS } from "@/lib/shared/job-progress";

/** Research Progress Monitor: active and recently finished jobs, refreshed every 10 s. */
export function ResearchMonitor() {
  const { active, completed, refreshing, refresh, cancelling } = useJobMonitor(MONITOR_REFRESH_MS);
  const activeJobs = active.data ?? [];
  const finished = completed.data ?? [];
  const failed = finished.filter((job) => job.status === "failed").length;
  const lastRefreshed = Math.max(active.dataUpdatedAt, completed.dataUpdatedAt);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Research Progress Monitor"
        description="Research, idea and mockup jobs as they run. Refreshes every 10 seconds."
        actions={<RefreshButton refreshing={refreshing} onClick={refresh} />}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Active Jobs"
          value={activeJobs.length}
          note="Queued or running now"
          icon={<Activity />}
        />
        <StatCard
          label="Completed (24h)"
          value={finished.length}
          note={failed > 0 ? `${failed} failed` : "None failed"}
          icon={<CheckCircle2 />}
        />
        <StatCard
          label="Last Refreshed"
          value={
            lastRefreshed > 0 ? (
              <LocalTime iso={new Date(lastRefreshed).toISOString()} pattern="HH:mm:ss" />
            ) : (
              "—"
            )
          }
          note="Every 10 seconds"
          icon={<Clock />}
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Active jobs</CardTitle>
          <CardDescription>In the order they will run.</CardDescription>
        </CardHeader>
        <CardContent>
          {activeJobs.length > 0 ? (
            <JobsTable jobs={activeJobs} kind="active" caption="Active jobs" {...cancelling} />
          ) : (
            <EmptyState
              icon={<Inbox />}
              headingLevel={3}
              title="No active jobs at the moment"
              description="Jobs started from sponsor pages and the admin panel appear here."
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Recently completed</CardTitle>
          <CardDescription>
            {finished.length > COMPLETED_SHOWN
              ? `The latest ${COMPLETED_SHOWN} of ${finished.length} in the last 24 hours.`
              : "Finished in the last 24 hours, newest first."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {finished.length > 0 ? (
            <JobsTable
              jobs={finished.slice(0, COMPLETED_SHOWN)}
              kind="completed"
              caption="Recently completed jobs"
            />
          ) : (
            <EmptyState
              icon={<CheckCircle2 />}
              headingLevel={3}
              title="No completed jobs in the last 24 hours"
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
