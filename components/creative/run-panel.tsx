"use client";

import { X } from "lucide-react";
import { JobProgressBar } from "@/components/jobs/job-progress-bar";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCancelJob } from "@/lib/client/hooks/use-job-lists";
import { isJobCancellable } from "@/lib/shared/job-progress";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { RunSteps } from "./run-steps";

/**
 * A generation in progress: its steps with the current one highlighted, a progress bar, the job's
 * status and a Cancel button while the job is queued or processing.
 */
export function RunPanel({
  title,
  description,
  steps,
  current,
  progress,
  job,
  status,
}: {
  title: string;
  description?: string;
  steps: readonly string[];
  /** 0-based; steps.length when all are done. */
  current: number;
  /** 0–100; defaults to the job's own progress. */
  progress?: number;
  job?: JobView;
  /** Shown instead of the job's status (e.g. "completed" while a finished run fades out). */
  status?: string;
}) {
  const cancel = useCancelJob();
  const value = Math.max(progress ?? 0, job?.progress ?? 0);
  return (
    <Card
      className="gap-4 border-primary/30"
      aria-label={title}
      role="region"
      data-testid="run-panel"
    >
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="text-base">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <JobStatusBadge status={status ?? job?.status ?? "queued"} />
          {job && isJobCancellable(job.status) ? (
            <Button
              variant="outline"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(job)}
            >
              <X aria-hidden /> Cancel
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <RunSteps steps={steps} current={current} label={`${title} steps`} />
        <JobProgressBar progress={value} label={`${title} progress`} />
      </CardContent>
    </Card>
  );
}
