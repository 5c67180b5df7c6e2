import "server-only";
import { logger } from "@/lib/server/logger";
import { JobCancelledError, PermanentJobError } from "../context";
import { JobLostError, jobErrorMessage } from "../errors";
import type { JobDefinitions } from "../definition";
import { getJobDefinition } from "../registry";
import { retryBriefly } from "../retry";
import { createRunContext } from "../run-context";
import {
  beatJob,
  completeJob,
  failJob,
  readJobState,
  retryJobLater,
  type JobRow,
} from "../transitions";

/** How one claimed run ended, from this worker's point of view. */
export type JobOutcome = "completed" | "failed" | "retrying" | "cancelled" | "lost";

export interface RunClaimedJobOptions {
  /** Where the row's type is looked up (the pool's definitions). */
  definitions: JobDefinitions;
  heartbeatIntervalMs: number;
  /** Delay before the next try after the given (1-based) attempt failed. */
  retryDelayMs(attempt: number): number;
  /**
   * Aborted when the pool stops waiting for this run (it has handed the row back to the queue):
   * the handler's signal is aborted and the run writes nothing more.
   */
  abandon?: AbortSignal;
}

/**
 * Run a job this worker has claimed (status processing, attempts already counted) to its end:
 * completed with its result, re-queued with backoff, failed, or left alone when it was cancelled,
 * lost or handed back meanwhile. A timer heartbeats while the handler runs and aborts `ctx.signal`
 * as soon as the row is no longer this worker's. The final write is retried briefly when the
 * database fails it; throws only when it still fails, and the row then stays processing until the
 * sweeper recovers it.
 */
export async function runClaimedJob(
  row: JobRow,
  options: RunClaimedJobOptions,
): Promise<JobOutcome> {
  const fence = row.attempts;
  const controller = new AbortController();
  const abortRun = () => controller.abort();
  options.abandon?.addEventListener("abort", abortRun);
  const heartbeat = setInterval(() => {
    beatJob(row.id, fence).then(
      (held) => {
        if (!held) controller.abort();
      },
      (error: unknown) => logger.warn("job heartbeat failed", { jobId: row.id, error }),
    );
  }, options.heartbeatIntervalMs);
  heartbeat.unref();
  const finalWrite = (write: () => Promise<boolean>) =>
    retryBriefly(write, {
      onRetry: (error, retry, delayMs) =>
        logger.warn("job final write failed; trying again", {
          jobId: row.id,
          retry,
          delayMs,
          error,
        }),
    });

  try {
    const definition = getJobDefinition(row.type, options.definitions);
    if (!definition) throw new PermanentJobError(`Unsupported job type: ${row.type}`);
    const payload = definition.payload.safeParse(row.data);
    if (!payload.success) throw new PermanentJobError(jobErrorMessage(payload.error));
    const context = createRunContext({
      jobId: row.id,
      userId: row.createdBy,
      attempt: row.attempts,
      fence,
      signal: controller.signal,
      runStep: (_name, run) => run(),
    });
    const result = await definition.handler(payload.data, context);
    // The handler stored its results and completed the job in one transaction.
    if (context.finished) return "completed";
    if (options.abandon?.aborted) return "lost";
    if (await finalWrite(() => completeJob(row.id, result, fence))) return "completed";
    return whyNotHeld(row.id);
  } catch (error) {
    if (options.abandon?.aborted) return "lost";
    return settleFailedRun(row, error, options, finalWrite);
  } finally {
    clearInterval(heartbeat);
    options.abandon?.removeEventListener("abort", abortRun);
  }
}

async function settleFailedRun(
  row: JobRow,
  error: unknown,
  options: RunClaimedJobOptions,
  finalWrite: (write: () => Promise<boolean>) => Promise<boolean>,
): Promise<JobOutcome> {
  if (error instanceof JobCancelledError) return "cancelled";
  if (error instanceof JobLostError) return "lost";
  const message = jobErrorMessage(error);
  const permanent = error instanceof PermanentJobError;
  const lastAttempt = row.attempts >= row.maxAttempts;
  logger.warn("job attempt failed", {
    jobId: row.id,
    type: row.type,
    attempt: row.attempts,
    final: permanent || lastAttempt,
    error,
  });
  if (permanent || lastAttempt) {
    return (await finalWrite(() => failJob(row.id, message, row.attempts)))
      ? "failed"
      : whyNotHeld(row.id);
  }
  const delay = options.retryDelayMs(row.attempts);
  return (await finalWrite(() => retryJobLater(row.id, message, delay, row.attempts)))
    ? "retrying"
    : whyNotHeld(row.id);
}

/** A final write found the row no longer ours: it was cancelled, or recovered by the sweeper. */
async function whyNotHeld(jobId: string): Promise<JobOutcome> {
  return (await readJobState(jobId))?.status === "cancelled" ? "cancelled" : "lost";
}
