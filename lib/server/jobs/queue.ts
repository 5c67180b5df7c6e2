import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { AppError, conflict, notFound } from "@/lib/server/http/errors";
import { logger } from "@/lib/server/logger";
import { CANCELLABLE_STATUSES, type JobStatus } from "@/lib/shared/job-constants";
import { JOB_COMPLETED_HOURS, type JobView } from "@/lib/shared/schemas/jobs";
import type { AnyJobDefinition } from "./definition";
import { getJobRunner } from "./runner";
import { toJobView } from "./view";

/** Queued + processing jobs one user may have at once; more answers 429 (the queue is shared). */
export const MAX_ACTIVE_JOBS_PER_USER = 20;
/** Seconds a client is told to wait when over the limit (the monitor polls every 10–30 s). */
const ACTIVE_LIMIT_RETRY_AFTER_SECONDS = 30;
/** Cap of one list answer; the monitor shows far fewer (10 completed). */
const LIST_LIMIT = 200;
// Names the advisory lock that serialises one user's enqueues, so the limit holds under races.
const ENQUEUE_LOCK_NAMESPACE = 72_410_002;

const ACTIVE_STATUSES: JobStatus[] = ["queued", "processing", "stalled"];
const FINISHED_STATUSES: JobStatus[] = ["completed", "failed", "cancelled"];

export interface EnqueueJobInput {
  /** The job type's definition (the registry's, resolved by the caller: see submit.ts). */
  definition: AnyJobDefinition;
  data: unknown;
  priority?: number;
  /** The user the job belongs to; null for system jobs (no per-user limit). */
  createdBy: number | null;
  /** Not to run before this many milliseconds from now (both runners honour it). */
  delayMs?: number;
}

/**
 * Validate a job against its type's definition, store it queued and hand it to the active runner.
 * Invalid payload → 400 with the schema's message; over the per-user limit → 429 with Retry-After.
 * The definition is passed in, not looked up, so a feature may enqueue without this module
 * depending on the registry (which depends on every feature).
 */
export async function enqueueJob(input: EnqueueJobInput): Promise<JobView> {
  const { definition } = input;
  const parsed = definition.payload.safeParse(input.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ["data", ...issue.path.map(String)].join("."),
      message: issue.message,
    }));
    throw new AppError("VALIDATION_ERROR", issues[0]?.message ?? "The job data is invalid.", {
      details: issues,
    });
  }
  const display = definition.describe ? await definition.describe(parsed.data) : {};
  // The payload wins over display fields of the same name: the handler must get what was sent.
  const data = { ...display, ...(parsed.data as Record<string, unknown>) };
  const values = {
    id: randomUUID(),
    type: definition.type,
    data,
    priority: input.priority ?? 0,
    maxAttempts: definition.maxAttempts ?? getEnv().JOB_MAX_ATTEMPTS,
    createdBy: input.createdBy,
    // The database clock, as every other job time: several servers agree on it.
    ...(input.delayMs
      ? {
          runAfter: sql`now() + (${Math.max(0, Math.round(input.delayMs))}::integer * interval '1 millisecond')`,
        }
      : {}),
  };

  const row = await getDb().transaction(async (tx) => {
    if (input.createdBy !== null) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ENQUEUE_LOCK_NAMESPACE}::integer, ${input.createdBy}::integer)`,
      );
      const [active] = await tx
        .select({ n: count() })
        .from(jobs)
        .where(
          and(eq(jobs.createdBy, input.createdBy), inArray(jobs.status, ["queued", "processing"])),
        );
      if ((active?.n ?? 0) >= MAX_ACTIVE_JOBS_PER_USER) {
        throw new AppError(
          "RATE_LIMITED",
          `You already have ${MAX_ACTIVE_JOBS_PER_USER} jobs queued or running. Wait for some to finish, then try again.`,
          { headers: { "Retry-After": String(ACTIVE_LIMIT_RETRY_AFTER_SECONDS) } },
        );
      }
    }
    const [inserted] = await tx.insert(jobs).values(values).returning();
    return inserted!;
  });

  try {
    await getJobRunner().dispatch(row);
  } catch (error) {
    // Stored but unreachable by any runner: fail it visibly rather than leave it queued forever.
    logger.error("job could not be dispatched", { jobId: row.id, error });
    await getDb()
      .update(jobs)
      .set({
        status: "failed",
        error: "The job could not be handed to the job runner.",
        completedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, row.id), eq(jobs.status, "queued")));
    throw new AppError("SERVICE_UNAVAILABLE", "The job service is unavailable. Please try again.", {
      cause: error,
    });
  }
  return toJobView(row);
}

/** Users see their own jobs, admins everyone's. */
function visibleTo(user: ActingUser): SQL | undefined {
  return user.role === "admin" ? undefined : eq(jobs.createdBy, user.id);
}

const JOB_NOT_FOUND = "Job not found";

/** One job; someone else's is answered like a missing one (404), except to admins. */
export async function getJobOrThrow(id: string, user: ActingUser): Promise<JobView> {
  const [row] = await getDb()
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), visibleTo(user)));
  if (!row) throw notFound(JOB_NOT_FOUND);
  return toJobView(row);
}

/** Queued, processing and stalled jobs, in the order they will run. */
export async function listActiveJobs(user: ActingUser): Promise<JobView[]> {
  const rows = await getDb()
    .select()
    .from(jobs)
    .where(and(inArray(jobs.status, ACTIVE_STATUSES), visibleTo(user)))
    .orderBy(desc(jobs.priority), asc(jobs.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(toJobView);
}

/** Completed, failed and cancelled jobs that ended within the last `hours`, newest first. */
export async function listCompletedJobs(
  user: ActingUser,
  hours: number = JOB_COMPLETED_HOURS.default,
): Promise<JobView[]> {
  const rows = await getDb()
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, FINISHED_STATUSES),
        gte(jobs.completedAt, sql`now() - (${Math.round(hours)}::integer * interval '1 hour')`),
        visibleTo(user),
      ),
    )
    .orderBy(desc(jobs.completedAt))
    .limit(LIST_LIMIT);
  return rows.map(toJobView);
}

/**
 * Cancel a queued or processing job. A queued job is never claimed afterwards; a running one stops
 * at its handler's next step or progress call (the row is cancelled at once either way).
 */
export async function cancelJob(id: string, user: ActingUser): Promise<JobView> {
  const [row] = await getDb()
    .update(jobs)
    .set({ status: "cancelled", completedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, CANCELLABLE_STATUSES), visibleTo(user)))
    .returning();
  if (!row) {
    const current = await getJobOrThrow(id, user);
    throw conflict(
      `This job is ${current.status} and can no longer be cancelled; only queued or processing jobs can be.`,
    );
  }
  await getJobRunner()
    .cancel(row)
    .catch((error: unknown) =>
      logger.warn("runner was not told of a cancel", { jobId: id, error }),
    );
  return toJobView(row);
}
