import { z } from "zod";
import {
  DEFAULT_ACTIVATION_COUNT,
  DEFAULT_VARIATION_COUNT,
  JOB_STATUSES,
  MOCKUP_LOGO_SIZES,
  NO_EVENT_BRAND,
} from "@/lib/shared/job-constants";
import type { JobType } from "@/lib/shared/job-catalogue";
import { bodyId, nameSchema, wholeNumber } from "./common";

/**
 * Background jobs (docs/product.md#jobs-and-progress): the types are the catalogue's
 * (`job-catalogue.ts`), constants in `job-constants.ts`.
 */

const positiveId = (label: string) => bodyId(label, { coerce: true });

/**
 * A request that names an id by the HTTP contract's `eventId` or by its explicit name. The
 * explicit name is copied to `eventId` when that is absent, so `eventId` is validated (its
 * messages and error paths stay the contract's) and then mapped back to the explicit name.
 */
function acceptExplicitName<Request>(explicit: string): (value: Request) => unknown {
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    return record.eventId === undefined && record[explicit] !== undefined
      ? { ...record, eventId: record[explicit] }
      : value;
  };
}

/** An activation job as clients ask for it: `eventId` is the event brand (the payload renames it). */
export const activationRequestSchema = z.object({
  sponsorId: positiveId("sponsorId"),
  /** The event brand the ideas are for (required). */
  eventId: bodyId("eventId", { coerce: true, error: NO_EVENT_BRAND.activation }),
  count: z
    .union([z.literal(1), z.literal(3), z.literal(5)], { error: "count must be 1, 3 or 5" })
    .default(DEFAULT_ACTIVATION_COUNT),
  categories: z.array(z.string().trim().min(1).max(60)).max(10).optional(),
  /** The specific event of the brand the ideas are for, when the page is about one event. */
  specificEventId: positiveId("specificEventId").optional(),
});

const potentialSponsorsRequest = z.object({
  /** The specific event to recommend sponsors for. */
  eventId: positiveId("eventId"),
  limit: wholeNumber("limit", { coerce: true, min: 1, max: 50 }).default(12),
});

/**
 * Payload of each job type of the catalogue, as POSTed to /api/jobs/<type> or inside
 * /api/jobs/submit's data. Here and not in the catalogue so zod stays out of the app shell.
 */
export const jobPayloadSchemas = {
  research: z.object({
    sponsorName: nameSchema({
      required: "sponsorName is required",
      tooLong: "sponsorName must be at most 255 characters",
      label: "sponsorName",
    }),
    sponsorId: positiveId("sponsorId").optional(),
    eventBrandId: positiveId("eventBrandId").optional(),
  }),
  "deep-research": z.object({
    sponsorId: positiveId("sponsorId"),
    /** The event brand (or its name) the research is for; required. */
    eventContext: z.union(
      [
        positiveId("eventContext"),
        z.object({
          eventBrandId: positiveId("eventBrandId"),
          specificEventId: positiveId("specificEventId").optional(),
        }),
      ],
      { error: NO_EVENT_BRAND.activation },
    ),
  }),
  /**
   * Clients send the event brand as `eventId` (or `eventBrandId`); the payload names it
   * `eventBrandId`.
   */
  activation: z
    .preprocess(
      acceptExplicitName<z.input<typeof activationRequestSchema> & { eventBrandId?: number }>(
        "eventBrandId",
      ),
      activationRequestSchema,
    )
    .transform(({ eventId, ...rest }) => ({ ...rest, eventBrandId: eventId })),
  mockup: z.object({
    /** The activation idea to visualise. */
    activationId: positiveId("activationId"),
    quality: z.enum(["standard", "high"]).default("high"),
    logoUrl: z.string().trim().max(1000).optional(),
    logoSize: z.enum(MOCKUP_LOGO_SIZES).default("medium"),
    sceneKey: z.string().trim().max(60).optional(),
    /** The event the mockup shows (an event of the idea's brand); else the idea's own event. */
    specificEventId: positiveId("specificEventId").optional(),
  }),
  /**
   * Clients send the specific event as `eventId` (or `specificEventId`); the payload names it
   * `specificEventId`.
   */
  "potential-sponsors": z
    .preprocess(
      acceptExplicitName<z.input<typeof potentialSponsorsRequest> & { specificEventId?: number }>(
        "specificEventId",
      ),
      potentialSponsorsRequest,
    )
    .transform(({ eventId, ...rest }) => ({ ...rest, specificEventId: eventId })),
  "image-variations": z.object({
    activationId: positiveId("activationId"),
    count: wholeNumber("count", { coerce: true, min: 1, max: 8 }).default(DEFAULT_VARIATION_COUNT),
    angles: z.array(z.string().trim().min(1).max(60)).max(8).optional(),
    settings: z.array(z.string().trim().min(1).max(60)).max(8).optional(),
  }),
  /** An import whose owner started it (POST /api/sponsor-imports/{id}/commit). */
  "sponsor-import": z.object({ importId: positiveId("importId") }),
  /** Rank every sponsor for one context again ('Refresh Sponsors', a catalogue change). */
  "rank-context": z.object({
    contextType: z.enum(["event-brand", "specific-event"], {
      error: "contextType must be event-brand or specific-event",
    }),
    contextId: positiveId("contextId"),
  }),
  /** Deliver one stored message of the email outbox (queued by the server, never by users). */
  "send-email": z.object({ emailId: positiveId("emailId") }),
  /** Send one user's batched notification email (a system job, queued by notifications). */
  "notification-digest": z.object({ userId: positiveId("userId") }),
  /** One attempt of one webhook delivery (a system job, queued by the webhooks feature). */
  "webhook-delivery": z.object({ deliveryId: positiveId("deliveryId") }),
  /** Draft the sections of a proposal (queued by POST /api/proposals, never submitted directly). */
  "proposal-draft": z.object({ proposalId: positiveId("proposalId") }),
  /** Make the file of one proposal export (queued by POST /api/proposals/{id}/exports). */
  "proposal-export": z.object({ exportId: positiveId("exportId") }),
  /** Make a recap's content (queued by POST /api/contracts/{id}/recaps). */
  recap: z.object({ recapId: positiveId("recapId") }),
  /** Make the file of one recap export (queued by POST /api/recaps/{id}/exports). */
  "recap-export": z.object({ exportId: positiveId("exportId") }),
} satisfies Record<JobType, z.ZodType>;

export type JobPayload<T extends JobType> = z.infer<(typeof jobPayloadSchemas)[T]>;

export const jobSubmitSchema = z.object({
  type: z.string({ error: "type is required" }).trim().min(1, { error: "type is required" }),
  data: z.record(z.string(), z.unknown()).default({}),
  priority: wholeNumber("priority", { coerce: true, min: -100, max: 100 }).default(0),
});

/** A job as the API answers it. */
export const jobViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number(),
  data: z.record(z.string(), z.unknown()),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  priority: z.number(),
  attempts: z.number(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Milliseconds, on completed jobs. */
  processingTime: z.number().nullable(),
  expectedSeconds: z.number().meta({
    description:
      "How long a job of this type is expected to take in all, in seconds, with the AI provider in use: the time-remaining estimate.",
  }),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** GET /api/jobs/completed: the window in hours (24 by default). */
export const JOB_COMPLETED_HOURS = { default: 24, min: 1, max: 168 } as const;
const hoursMessage = `hours must be a whole number from ${JOB_COMPLETED_HOURS.min} to ${JOB_COMPLETED_HOURS.max}`;
export const jobCompletedQuerySchema = z.object({
  hours: wholeNumber("hours", {
    coerce: true,
    min: JOB_COMPLETED_HOURS.min,
    max: JOB_COMPLETED_HOURS.max,
    error: hoursMessage,
  }).default(JOB_COMPLETED_HOURS.default),
});

/** Job ids are opaque text; an id that names no job is a 404, not a validation error. */
export const jobIdParamsSchema = z.object({
  id: z.string().trim().min(1, { error: "Job id is required" }),
});

/** POST /api/jobs/submit and /api/jobs/<type> answer 202 with this (Location: the job). */
export const jobSubmitResponseSchema = z.object({ jobId: z.string(), job: jobViewSchema });
export type JobSubmitResponse = z.infer<typeof jobSubmitResponseSchema>;
