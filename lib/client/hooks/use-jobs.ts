"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import {
  alternatePollInterval,
  COMPLETED_WINDOW_HOURS,
  inRateLimitWindow,
  isJobRunning,
  jobPollInterval,
  jobTypeLabel,
  underPollCap,
} from "@/lib/shared/job-progress";
import type {
  JobPayload,
  JobSubmitResponse,
  JobType,
  JobView,
  jobPayloadSchemas,
} from "@/lib/shared/schemas/jobs";
import { ApiError, apiRequest, withQuery } from "../api";
import { toast, type ToastOptions } from "../use-toast";
import { ACTIVE_JOBS_KEY, completedJobsKey, JOB_LISTS_KEY, jobKey } from "./job-keys";

export { ACTIVE_JOBS_KEY, completedJobsKey, jobKey };

// --- Rate limiting, shared by every poller in the tab (the limit is the server's, per user) ---

const rateLimit = { hits: 0, lastAt: null as number | null };

function noteRateLimit() {
  rateLimit.hits += 1;
  rateLimit.lastAt = Date.now();
  toast({
    title: "Rate limit reached",
    description: "Reducing polling frequency to avoid rate limiting",
    variant: "destructive",
  });
}

const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

// --- Pollers of one job: the first polls on the schedule, the others are alternates ---

const pollers = new Map<string, string[]>();

function otherPollersOf(jobId: string, token: string): number {
  const list = pollers.get(jobId) ?? [];
  const index = list.indexOf(token);
  // The first poller is the primary; each later one waits as an alternate.
  return index <= 0 ? 0 : list.length - 1;
}

// --- Submitting ---

type PayloadIn<T extends JobType> = z.input<(typeof jobPayloadSchemas)[T]>;
/** A job's request body: ids as numbers (the schemas also accept numeric text). */
export type JobRequest<T extends JobType> = {
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
      if (isRateLimited(error)) return noteRateLimit();
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

/** A bounded fixed-interval plan (deep research, mockups); without one, the standard schedule. */
export interface JobPollPlan {
  intervalMs: number;
  maxPolls: number;
}

export interface UseJobOptions {
  plan?: JobPollPlan;
  /** Toasts when the job ends. Default 'Job completed' / 'Job failed'; false for none. */
  notify?:
    false | { completed?: (job: JobView) => ToastOptions; failed?: (job: JobView) => ToastOptions };
  /** Called once when the job ends, or when a bounded plan runs out of polls. */
  onEnd?: (job: JobView, reason: "ended" | "poll-cap") => void;
}

/** One job, polled until it ends, with the 'Job completed' / 'Job failed' toasts. */
export function useJob(id: string | null, options: UseJobOptions = {}) {
  const queryClient = useQueryClient();
  const token = useId();
  const latest = useRef(options);
  // Polls of the watched job by this hook (the cap of a bounded plan counts these).
  const polls = useRef<{ id: string | null; count: number }>({ id: null, count: 0 });
  const [pollState, setPollState] = useState<{ id: string | null; count: number }>({
    id: null,
    count: 0,
  });
  const pollCount = pollState.id === id ? pollState.count : 0;
  const pollsOf = (jobId: string | null) => (polls.current.id === jobId ? polls.current.count : 0);
  const sawRunning = useRef<string | null>(null);
  const handled = useRef<string | null>(null);
  const plan = options.plan;

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!id) return;
    pollers.set(id, [...(pollers.get(id) ?? []), token]);
    return () => {
      const rest = (pollers.get(id) ?? []).filter((t) => t !== token);
      if (rest.length) pollers.set(id, rest);
      else pollers.delete(id);
    };
  }, [id, token]);

  const query = useQuery<JobView>({
    queryKey: jobKey(id ?? ""),
    enabled: Boolean(id),
    queryFn: async () => {
      const cached = queryClient.getQueryData<JobView>(jobKey(id ?? ""));
      if (cached && inRateLimitWindow(rateLimit.lastAt, Date.now())) return cached;
      polls.current = { id, count: pollsOf(id) + 1 };
      setPollState(polls.current);
      try {
        return await apiRequest<JobView>("GET", `/api/jobs/${encodeURIComponent(id ?? "")}`);
      } catch (error) {
        if (!isRateLimited(error)) throw error;
        noteRateLimit();
        if (cached) return cached;
        throw error;
      }
    },
    refetchInterval: (current) => {
      const job = current.state.data;
      if (job && !isJobRunning(job.status)) return false;
      // A job that is not there (or not this user's) will not appear later.
      if (current.state.error instanceof ApiError && current.state.error.status === 404)
        return false;
      if (plan) return underPollCap(pollsOf(id), plan) ? plan.intervalMs : false;
      return alternatePollInterval(
        jobPollInterval(rateLimit.hits),
        otherPollersOf(id ?? "", token),
      );
    },
  });

  const job = query.data;
  useEffect(() => {
    if (!id || !job || job.id !== id || handled.current === id) return;
    const { notify, onEnd } = latest.current;
    if (isJobRunning(job.status)) {
      sawRunning.current = id;
      if (plan && !underPollCap(pollCount, plan)) {
        handled.current = id;
        onEnd?.(job, "poll-cap");
      }
      return;
    }
    // A job first seen already ended (an old card, a reload) is shown, not announced.
    if (sawRunning.current !== id) return;
    handled.current = id;
    void queryClient.invalidateQueries({ queryKey: JOB_LISTS_KEY });
    onEnd?.(job, "ended");
    if (notify === false) return;
    if (job.status === "completed") {
      toast(
        notify?.completed?.(job) ?? {
          title: "Job completed",
          description: `${jobTypeLabel(job.type)} has finished.`,
          variant: "success",
        },
      );
    } else if (job.status === "failed") {
      toast(
        notify?.failed?.(job) ?? {
          title: "Job failed",
          description: job.error ?? "Unknown error",
          variant: "destructive",
        },
      );
    }
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
export function useActiveJobs(refreshMs: number) {
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
export function useCompletedJobs(hours: number = COMPLETED_WINDOW_HOURS, refreshMs?: number) {
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
