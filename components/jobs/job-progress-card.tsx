"use client";

import { Clock, X } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useJob, type UseJobOptions } from "@/lib/client/hooks/use-job";
import { useCancelJob } from "@/lib/client/hooks/use-job-lists";
import { cn } from "@/lib/cn";
import {
  formatDurationMs,
  isJobCancellable,
  jobSubject,
  jobTypeLabel,
  timeRemainingSeconds,
  timeRemainingText,
} from "@/lib/shared/job-progress";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { jobErrorText } from "./job-display";
import { JobProgressBar } from "./job-progress-bar";
import { JobStatusBadge } from "./job-status-badge";

/**
 * A background job as a card: what it is, for whom, its status in the admin colours, progress,
 * time remaining, a Cancel button while queued or processing, and the error when it failed. It
 * polls the job itself; pass `plan`, `notify` and `onEnd` to change how.
 */
export function JobProgressCard({
  jobId,
  title,
  className,
  ...options
}: UseJobOptions & { jobId: string; title?: string; className?: string }) {
  const { job, isError, error } = useJob(jobId, options);
  if (!job) {
    return (
      <Card className={cn("py-5", className)} aria-busy={!isError}>
        <CardContent className="space-y-3">
          {isError ? (
            <p className="text-sm text-destructive">{error?.message}</p>
          ) : (
            <>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-2 w-full" />
            </>
          )}
        </CardContent>
      </Card>
    );
  }
  return <JobProgressCardView job={job} title={title} className={className} />;
}

function JobProgressCardView({
  job,
  title,
  className,
}: {
  job: JobView;
  title?: string;
  className?: string;
}) {
  const cancel = useCancelJob();
  const label = title ?? jobTypeLabel(job.type);
  const subject = jobSubject(job);
  const remaining = timeRemainingSeconds(job);
  const running = job.status === "queued" || job.status === "processing";
  return (
    <Card
      className={cn("gap-0 py-5", className)}
      data-testid="job-progress-card"
      data-job-id={job.id}
      aria-label={`${label} job`}
      role="region"
    >
      <CardContent className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-0.5">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {label}
            </p>
            <p className="truncate font-semibold">{subject.title ?? "Background job"}</p>
            {subject.detail ? (
              <p className="truncate text-sm text-muted-foreground">{subject.detail}</p>
            ) : null}
          </div>
          <JobStatusBadge status={job.status} />
        </div>
        <JobProgressBar progress={job.progress} label={`${label} progress`} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            {running
              ? `${timeRemainingText(remaining)} remaining`
              : job.status === "completed" && job.processingTime !== null
                ? `Finished in ${formatDurationMs(job.processingTime)}`
                : "No time remaining"}
          </span>
          {isJobCancellable(job.status) ? (
            <Button
              variant="outline"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(job)}
            >
              <X aria-hidden /> {cancel.isPending ? "Cancelling..." : "Cancel"}
            </Button>
          ) : null}
        </div>
        {job.status === "failed" ? (
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{jobErrorText(job)}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
