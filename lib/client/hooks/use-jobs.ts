"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import type { z } from "zod";
import { COMPLETED_WINDOW_HOURS, isJobRunning, jobTypeLabel } from "@/lib/shared/job-progress";
import type {
  JobPayload,
  JobSubmitResponse,
  JobType,
  JobView,
  jobPayloadSchemas,
} from "@/lib/shared/schemas/jobs";
import { ApiError, apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import {
  INITIAL_JOB_POLLING,
  jobWatchEvent,
  nextJobPoll,
  otherWatchers,
  pollsBy,
  skipPoll,
  withPoll,
  withRateLimitHit,
  withoutWatcher,
  withWatcher,
  type JobPollingState,
  type JobPollPlan,
} from "../job-polling";
import { toast, type ToastOptions } from "../use-toast";
import {
  ACTIVE_JOBS_KEY,
  completedJobsKey,
  JOB_LISTS_KEY,
  JOB_POLLING_KEY,
  jobKey,
} from "./job-keys";

// --- What the pollers of the tab share, kept in the QueryClient cache ---

function readPolling(queryClient: QueryClient): JobPollingState {
  return queryClient.getQueryData<JobPollingState>(JOB_POLLING_KEY) ?? INITIAL_JOB_POLLING;
}

function updatePolling(
  queryClient: QueryClient,
  change: (state: JobPollingState) => JobPollingState,
) {
  queryClient.setQueryData<JobPollingState>(JOB_POLLING_KEY, (state) =>
    change(state ?? INITIAL_JOB_POLLING),
  );
}

/** A 429 answer: every poller of the tab slows down, and the user is told once per answer. */
function noteRateLimit(queryClient: QueryClient) {
  updatePolling(queryClient, (state) => withRateLimitHit(state, Date.now()));
  toast({
    title: "Rate limit reached",
    description: "Reducing polling frequency to avoid rate limiting",
    variant: "destructive",
  });
}

const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

// --- Submitting ---

type PayloadIn<T extends JobType> = z.input<(typeof jobPayloadSchemas)[T]>;
/** A job's request body: ids as numbers (the schemas also accept numeric text). */
type JobRequest<T extends JobType> = {
  [K in keyof PayloadIn<T>]: unknown extends PayloadIn<T>[K]
    ? JobPayload<T>[K & keyof JobPayload<T>]
    : PayloadIn<T>[K];
};

/** A body of POST /api/jobs/submit: a type and its payload. */
export type AnyJobRequest = {
  [T in JobType]: { type: T; data: JobRequest<T>; priority?: number };
}[JobType];

interface SubmitOptions {
  /** The toast when the job is queued; false for none. Default: 'Task Started' with the Job ID. */
  started?: false | ((response: JobSubmitResponse) => ToastOptions);
  /** The toast when it could not be created (not on a 429). Default: 'Job submission failed'. */
  failed?: (error: Error) => ToastOptions;
}

function seedJob(queryClient: QueryClient, job: JobView) {
  queryClient.setQueryData(jobKey(job.id), job);
}

function useSubmitCallbacks(options: SubmitOptions) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (response: JobSubmitResponse) => {
      seedJob(queryClient, response.job);
      void queryClient.invalidateQueries({ queryKey: JOB_LISTS_KEY });
      if (options.started === false) return;
      toast(
        options.started?.(response) ?? {
          title: "Task Started",
          description: `${jobTypeLabel(response.job.type)} is queued. Job ID: ${response.jobId}`,
          variant: "success",
        },
      );
    },
    onError: (error: Error) => {
      if (isRateLimited(error)) return noteRateLimit(queryClient);
      toast(
        options.failed?.(error) ?? {
          title: "Job submission failed",
          description: error.message,
          variant: "destructive",
        },
      );
    },
  };
}

/** Queue a job of one type: POST /api/jobs/{type} → 201 { jobId, job }. */
export function useSubmitJob<T extends JobType>(type: T, options: SubmitOptions = {}) {
  return useMutation({
    mutationFn: (payload: JobRequest<T>) =>
      apiRequest<JobSubmitResponse>("POST", `/api/jobs/${type}`, payload),
    ...useSubmitCallbacks(options),
  });
}

/** Queue a job of any type: POST /api/jobs/submit { type, data, priority = 0 }. */
export function useSubmitAnyJob(options: SubmitOptions = {}) {
  return useMutation({
    mutationFn: (input: AnyJobRequest) =>
      apiRequest<JobSubmitResponse>("POST", "/api/jobs/submit", input),
    ...useSubmitCallbacks(options),
  });
}

// --- Watching one job ---

export interface UseJobOptions {
  plan?: JobPollPlan;
  /** Toasts when the job ends. Default 'Job completed' / 'Job failed'; false for none. */
  notify?:
    false | { completed?: (job: JobView) => ToastOptions; failed?: (job: JobView) => ToastOptions };
  /** Called once when the job ends, or when a bounded plan runs out of polls. */
  onEnd?: (job: JobView, reason: "ended" | "poll-cap") => void;
}

/** The toast for a job that ended (none for a cancelled job, or when `notify` is false). */
function endToast(job: JobView, notify: UseJobOptions["notify"]): ToastOptions | null {
  if (notify === false) return null;
  if (job.status === "completed") {
    return (
      notify?.completed?.(job) ?? {
        title: "Job completed",
        description: `${jobTypeLabel(job.type)} has finished.`,
        variant: "success",
      }
    );
  }
  if (job.status === "failed") {
    return (
      notify?.failed?.(job) ?? {
        title: "Job failed",
        description: job.error ?? "Unknown error",
        variant: "destructive",
      }
    );
  }
  return null;
}

/** One job, polled until it ends, with the 'Job completed' / 'Job failed' toasts. */
export function useJob(id: string | null, options: UseJobOptions = {}) {
  const queryClient = useQueryClient();
  const watcher = useId();
  const latest = useRef(options);
  // The job this hook saw running, and the job whose end (or poll cap) it has handled.
  const sawRunning = useRef<string | null>(null);
  const handled = useRef<string | null>(null);
  const plan = options.plan;

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!id) return;
    updatePolling(queryClient, (state) => withWatcher(state, id, watcher));
    return () => updatePolling(queryClient, (state) => withoutWatcher(state, id, watcher));
  }, [id, watcher, queryClient]);

  // Polls of the watched job by this hook (the cap of a bounded plan counts these).
  const { data: pollCount = 0 } = useQuery({
    queryKey: JOB_POLLING_KEY,
    queryFn: () => readPolling(queryClient),
    initialData: INITIAL_JOB_POLLING,
    staleTime: Infinity,
    select: (state: JobPollingState) => pollsBy(state, watcher, id),
  });

  const query = useQuery<JobView>({
    queryKey: jobKey(id ?? ""),
    enabled: Boolean(id),
    queryFn: async () => {
      const jobId = id ?? "";
      const cached = queryClient.getQueryData<JobView>(jobKey(jobId));
      if (cached && skipPoll(readPolling(queryClient), Date.now())) return cached;
      updatePolling(queryClient, (state) => withPoll(state, watcher, jobId));
      try {
        return await apiRequest<JobView>("GET", `/api/jobs/${encodeURIComponent(jobId)}`);
      } catch (error) {
        if (!isRateLimited(error)) throw error;
        noteRateLimit(queryClient);
        if (cached) return cached;
        throw error;
      }
    },
    refetchInterval: (current) => {
      const polling = readPolling(queryClient);
      const { data, error } = current.state;
      return nextJobPoll({
        status: data?.status,
        notFound: error instanceof ApiError && error.status === 404,
        plan,
        polls: pollsBy(polling, watcher, id),
        rateLimitHits: polling.rateLimit.hits,
        otherWatchers: otherWatchers(polling, id ?? "", watcher),
      });
    },
  });

  const job = query.data;
  useEffect(() => {
    if (!id || !job || job.id !== id) return;
    if (isJobRunning(job.status)) sawRunning.current = id;
    const event = jobWatchEvent({
      status: job.status,
      sawRunning: sawRunning.current === id,
      handled: handled.current === id,
      plan,
      polls: pollCount,
    });
    if (!event) return;
    handled.current = id;
    const { notify, onEnd } = latest.current;
    if (event === "poll-cap") return onEnd?.(job, "poll-cap");
    void queryClient.invalidateQueries({ queryKey: JOB_LISTS_KEY });
    onEnd?.(job, "ended");
    const ended = endToast(job, notify);
    if (ended) toast(ended);
  }, [id, job, plan, pollCount, queryClient]);

  return { ...query, job, pollCount };
}

// --- Lists ---

async function fetchJobs(queryClient: QueryClient, path: string): Promise<JobView[]> {
  const list = await apiRequest<JobView[]>("GET", path);
  // A list is fresher news than a watched job's last poll: hand each job to its own cache.
  for (const job of list) {
    const cached = queryClient.getQueryData<JobView>(jobKey(job.id));
    if (cached && cached.updatedAt !== job.updatedAt) seedJob(queryClient, job);
  }
  return list;
}

/** Queued, processing and stalled jobs (own; admins: everyone's), refreshed every `refreshMs`. */
function useActiveJobs(refreshMs: number) {
  const queryClient = useQueryClient();
  const query = useQuery<JobView[]>({
    queryKey: ACTIVE_JOBS_KEY,
    queryFn: () => fetchJobs(queryClient, "/api/jobs/active"),
    refetchInterval: refreshMs,
    staleTime: 0,
  });
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
  return useQuery<JobView[]>({
    queryKey: completedJobsKey(hours),
    queryFn: () => fetchJobs(queryClient, withQuery("/api/jobs/completed", { hours })),
    refetchInterval: refreshMs,
    staleTime: 0,
  });
}

/** Cancel a queued or processing job. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<JobView, "id" | "type">) =>
      apiRequest<JobView>("POST", `/api/jobs/${encodeURIComponent(job.id)}/cancel`),
    onSuccess: (job) => {
      seedJob(queryClient, job);
      void queryClient.invalidateQueries({ queryKey: JOB_LISTS_KEY });
      toast({
        title: "Job Cancelled",
        description: `${jobTypeLabel(job.type)} was cancelled.`,
      });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: JOB_LISTS_KEY });
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
