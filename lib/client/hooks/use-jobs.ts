"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from "react";
import type { z } from "zod";
import {
  COMPLETED_WINDOW_HOURS,
  isJobRunning,
  jobStartedMessage,
  jobTypeLabel,
} from "@/lib/shared/job-progress";
import { activeJobsQuery, completedJobsQuery, jobQuery } from "@/lib/shared/queries/jobs";
import type {
  JobPayload,
  JobSubmitResponse,
  JobType,
  JobView,
  jobPayloadSchemas,
} from "@/lib/shared/schemas/jobs";
import { ApiError, apiRequest } from "../api";
import {
  INITIAL_JOB_POLLING,
  jobWatchEvent,
  nextJobPoll,
  otherWatchers,
  pollsBy,
  skipPoll,
  trackerAnnounces,
  withAnnounced,
  withPoll,
  withRateLimitHit,
  withReadFailure,
  withoutWatcher,
  withWatcher,
  type JobPollingState,
  type JobPollPlan,
} from "../job-polling";
import { fetchApiQuery, invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toast, type ToastOptions } from "../use-toast";

// --- What the pollers of the tab share ---

/**
 * The polling state every watcher of the tab shares (rate-limit backoff, who watches which job,
 * which ends were announced). It is tab state, not an API read, so it is no query definition: one
 * small store per QueryClient, emptied on sign-out (`resetJobPolling`).
 */
interface PollingStore {
  state: JobPollingState;
  listeners: Set<() => void>;
}
const stores = new WeakMap<QueryClient, PollingStore>();

function storeOf(queryClient: QueryClient): PollingStore {
  let store = stores.get(queryClient);
  if (!store) {
    store = { state: INITIAL_JOB_POLLING, listeners: new Set() };
    stores.set(queryClient, store);
  }
  return store;
}

function readPolling(queryClient: QueryClient): JobPollingState {
  return storeOf(queryClient).state;
}

function updatePolling(
  queryClient: QueryClient,
  change: (state: JobPollingState) => JobPollingState,
) {
  const store = storeOf(queryClient);
  const next = change(store.state);
  if (next === store.state) return;
  store.state = next;
  for (const listener of store.listeners) listener();
}

/** Forget what the pollers shared (on sign-out, with the rest of the cache). */
export function resetJobPolling(queryClient: QueryClient) {
  updatePolling(queryClient, () => INITIAL_JOB_POLLING);
}

/** The shared polling state, re-rendering when it changes. */
function usePolling(queryClient: QueryClient): JobPollingState {
  const store = storeOf(queryClient);
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.state,
    () => INITIAL_JOB_POLLING,
  );
}

/** A 429 answer at `at`: every poller of the tab slows down, and the user is told once per answer. */
function noteRateLimit(queryClient: QueryClient, at = Date.now()) {
  if (readPolling(queryClient).rateLimit.lastAt === at) return;
  updatePolling(queryClient, (state) => withRateLimitHit(state, at));
  toast({
    title: "Rate limit reached",
    description: "Reducing polling frequency to avoid rate limiting",
    variant: "destructive",
  });
}

const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A job read failed (after the request helper's retries): said once per failure. */
function noteReadFailure(queryClient: QueryClient, jobId: string, at: number) {
  let report = false;
  updatePolling(queryClient, (state) => {
    const next = withReadFailure(state, jobId, at);
    report = next.report;
    return next.state;
  });
  if (report) {
    toast({
      title: "Error",
      description: "Failed to fetch job data. Please try again.",
      variant: "destructive",
    });
  }
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

/** Announce a job's end once per tab (whoever sees it first: its page, or the shell's tracker). */
function announceEnd(queryClient: QueryClient, job: JobView, notify: UseJobOptions["notify"]) {
  if (readPolling(queryClient).announced[job.id]) return;
  updatePolling(queryClient, (state) => withAnnounced(state, job.id));
  const ended = endToast(job, notify);
  if (ended) toast(ended);
}

const refreshJobLists = (queryClient: QueryClient) =>
  invalidateApiQuery(queryClient, activeJobsQuery);

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
  /**
   * The toast when the job is queued; false for none. Default: what is happening in plain words,
   * for whom and where ("Activation ideas are being generated" / "For DP World at LIV Golf Riyadh.").
   */
  started?: false | ((response: JobSubmitResponse) => ToastOptions);
  /** The toast when it could not be created (not on a 429). Default: 'Job submission failed'. */
  failed?: (error: Error) => ToastOptions;
}

function seedJob(queryClient: QueryClient, job: JobView) {
  setApiQueryData(queryClient, jobQuery, { id: job.id }, job);
}

function useSubmitCallbacks(options: SubmitOptions) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (response: JobSubmitResponse) => {
      seedJob(queryClient, response.job);
      void refreshJobLists(queryClient);
      if (options.started === false) return;
      toast(
        options.started?.(response) ?? { ...jobStartedMessage(response.job), variant: "success" },
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

/**
 * One job, polled until it ends, with the 'Job completed' / 'Job failed' toasts. Reads go through
 * the job's definition; what the watchers share (backoff, who polls, what was announced) is the
 * tab's polling store. A 429 keeps the last answer and slows every poller down; another failed
 * read says 'Failed to fetch job data. Please try again.' once.
 */
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
  const pollCount = pollsBy(usePolling(queryClient), watcher, id);

  const query = useApiQuery(
    jobQuery,
    { id: id ?? "" },
    {
      enabled: Boolean(id),
      refetchInterval: (current) => {
        const polling = readPolling(queryClient);
        const { data, error } = current.state;
        const next = nextJobPoll({
          status: data?.status,
          notFound: isNotFound(error),
          plan,
          polls: pollsBy(polling, watcher, id),
          rateLimitHits: polling.rateLimit.hits,
          otherWatchers: otherWatchers(polling, id ?? "", watcher),
        });
        // Within 10 s of a 429 the next poll waits for the window to pass.
        return next !== false && skipPoll(polling, Date.now()) ? Math.max(next, 10_000) : next;
      },
    },
  );

  // Each answer (or failure) this hook saw counts as one of its polls.
  const { dataUpdatedAt, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (!id || (!dataUpdatedAt && !errorUpdatedAt)) return;
    updatePolling(queryClient, (state) => withPoll(state, watcher, id));
  }, [id, dataUpdatedAt, errorUpdatedAt, watcher, queryClient]);

  useEffect(() => {
    if (!id || !error || !errorUpdatedAt) return;
    if (isRateLimited(error)) return noteRateLimit(queryClient, errorUpdatedAt);
    if (!isNotFound(error)) noteReadFailure(queryClient, id, errorUpdatedAt);
  }, [id, error, errorUpdatedAt, queryClient]);

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
    const { notify, onEnd } = latest.current;
    if (!event) {
      // First seen already ended (it finished before this watcher's first read): the page still
      // needs its results, so it hears of the end, but nobody is toasted about a job not seen run.
      if (isJobRunning(job.status) || handled.current === id) return;
      handled.current = id;
      void refreshJobLists(queryClient);
      onEnd?.(job, "ended");
      return;
    }
    handled.current = id;
    if (event === "poll-cap") return onEnd?.(job, "poll-cap");
    void refreshJobLists(queryClient);
    onEnd?.(job, "ended");
    announceEnd(queryClient, job, notify);
  }, [id, job, plan, pollCount, queryClient]);

  return { ...query, job, pollCount };
}

// --- Lists ---

/** A list is fresher news than a watched job's last poll: hand each job to its own cache. */
function useSeedJobs(queryClient: QueryClient, list: JobView[] | undefined) {
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

// --- The shell's tracker: the user's running jobs on every page ---

/** How often the shell looks at the running jobs: often while one of the user's runs, else rarely. */
export const TRACK_RUNNING_MS = 3_000;
export const TRACK_IDLE_MS = 30_000;

/** Work the app does for itself (ranking, mail): not shown as the user's running jobs. */
const HOUSEKEEPING_TYPES = new Set([
  "rank-context",
  "send-email",
  "notification-digest",
  "webhook-delivery",
]);

/** Whether a listed job is one the user started and would wait for. */
const isUsersJob = (job: JobView, userId: number | null) =>
  job.createdBy === userId && !HOUSEKEEPING_TYPES.has(job.type);

/**
 * A job the tracker saw leave the running list: read it once and announce its end, unless a page
 * watching it does that (with its own words) or it was announced already.
 */
async function announceFromTracker(queryClient: QueryClient, id: string) {
  if (!trackerAnnounces(readPolling(queryClient), id)) return;
  try {
    const job = await fetchApiQuery(jobQuery, { id });
    seedJob(queryClient, job);
    if (isJobRunning(job.status) || !trackerAnnounces(readPolling(queryClient), id)) return;
    void invalidateApiQuery(queryClient, completedJobsQuery);
    announceEnd(queryClient, job, undefined);
  } catch (error) {
    if (isRateLimited(error)) return noteRateLimit(queryClient);
    if (!isNotFound(error)) noteReadFailure(queryClient, id, Date.now());
  }
}

/**
 * The signed-in user's running jobs (mounted once, in the header), and the end toast of each of
 * them on whatever page the user is on when it ends.
 */
export function useRunningJobs(userId: number | null) {
  const queryClient = useQueryClient();
  const query = useApiQuery(activeJobsQuery, undefined, {
    enabled: userId !== null,
    refetchInterval: (current) =>
      (current.state.data ?? []).some((job) => isUsersJob(job, userId))
        ? TRACK_RUNNING_MS
        : TRACK_IDLE_MS,
  });
  useSeedJobs(queryClient, query.data);
  const mine = useMemo(
    () => (query.data ?? []).filter((job) => isUsersJob(job, userId)),
    [query.data, userId],
  );
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const before = seen.current;
    seen.current = new Set(mine.map((job) => job.id));
    if (!before) return;
    for (const id of before) {
      if (!seen.current.has(id)) void announceFromTracker(queryClient, id);
    }
  }, [mine, query.data, queryClient]);
  return mine;
}
