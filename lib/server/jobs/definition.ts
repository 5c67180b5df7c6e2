import type { z } from "zod";
import type { JobContext } from "./context";

/**
 * One kind of background job: what it accepts and the work itself. Both runners (in-process and
 * Inngest) run the same definition; handlers never know which one.
 *
 * `handler` and `describe` use method syntax on purpose: methods are bivariant in their parameter,
 * so a `JobDefinition<ResearchPayload>` can sit in the registry beside definitions of other types.
 */
export interface JobDefinition<P = unknown, R = unknown> {
  /** The stored `jobs.type` and the name clients submit: lower-case words joined by dashes. */
  type: string;
  /** Validates the payload at enqueue (defaults applied) and again when the job runs. */
  payload: z.ZodType<P>;
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

/** Definitions by type: the registry's (lib/server/jobs/registry.ts), or a test's own. */
export type JobDefinitions = Readonly<Record<string, AnyJobDefinition>>;

/** `jobs.type` is varchar(50); types are also used in Inngest function ids and trigger filters. */
const TYPE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_TYPE_LENGTH = 50;
/** Inngest allows at most 20 retries, so at most 21 attempts. */
const MAX_JOB_ATTEMPTS = 21;

/**
 * Declare a job type; infers the payload type from the schema. A type name or attempt limit the
 * runners cannot use is a programming error and throws when the module loads.
 */
export function defineJob<P, R>(definition: JobDefinition<P, R>): JobDefinition<P, R> {
  const { type, maxAttempts } = definition;
  if (type.length > MAX_TYPE_LENGTH || !TYPE_PATTERN.test(type)) {
    throw new Error(`Invalid job type "${type}": use lower-case words joined by dashes (≤ 50).`);
  }
  if (
    maxAttempts !== undefined &&
    (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_JOB_ATTEMPTS)
  ) {
    throw new Error(`Job type "${type}": maxAttempts must be a whole number from 1 to 21.`);
  }
  return definition;
}

/**
 * Definitions keyed by their type, for a pool or a lookup that runs other definitions than the
 * registry's (tests, the benchmark). Two definitions under one type throw.
 */
export function jobDefinitionsOf(definitions: readonly AnyJobDefinition[]): JobDefinitions {
  const byType: Record<string, AnyJobDefinition> = {};
  for (const definition of definitions) {
    if (Object.hasOwn(byType, definition.type)) {
      throw new Error(`Job type "${definition.type}" is already registered.`);
    }
    byType[definition.type] = definition;
  }
  return byType;
}
