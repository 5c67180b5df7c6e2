"use client";

// The shell's tracker: the user's running jobs on every page, and the end toast of each.

import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { isSystemJob } from "@/lib/shared/job-catalogue";
import { isJobRunning } from "@/lib/shared/job-progress";
import { activeJobsQuery, completedJobsQuery, jobQuery } from "@/lib/shared/queries/jobs";
import type { JobView } from "@/lib/shared/schemas/jobs";
import { jobsThatLeft, trackerAnnounces } from "../job-polling";
import { fetchApiQuery, invalidateApiQuery, useApiQuery } from "../queries";
import { announceEnd, isNotFound, noteJobReadError, readPolling, seedJob } from "./use-job-polling";
import { useSeedJobs } from "./use-job-lists";

/** How often the shell looks at the running jobs: often while one of the user's runs, else rarely. */
export const TRACK_RUNNING_MS = 3_000;
export const TRACK_IDLE_MS = 30_000;

/** Whether a listed job is one the user started and would wait for (system jobs are not). */
const isUsersJob = (job: JobView, userId: number | null) =>
  job.createdBy === userId && !isSystemJob(job.type);

/**
 * A job the tracker followed has left the running list: read it once and put the answer in the
 * cache, where a page watching it sees the end at once (and announces it in its own words). The
 * tracker announces it only when no page watches it and nobody has yet.
 */
async function readEndedJob(queryClient: QueryClient, id: string) {
  try {
    const job = await fetchApiQuery(jobQuery, { id });
    seedJob(queryClient, job);
    if (isJobRunning(job.status)) return;
    void invalidateApiQuery(queryClient, completedJobsQuery);
    if (trackerAnnounces(readPolling(queryClient), id)) announceEnd(queryClient, job, undefined);
  } catch (error) {
    noteJobReadError(queryClient, id, error);
    // Gone (404): the page watching it reads it again and says so itself; the tracker stops here.
    if (isNotFound(error)) void invalidateApiQuery(queryClient, jobQuery, { id });
  }
}

/** Jobs a page watches whose last answer (not a failed read) says they still run. */
function watchedRunning(queryClient: QueryClient): string[] {
  return Object.keys(readPolling(queryClient).watchers).filter((id) => {
    const state = queryClient.getQueryState<JobView>(jobQuery.key({ id }));
    return (
      state?.status === "success" && state.data !== undefined && isJobRunning(state.data.status)
    );
  });
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
  const listedBefore = useRef<string[] | null>(null);
  // After every look (each answer, even one equal to the last), not only when the list changed.
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (!data) return;
    const before = listedBefore.current;
    listedBefore.current = mine.map((job) => job.id);
    if (!before) return;
    const listed = new Set(data.map((job) => job.id));
    const followed = { listedBefore: before, watchedRunning: watchedRunning(queryClient) };
    for (const id of jobsThatLeft(followed, listed)) void readEndedJob(queryClient, id);
  }, [mine, data, dataUpdatedAt, queryClient]);
  return mine;
}
