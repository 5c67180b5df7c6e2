"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useHydrated } from "@/lib/client/use-hydrated";
import { formatDistanceToNowStrict, formatPattern } from "@/lib/shared/date-format";
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

interface JobsTableProps {
  jobs: JobView[];
  /** Active jobs show progress and time remaining; completed ones their finish time and duration. */
  kind: "active" | "completed";
  caption: string;
  /** Shows a Cancel button on queued and processing rows. */
  onCancel?: (job: JobView) => void;
  cancellingId?: string | null;
}

/** Jobs as a table on wide screens and as a stacked list on phones. */
export function JobsTable({ jobs, kind, caption, onCancel, cancellingId }: JobsTableProps) {
  const hydrated = useHydrated();
  const when = (job: JobView) => {
    // Times depend on the browser's clock and zone: render them once hydrated, never on the server.
    if (!hydrated) return "…";
    const at = kind === "active" ? job.createdAt : (job.completedAt ?? job.updatedAt);
    return kind === "active"
      ? `${formatDistanceToNowStrict(new Date(at))} ago`
      : formatPattern(new Date(at), "MMM d, HH:mm");
  };
  const timing = (job: JobView) =>
    kind === "active"
      ? timeRemainingText(timeRemainingSeconds(job))
      : formatDurationMs(job.processingTime);
  const cancelButton = (job: JobView) =>
    onCancel && isJobCancellable(job.status) ? (
      <Button
        variant="ghost"
        size="sm"
        disabled={cancellingId === job.id}
        onClick={() => onCancel(job)}
        aria-label={`Cancel ${jobTypeLabel(job.type)} job ${job.id}`}
      >
        <X aria-hidden /> Cancel
      </Button>
    ) : null;

  return (
    <>
      <Table containerClassName="hidden md:block" data-kind={kind}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Job</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="w-[28%]">{kind === "active" ? "Progress" : "Result"}</TableHead>
            <TableHead>{kind === "active" ? "Time remaining" : "Duration"}</TableHead>
            <TableHead>{kind === "active" ? "Submitted" : "Finished"}</TableHead>
            {onCancel ? (
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} data-job-id={job.id}>
              <TableCell className="max-w-72">
                <JobName job={job} />
              </TableCell>
              <TableCell>
                <JobStatusBadge status={job.status} />
              </TableCell>
              <TableCell>
                {kind === "active" ? (
                  <JobProgressBar progress={job.progress} label={`Progress of job ${job.id}`} />
                ) : (
                  <JobOutcome job={job} />
                )}
              </TableCell>
              <TableCell className="tabular-nums">{timing(job)}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{when(job)}</TableCell>
              {onCancel ? <TableCell className="text-right">{cancelButton(job)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ul className="divide-y divide-border md:hidden" aria-label={caption}>
        {jobs.map((job) => (
          <li key={job.id} className="space-y-2 py-3 first:pt-0 last:pb-0" data-job-id={job.id}>
            <div className="flex items-start justify-between gap-3">
              <JobName job={job} />
              <JobStatusBadge status={job.status} />
            </div>
            {kind === "active" ? (
              <JobProgressBar progress={job.progress} label={`Progress of job ${job.id}`} />
            ) : (
              <JobOutcome job={job} />
            )}
            <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>
                {kind === "active" ? `${timing(job)} remaining` : `Took ${timing(job)}`} ·{" "}
                {when(job)}
              </span>
              {cancelButton(job)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function JobName({ job }: { job: JobView }) {
  const subject = jobSubject(job);
  return (
    <div className="min-w-0">
      <p className="font-medium">{jobTypeLabel(job.type)}</p>
      <p className="truncate text-xs text-muted-foreground">
        {[subject.title, subject.detail].filter(Boolean).join(" · ") || job.id}
      </p>
    </div>
  );
}

function JobOutcome({ job }: { job: JobView }) {
  if (job.status === "failed") {
    return <p className="line-clamp-2 text-sm text-destructive">{jobErrorText(job)}</p>;
  }
  if (job.status === "cancelled") {
    return <p className="text-sm text-muted-foreground">Cancelled before it finished</p>;
  }
  return <p className="text-sm text-muted-foreground">Finished successfully</p>;
}
