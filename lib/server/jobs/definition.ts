import type { z } from "zod";
import type { JobContext } from "./context";

/**
 * One kind of background job: what it accepts, how long it usually takes and the work itself.
 * Both runners (in-process and Inngest) run the same definition; handlers never know which one.
 *
 * `handler` and `describe` use method syntax on purpose: methods are bivariant in their parameter,
 * so a `JobDefinition<ResearchPayload>` can sit in the registry beside definitions of other types.
 */
export interface JobDefinition<P = unknown, R = unknown> {
  /** The stored `jobs.type` and the name clients submit: lower-case words joined by dashes. */
  type: string;
  /** Validates the payload at enqueue (defaults applied) and again when the job runs. */
  payload: z.ZodType<P>;
  /** Estimated full duration in seconds, for the monitor's time-remaining estimate. */
  estimatedSeconds: number;
  /**
   * Display fields stored beside the payload in `data` (sponsorName, eventBrandName, eventName,
   * activationTitle, ...) so the monitor can show them without loading the rows they name. Runs at
   * enqueue; an AppError it throws (a missing sponsor: 404) refuses the job.
   */
  describe?(payload: P): Promise<Record<string, unknown>>;
  /** Tries before the job fails (first run included); JOB_MAX_ATTEMPTS when absent. */
  maxAttempts?: number;
  /** The work. Returns JSON-serialisable data, stored as the job's `result`. */
  handler(payload: P, ctx: JobContext): Promise<R>;
}

/** Any definition, whatever its payload and result. */
export type AnyJobDefinition = JobDefinition<unknown, unknown>;

/** Identity helper that infers the payload type from the schema: `defineJob({ type, payload, ... })`. */
export function defineJob<P, R>(definition: JobDefinition<P, R>): JobDefinition<P, R> {
  return definition;
}
