/**
 * Background job constants, without zod: the job progress helpers that
 * the app shell uses need them, and the zod schemas in `schemas/jobs.ts` stay out of that bundle.
 */
export const JOB_TYPES = [
  "research",
  "deep-research",
  "activation",
  "mockup",
  "potential-sponsors",
  "image-variations",
  "sponsor-import",
  "rank-context",
  "send-email",
  "notification-digest",
  "proposal-export",
] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_STATUSES = [
  "queued",
  "processing",
  "completed",
  "failed",
  "stalled",
  "cancelled",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Statuses in which a job can still be cancelled. */
export const CANCELLABLE_STATUSES: readonly JobStatus[] = ["queued", "processing"];

/** Estimated full duration of each job type in seconds; 120 for anything else. */
export const JOB_DURATION_SECONDS: Record<JobType, number> & { default: number } = {
  research: 120,
  "deep-research": 240,
  activation: 60,
  mockup: 90,
  "potential-sponsors": 120,
  "image-variations": 120,
  "sponsor-import": 60,
  "rank-context": 10,
  "send-email": 5,
  "notification-digest": 5,
  "proposal-export": 10,
  default: 120,
};
