/** Reads of background jobs: one job, the running ones and those that ended lately. */
import type { JobView } from "@/lib/shared/schemas/jobs";
import { apiQuery } from "./define";

/**
 * One job by id. Polled by `useJob` (lib/client/hooks/use-job.ts) under the shared polling rules;
 * never fresh for long, since the poller decides when to ask again.
 */
export const jobQuery = apiQuery<JobView, { id: string }>({
  root: "job",
  path: ({ id }) => `/api/jobs/${encodeURIComponent(id)}`,
  staleTime: 0,
});

/** Root of both job lists: invalidating it refreshes the running and the ended jobs. */
export const JOB_LISTS_ROOT = "jobs";

/** Queued, processing and stalled jobs (own; admins: everyone's). */
export const activeJobsQuery = apiQuery<JobView[]>({
  root: JOB_LISTS_ROOT,
  params: () => ({ list: "active" }),
  path: () => "/api/jobs/active",
  staleTime: 0,
});

/** Jobs that ended within the last `hours`, newest first. */
export const completedJobsQuery = apiQuery<JobView[], { hours: number }>({
  root: JOB_LISTS_ROOT,
  params: ({ hours }) => ({ list: "completed", hours }),
  path: ({ hours }) => `/api/jobs/completed?hours=${hours}`,
  staleTime: 0,
});
