"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { isJobRunning } from "@/lib/shared/job-progress";
import { jobQuery } from "@/lib/shared/queries/jobs";
import type { JobView } from "@/lib/shared/schemas/jobs";
import {
  jobWatchEvent,
  nextJobPoll,
  otherWatchers,
  pollsBy,
  skipPoll,
  withPoll,
  withoutWatcher,
  withWatcher,
  type JobPollPlan,
} from "../job-polling";
import { useApiQuery } from "../queries";
import {
  announceEnd,
  isNotFound,
  noteJobReadError,
  readPolling,
  refreshJobLists,
  updatePolling,
  usePolling,
  type JobEndToasts,
} from "./use-job-polling";

export interface UseJobOptions {
  plan?: JobPollPlan;
  /** Toasts when the job ends. Default 'Job completed' / 'Job failed'; false for none. */
  notify?: JobEndToasts;
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
    noteJobReadError(queryClient, id, error, errorUpdatedAt);
  }, [id, error, errorUpdatedAt, queryClient]);

  const job = query.data;
  useEffect(() => {
    if (!id || !job || job.id !== id) return;
    if (isJobRunning(job.status) && sawRunning.current !== id) {
      sawRunning.current = id;
      // The shell's tracker looks at the running list after this answer: it then follows the job
      // and reads its end within seconds, before this watcher's next poll (up to 30 s away).
      void refreshJobLists(queryClient);
    }
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
