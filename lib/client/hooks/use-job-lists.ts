"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { COMPLETED_WINDOW_HOURS, jobTypeLabel } from "@/lib/shared/job-progress";
import { activeJobsQuery, completedJobsQuery, jobQuery } from "@/lib/shared/queries/jobs";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { apiRequest } from "../api";
import { useApiQuery } from "../queries";
import { toast } from "../use-toast";
import { refreshJobLists, seedJob } from "./use-job-polling";

/** The job lists (running, ended lately) of the monitors, and cancelling a job. */

/** A list is fresher news than a watched job's last poll: hand each job to its own cache. */
export function useSeedJobs(queryClient: QueryClient, list: JobView[] | undefined) {
  useEffect(() => {
    for (const job of list ?? []) {
      const cached = queryClient.getQueryState<JobView>(jobQuery.key({ id: job.id }))?.data;
      if (cached && cached.updatedAt !== job.updatedAt) seedJob(queryClient, job);
    }
  }, [list, queryClient]);
}

/** Queued, processing and stalled jobs (own; admins: everyone's), refreshed every `refreshMs`. */
function useActiveJobs(refreshMs: number) {
  const queryClient = useQueryClient();
  const query = useApiQuery(activeJobsQuery, undefined, { refetchInterval: refreshMs });
  useSeedJobs(queryClient, query.data);
  const failed = query.isError;
  useEffect(() => {
    if (failed)
      toast({ title: "Error", description: "Failed to fetch active jobs", variant: "destructive" });
  }, [failed]);
  return query;
}

/** Jobs that ended within the last `hours` (24 by default), newest first. */
function useCompletedJobs(hours: number = COMPLETED_WINDOW_HOURS, refreshMs?: number) {
  const queryClient = useQueryClient();
  const query = useApiQuery(completedJobsQuery, { hours }, { refetchInterval: refreshMs });
  useSeedJobs(queryClient, query.data);
  return query;
}

/** Cancel a queued or processing job. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<JobView, "id" | "type">) =>
      apiRequest<JobView>("POST", `/api/jobs/${encodeURIComponent(job.id)}/cancel`),
    onSuccess: (job) => {
      seedJob(queryClient, job);
      void refreshJobLists(queryClient);
      toast({
        title: "Job Cancelled",
        description: `${jobTypeLabel(job.type)} was cancelled.`,
      });
    },
    onError: (error) => {
      void refreshJobLists(queryClient);
      toast({ title: "Cancel Failed", description: error.message, variant: "destructive" });
    },
  });
}

/**
 * What a job monitor shows: the running jobs and those that ended in the last 24 hours, both
 * refreshed every `refreshMs`, with Refresh for both lists and Cancel for a running job.
 */
export function useJobMonitor(refreshMs: number) {
  const active = useActiveJobs(refreshMs);
  const completed = useCompletedJobs(COMPLETED_WINDOW_HOURS, refreshMs);
  const cancel = useCancelJob();
  return {
    active,
    completed,
    refreshing: active.isFetching || completed.isFetching,
    refresh: () => {
      void active.refetch();
      void completed.refetch();
    },
    /** The props of the running jobs' table that cancel a job. */
    cancelling: {
      onCancel: (job: JobView) => cancel.mutate(job),
      cancellingId: cancel.isPending ? cancel.variables?.id : null,
    },
  };
}
