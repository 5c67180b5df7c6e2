"use client";

// The shell's tracker: the user's running jobs on every page, and the end toast of each.

import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { isSystemJob } from "@/lib/shared/job-catalogue";
import { isJobRunning } from "@/lib/shared/job-progress";
import { activeJobsQuery, completedJobsQuery, jobQuery } from "@/lib/shared/queries/jobs";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { trackerAnnounces } from "../job-polling";
import { fetchApiQuery, invalidateApiQuery, useApiQuery } from "../queries";
import { announceEnd, noteJobReadError, readPolling, seedJob } from "./use-job-polling";
import { useSeedJobs } from "./use-job-lists";

/** How often the shell looks at the running jobs: often while one of the user's runs, else rarely. */
export const TRACK_RUNNING_MS = 3_000;
export const TRACK_IDLE_MS = 30_000;

/** Whether a listed job is one the user started and would wait for (system jobs are not). */
const isUsersJob = (job: JobView, userId: number | null) =>
  job.createdBy === userId && !isSystemJob(job.type);

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
    noteJobReadError(queryClient, id, error);
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
