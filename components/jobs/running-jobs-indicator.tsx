"use client";

import { Loader2 } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useRunningJobs } from "@/lib/client/hooks/use-running-jobs";
import { jobResultPage } from "@/lib/shared/job-catalogue";
import { jobSubject, jobTypeLabel } from "@/lib/shared/job-progress";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { JobProgressBar } from "./job-progress-bar";

/** Where a running job's result will show (its catalogue page), else the research monitor. */
export function jobHref(job: Pick<JobView, "type" | "data">): string {
  return jobResultPage(job) ?? "/research-progress";
}

/**
 * The header's indicator of the user's running jobs: a count, and a menu of each job with its
 * progress and a link to where its result will show. It also makes each job's end toast appear on
 * whatever page the user is on (`useRunningJobs`). Nothing shows while no job runs.
 */
export function RunningJobsIndicator({ userId }: { userId: number }) {
  const jobs = useRunningJobs(userId);
  if (jobs.length === 0) return null;
  const label = `${jobs.length} running ${jobs.length === 1 ? "job" : "jobs"}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="gap-1.5"
          aria-label={`${label}: show progress`}
          data-testid="running-jobs"
        >
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          <span className="tabular-nums">{jobs.length}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>Running jobs</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {jobs.map((job) => {
          const subject = jobSubject(job);
          const name = jobTypeLabel(job.type);
          return (
            <DropdownMenuItem key={job.id} asChild>
              <Link href={jobHref(job)} className="flex flex-col items-stretch gap-1.5">
                <span className="text-sm font-medium">
                  {name}
                  {subject.title ? (
                    <span className="font-normal text-muted-foreground"> · {subject.title}</span>
                  ) : null}
                </span>
                <JobProgressBar progress={job.progress} label={`${name} progress`} />
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
