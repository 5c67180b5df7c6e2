import "server-only";
import { isDatabaseUnavailable } from "@/lib/server/db/errors";
import { logger } from "@/lib/server/logger";
import { JobCancelledError, type JobContext } from "./context";
import { JobLostError } from "./errors";
import { retryBriefly } from "./retry";
import {
  finishJob,
  readJobState,
  recordJobProgress,
  writeWhileHeld,
  type HeldWrite,
} from "./transitions";

export interface RunContextOptions {
  jobId: string;
  userId: number | null;
  attempt: number;
  /** In-process claims fence their writes with the attempt count (see transitions.ts). */
  fence?: number;
  signal?: AbortSignal;
  /** How a named step runs: directly in process, as `step.run` under Inngest. */
  runStep<T>(name: string, run: () => Promise<T>): Promise<T>;
}

/** The JobContext a runner hands to a handler, and whether the handler completed the job itself. */
export interface RunContext extends JobContext {
  /** True once `finish` committed: the job is completed with the handler's result. */
  readonly finished: boolean;
}

/**
 * A run's own bookkeeping (a progress write, reading the row's state) is safe to repeat: when the
 * database cannot be reached for a moment (a restart, a failover) it is tried again on the final
 * writes' schedule (retry.ts) rather than failing the attempt, which would cost the job a try and
 * its backoff. Other failures are not repeated.
 */
function bookkeeping<T>(jobId: string, what: string, work: () => Promise<T>): Promise<T> {
  return retryBriefly(work, {
    retryIf: isDatabaseUnavailable,
    onRetry: (error, retry, delayMs) =>
      logger.warn("job bookkeeping failed; trying again", { jobId, what, retry, delayMs, error }),
  });
}

/** Why a job the caller was running is no longer processing under its claim. */
async function stopReason(jobId: string, fence?: number): Promise<Error | null> {
  const state = await bookkeeping(jobId, "state", () => readJobState(jobId));
  if (state?.status === "cancelled") return new JobCancelledError(jobId);
  if (!state || state.status !== "processing") return new JobLostError(jobId);
  if (fence !== undefined && state.attempts !== fence) return new JobLostError(jobId);
  return null;
}

/** The JobContext both runners hand to handlers; only `runStep` differs between them. */
export function createRunContext(options: RunContextOptions): RunContext {
  const { jobId, fence } = options;
  let finished = false;
  const unlessHeld = async <T>(write: HeldWrite<T>): Promise<T> => {
    if (write.held) return write.value;
    throw (await stopReason(jobId, fence)) ?? new JobLostError(jobId);
  };
  const context: RunContext = {
    jobId,
    userId: options.userId,
    attempt: options.attempt,
    signal: options.signal,
    get finished() {
      return finished;
    },
    async progress(percent) {
      if (await bookkeeping(jobId, "progress", () => recordJobProgress(jobId, percent, fence))) {
        return;
      }
      throw (await stopReason(jobId, fence)) ?? new JobLostError(jobId);
    },
    async checkCancelled() {
      const reason = await stopReason(jobId, fence);
      if (reason) throw reason;
    },
    async step(name, run) {
      await context.checkCancelled();
      return options.runStep(name, run);
    },
    async finish(write) {
      const value = await unlessHeld(await finishJob(jobId, write, fence));
      finished = true;
      return value;
    },
    async transaction(work) {
      return unlessHeld(await writeWhileHeld(jobId, work, fence));
    },
  };
  return context;
}
