/**
 * Background job constants, without zod: the job progress helpers that
 * the app shell uses need them, and the zod schemas in `schemas/jobs.ts` stay out of that bundle.
 * The job types themselves are declared in `job-catalogue.ts`.
 */
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

export const ACTIVATION_COUNTS = [1, 3, 5] as const;
export const DEFAULT_ACTIVATION_COUNT = 5;
export const DEFAULT_VARIATION_COUNT = 4;
/** How large the sponsor's logo is placed on a mockup's branding surface. */
export const MOCKUP_LOGO_SIZES = ["small", "medium", "large"] as const;
export type MockupLogoSize = (typeof MOCKUP_LOGO_SIZES)[number];

/** Generating ideas or mockups needs an event brand to pitch for. */
export const NO_EVENT_BRAND = {
  activation: "No event brand specified for activation generation",
  mockup: "No event brand specified for mockup generation",
} as const;

/** The answer when a job names a specific event of another event brand than its own. */
export const EVENT_NOT_OF_BRAND = "specificEventId must be an event of the chosen event brand";

/** The texts shown when the AI answers with nothing. */
export const EMPTY_AI_RESPONSE = {
  research: "Received empty response from research API",
  activations: "Received empty response from activations API",
  mockups: "Received empty response from mockups API",
} as const;
