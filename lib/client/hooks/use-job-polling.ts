"use client";

import { useSyncExternalStore } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { jobTypeLabel } from "@/lib/shared/job-progress";
import { activeJobsQuery, jobQuery } from "@/lib/shared/queries/jobs";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { ApiError } from "../api";
import {
  INITIAL_JOB_POLLING,
  withAnnounced,
  withRateLimitHit,
  withReadFailure,
  type JobPollingState,
} from "../job-polling";
import { invalidateApiQuery, setApiQueryData } from "../queries";
import { toast, type ToastOptions } from "../use-toast";

/**
 * What the job hooks of one tab share: the polling state (rate-limit backoff, who watches which
 * job, which ends were announced), the toasts every poller gives the same way, and the cache
 * updates after a job changes. Used by use-job.ts, use-submit-job.ts, use-job-lists.ts and
 * use-running-jobs.ts.
 */

/** The toasts when a watched job ends. Default 'Job completed' / 'Job failed'; false for none. */
export type JobEndToasts =
  | false
  | { completed?: (job: JobView) => ToastOptions; failed?: (job: JobView) => ToastOptions }
  | undefined;

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

export function readPolling(queryClient: QueryClient): JobPollingState {
  return storeOf(queryClient).state;
}

export function updatePolling(
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
export function usePolling(queryClient: QueryClient): JobPollingState {
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
export function noteRateLimit(queryClient: QueryClient, at = Date.now()) {
  if (readPolling(queryClient).rateLimit.lastAt === at) return;
  updatePolling(queryClient, (state) => withRateLimitHit(state, at));
  toast({
    title: "Rate limit reached",
    description: "Reducing polling frequency to avoid rate limiting",
    variant: "destructive",
  });
}

export const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

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

/**
 * A read of a job that failed: a 429 slows every poller down, a job gone (404) is said by the
 * watcher itself, anything else is 'Failed to fetch job data' once per failure.
 */
export function noteJobReadError(
  queryClient: QueryClient,
  jobId: string,
  error: unknown,
  at = Date.now(),
) {
  if (isRateLimited(error)) return noteRateLimit(queryClient, at);
  if (!isNotFound(error)) noteReadFailure(queryClient, jobId, at);
}

/** The toast for a job that ended (none for a cancelled job, or when `notify` is false). */
function endToast(job: JobView, notify: JobEndToasts): ToastOptions | null {
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
export function announceEnd(queryClient: QueryClient, job: JobView, notify: JobEndToasts) {
  if (readPolling(queryClient).announced[job.id]) return;
  updatePolling(queryClient, (state) => withAnnounced(state, job.id));
  const ended = endToast(job, notify);
  if (ended) toast(ended);
}

export const refreshJobLists = (queryClient: QueryClient) =>
  invalidateApiQuery(queryClient, activeJobsQuery);

/** Put a job's latest answer in its own cache (what `useJob` reads). */
export function seedJob(queryClient: QueryClient, job: JobView) {
  setApiQueryData(queryClient, jobQuery, { id: job.id }, job);
}
