"use client";

import { JobProgressCard } from "@/components/jobs/job-progress-card";
import { EventManagement, type ScheduleOffer } from "./event-management";
import { JobMonitor } from "./job-monitor";
import { ActivationTask, DiscoveryTask, MockupTask } from "./task-cards";
import { useTaskLock } from "./use-task-lock";

/**
 * The admin panel below its header: job monitor, the three AI tasks, event management (with the
 * LIV Golf season the schedule import offers today).
 */
export function AdminPanel({ schedule }: { schedule: ScheduleOffer }) {
  const lock = useTaskLock();
  return (
    <div className="space-y-8">
      <JobMonitor />
      <section aria-labelledby="tasks-title" className="space-y-4">
        <div>
          <h2 id="tasks-title" className="text-xl font-semibold tracking-tight">
            AI tasks
          </h2>
          <p className="text-sm text-muted-foreground">
            One task runs at a time from this panel; it runs in the background on the job queue.
          </p>
        </div>
        {lock.tracked ? (
          <JobProgressCard
            key={lock.tracked.id}
            jobId={lock.tracked.id}
            title={lock.tracked.name}
            notify={false}
          />
        ) : null}
        <div className="grid gap-4 lg:grid-cols-3">
          <DiscoveryTask start={lock.start} />
          <ActivationTask start={lock.start} />
          <MockupTask start={lock.start} />
        </div>
      </section>
      <EventManagement schedule={schedule} />
    </div>
  );
}
