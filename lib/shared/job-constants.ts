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
  "webhook-delivery",
  "proposal-draft",
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

/**
 * Estimated full duration of each job type in seconds; 120 for anything else. The AI provider's
 * work takes as long as that provider: a model (OpenAI or a compatible server) takes the first
 * figure, the built-in offline provider, which answers from the catalogue in about a second, the
 * second (the worker picking the job up included). Work without AI has one figure.
 */
export const JOB_DURATION_SECONDS: Record<JobType, number | { openai: number; offline: number }> & {
  default: number;
} = {
  research: { openai: 120, offline: 5 },
  "deep-research": { openai: 240, offline: 5 },
  activation: { openai: 60, offline: 5 },
  mockup: { openai: 90, offline: 5 },
  "potential-sponsors": { openai: 120, offline: 10 },
  "image-variations": { openai: 120, offline: 5 },
  "sponsor-import": 60,
  "rank-context": 10,
  "send-email": 5,
  "notification-digest": 5,
  "webhook-delivery": 10,
  "proposal-draft": { openai: 60, offline: 5 },
  "proposal-export": 10,
  default: 120,
};

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
