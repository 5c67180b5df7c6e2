import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { publish } from "@/lib/server/events/bus";
import { logger } from "@/lib/server/logger";
import { SYSTEM_JOB_TYPES } from "@/lib/shared/job-catalogue";
import { toJobView } from "./view";

/**
 * Every change of a job row's status, as one SQL statement each (or one short transaction), shared
 * by both runners. Timestamps come from the database clock so several servers agree on them.
 */
export type JobRow = typeof jobs.$inferSelect;

const now = sql`now()`;
const elapsedMs = sql<number>`greatest(0, round(extract(epoch from (now() - ${jobs.startedAt})) * 1000))::integer`;

/**
 * Once jobs reached their final status (written and committed): each ended user's job is read
 * once and published once, as job.completed or job.failed, for its owner's notification and the
 * webhooks. System jobs (the catalogue's, such as webhook deliveries and email) and jobs without
 * an owner publish nothing, so a delivery can never cause another. Never throws.
 */
async function jobsEnded(jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  try {
    const rows = await getDb()
      .select()
      .from(jobs)
      .where(
        and(
          inArray(jobs.id, [...jobIds]),
          isNotNull(jobs.createdBy),
          inArray(jobs.status, ["completed", "failed"]),
          notInArray(jobs.type, SYSTEM_JOB_TYPES),
        ),
      );
    await publish(
      ...rows.map((row) => {
        const job = { ...toJobView(row), createdBy: row.createdBy! };
        return job.status === "completed"
          ? { name: "job.completed" as const, data: { job } }
          : { name: "job.failed" as const, data: { job } };
      }),
    );
  } catch (error) {
    logger.warn("the end of jobs could not be published", { jobIds, error });
  }
}

/**
 * A write by the worker running a job only lands while the job is still processing and — in
 * process — still the same claim: every claim increments `attempts`, so it doubles as a fencing
 * token. A worker that was declared stalled and lost the job can therefore never overwrite the
 * row after another worker claimed it, or after the job was cancelled.
 */
function heldBy(jobId: string, fence?: number): SQL | undefined {
  return and(
    eq(jobs.id, jobId),
    eq(jobs.status, "processing"),
    fence === undefined ? undefined : eq(jobs.attempts, fence),
  );
}

/**
 * Claim up to `limit` queued jobs of the given types whose `run_after` has come, highest priority
 * first, then oldest. One statement, so one short transaction (a single round trip, which keeps
 * PGlite's only connection free): a CTE selects the rows `FOR UPDATE SKIP LOCKED` and the UPDATE
 * marks exactly those processing. Concurrent claimers (other pools, other server instances) skip
 * rows another transaction holds, so no job is handed out twice. PostgreSQL never inlines a CTE
 * that locks rows, so the LIMIT is applied once (EXPLAIN shows "CTE picked" on 15 and on PGlite).
 */
export async function claimQueuedJobs(options: {
  limit: number;
  types: readonly string[];
}): Promise<JobRow[]> {
  if (options.limit < 1 || options.types.length === 0) return [];
  const db = getDb();
  const picked = db.$with("picked").as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "queued"),
          lte(jobs.runAfter, now),
          inArray(jobs.type, [...options.types]),
        ),
      )
      .orderBy(desc(jobs.priority), asc(jobs.createdAt))
      .limit(options.limit)
      .for("update", { skipLocked: true }),
  );
  const claimed = await db
    .with(picked)
    .update(jobs)
    .set({
      status: "processing",
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: now,
      heartbeatAt: now,
      completedAt: null,
      processingTime: null,
    })
    .where(
      and(inArray(jobs.id, db.select({ id: picked.id }).from(picked)), eq(jobs.status, "queued")),
    )
    .returning();
  // RETURNING keeps no order; start the claimed jobs in queue order.
  return claimed.sort(
    (a, b) => b.priority - a.priority || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

/** Record progress (clamped to 0–100, never lowered) and a heartbeat. False: no longer held. */
export async function recordJobProgress(
  jobId: string,
  percent: number,
  fence?: number,
): Promise<boolean> {
  if (!Number.isFinite(percent)) throw new TypeError(`Job progress must be a number: ${percent}`);
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const rows = await getDb()
    .update(jobs)
    .set({ progress: sql`greatest(${jobs.progress}, ${value}::integer)`, heartbeatAt: now })
    .where(heldBy(jobId, fence))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Prove the worker is alive. False: the job is no longer held (cancelled, or lost). */
export async function beatJob(jobId: string, fence?: number): Promise<boolean> {
  const rows = await getDb()
    .update(jobs)
    .set({ heartbeatAt: now })
    .where(heldBy(jobId, fence))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function readJobState(
  jobId: string,
): Promise<Pick<JobRow, "status" | "attempts"> | null> {
  const [row] = await getDb()
    .select({ status: jobs.status, attempts: jobs.attempts })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** The columns of a completed job. */
const completedWith = (result: unknown) => ({
  status: "completed",
  result: result === undefined ? null : result,
  progress: 100,
  error: null,
  completedAt: now,
  heartbeatAt: null,
  processingTime: elapsedMs,
});

export async function completeJob(
  jobId: string,
  result: unknown,
  fence?: number,
): Promise<boolean> {
  const rows = await getDb()
    .update(jobs)
    .set(completedWith(result))
    .where(heldBy(jobId, fence))
    .returning({ id: jobs.id });
  // Published once the write is committed (never throws).
  await jobsEnded(rows.map((row) => row.id));
  return rows.length > 0;
}

export async function failJob(jobId: string, message: string, fence?: number): Promise<boolean> {
  const rows = await getDb()
    .update(jobs)
    .set({ status: "failed", error: message, completedAt: now, heartbeatAt: null })
    .where(heldBy(jobId, fence))
    .returning({ id: jobs.id });
  // Published once the write is committed (never throws).
  await jobsEnded(rows.map((row) => row.id));
  return rows.length > 0;
}

/** Put a failed attempt back in the queue, not to be claimed before `delayMs` from now. */
export async function retryJobLater(
  jobId: string,
  message: string,
  delayMs: number,
  fence?: number,
): Promise<boolean> {
  const rows = await getDb()
    .update(jobs)
    .set({
      status: "queued",
      error: message,
      runAfter: sql`now() + (${Math.max(0, Math.round(delayMs))}::integer * interval '1 millisecond')`,
      heartbeatAt: null,
    })
    .where(heldBy(jobId, fence))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Hand a job back to the queue at once (a worker stopping before the job finished), to be claimed
 * by the next free worker. The interrupted run does not use up a try: `max_attempts` grows by one
 * instead of `attempts` going down, so the claim counter — the fence — never repeats a value and
 * the interrupted run can never write the row again, even after another worker claimed it.
 */
export async function releaseJob(jobId: string, fence: number): Promise<boolean> {
  const rows = await getDb()
    .update(jobs)
    .set({
      status: "queued",
      runAfter: now,
      heartbeatAt: null,
      maxAttempts: sql`${jobs.maxAttempts} + 1`,
    })
    .where(heldBy(jobId, fence))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** What a write made under the job's hold found: held (and what the work returned), or not. */
export type HeldWrite<T> = { held: true; value: T } | { held: false };

/**
 * Lock the job's row for the rest of the transaction when the run still holds it (processing, and
 * in process the same claim). While the lock is held, nobody can hand the job back, recover it as
 * stalled, claim it again or cancel it, so what the transaction writes lands only for a run that
 * owns the job.
 */
async function lockHeldRow(tx: Tx, jobId: string, fence?: number) {
  const [row] = await tx
    .select({ status: jobs.status, attempts: jobs.attempts, result: jobs.result })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for("update");
  const held =
    row?.status === "processing" && (fence === undefined || row.attempts === fence) ? row : null;
  return { row, held };
}

/**
 * Run `work` in one transaction that first locks the job row and checks the run still holds it;
 * not held → nothing runs and `{ held: false }`. For a handler's intermediate writes that must not
 * land twice (a batch of an import) when a lost run and its successor overlap.
 */
export async function writeWhileHeld<T>(
  jobId: string,
  work: (tx: Tx) => Promise<T>,
  fence?: number,
): Promise<HeldWrite<T>> {
  return getDb().transaction(async (tx) => {
    const { held } = await lockHeldRow(tx, jobId, fence);
    if (!held) return { held: false };
    return { held: true, value: await work(tx) };
  });
}

/**
 * Write a job's results and complete it in ONE transaction: the row is locked and checked as held,
 * `write` stores the results, and the row becomes completed with what `write` returned. A failure
 * anywhere rolls back both, so a retry never finds the results of an attempt that did not
 * complete. Under Inngest (no fence) a replay that finds the job already completed answers the
 * stored result without writing again.
 */
export async function finishJob<T>(
  jobId: string,
  write: (tx: Tx) => Promise<T>,
  fence?: number,
): Promise<HeldWrite<T>> {
  let completedNow = false;
  const outcome = await getDb().transaction(async (tx): Promise<HeldWrite<T>> => {
    const { row, held } = await lockHeldRow(tx, jobId, fence);
    if (!held) {
      if (fence === undefined && row?.status === "completed")
        return { held: true, value: row.result as T };
      return { held: false };
    }
    const value = await write(tx);
    await tx.update(jobs).set(completedWith(value)).where(eq(jobs.id, jobId));
    completedNow = true;
    return { held: true, value };
  });
  // Published once the completion has committed (never throws).
  if (completedNow) await jobsEnded([jobId]);
  return outcome;
}

export interface SweepResult {
  /** Processing jobs whose heartbeat was too old. */
  stalled: string[];
  /** Stalled jobs put back in the queue. */
  requeued: string[];
  /** Stalled jobs out of attempts, now failed with "Job stalled too many times". */
  failed: string[];
}

/** Mark processing jobs of these types whose heartbeat is older than `stallAfterMs` as stalled. */
export async function markStalledJobs(options: {
  types: readonly string[];
  stallAfterMs: number;
}): Promise<string[]> {
  if (options.types.length === 0) return [];
  const seconds = Math.round(options.stallAfterMs / 1000);
  const rows = await getDb()
    .update(jobs)
    .set({ status: "stalled", error: `Job stalled: no heartbeat for more than ${seconds} s` })
    .where(
      and(
        eq(jobs.status, "processing"),
        inArray(jobs.type, [...options.types]),
        lt(
          sql`coalesce(${jobs.heartbeatAt}, ${jobs.startedAt}, ${jobs.updatedAt})`,
          sql`now() - (${Math.round(options.stallAfterMs)}::integer * interval '1 millisecond')`,
        ),
      ),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** Re-queue stalled jobs of these types, or fail those that used all their attempts. */
export async function requeueStalledJobs(options: {
  types: readonly string[];
}): Promise<Pick<SweepResult, "requeued" | "failed">> {
  if (options.types.length === 0) return { requeued: [], failed: [] };
  const exhausted = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const rows = await getDb()
    .update(jobs)
    .set({
      status: sql`case when ${exhausted} then 'failed' else 'queued' end`,
      error: sql`case when ${exhausted} then 'Job stalled too many times' else ${jobs.error} end`,
      completedAt: sql`case when ${exhausted} then now() else null end`,
      runAfter: now,
      heartbeatAt: null,
    })
    .where(and(eq(jobs.status, "stalled"), inArray(jobs.type, [...options.types])))
    .returning({ id: jobs.id, status: jobs.status });
  await jobsEnded(rows.filter((row) => row.status === "failed").map((row) => row.id));
  return {
    requeued: rows.filter((row) => row.status === "queued").map((row) => row.id),
    failed: rows.filter((row) => row.status === "failed").map((row) => row.id),
  };
}

/** Both halves of stall recovery, as the sweeper runs them. */
export async function sweepStalledJobs(options: {
  types: readonly string[];
  stallAfterMs: number;
}): Promise<SweepResult> {
  const stalled = await markStalledJobs(options);
  return { stalled, ...(await requeueStalledJobs(options)) };
}

/**
 * Inngest: an execution of the job's function begins. Marks the row processing and records the
 * attempt Inngest reports (it re-executes the function for every step and retry, so this must be
 * idempotent). Null when the job is gone or already finished or cancelled: nothing to run.
 */
export async function startJobRun(jobId: string, attempt: number): Promise<JobRow | null> {
  const [row] = await getDb()
    .update(jobs)
    .set({
      status: "processing",
      attempts: sql`greatest(${jobs.attempts}, ${attempt}::integer)`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      heartbeatAt: now,
    })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["queued", "processing", "stalled"])))
    .returning();
  return row ?? null;
}

/** Inngest: an attempt failed and Inngest will retry it; keep its message on the row meanwhile. */
export async function recordAttemptError(jobId: string, message: string): Promise<void> {
  await getDb().update(jobs).set({ error: message }).where(heldBy(jobId));
}
