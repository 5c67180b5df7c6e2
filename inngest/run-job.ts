import "server-only";
import { NonRetriableError, StepError } from "inngest";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { JobCancelledError, PermanentJobError } from "@/lib/server/jobs/context";
import type { AnyJobDefinition } from "@/lib/server/jobs/definition";
import { JobLostError, jobErrorMessage } from "@/lib/server/jobs/errors";
import { createRunContext } from "@/lib/server/jobs/run-context";
import {
  completeJob,
  failJob,
  readJobState,
  recordAttemptError,
  startJobRun,
} from "@/lib/server/jobs/transitions";
import { logger } from "@/lib/server/logger";

/** The part of Inngest's step tools the job context needs. */
export interface InngestStepRunner {
  run(id: string, fn: () => Promise<unknown>): Promise<unknown>;
}

export interface RunJobWithInngestInput {
  jobId: string;
  definition: AnyJobDefinition;
  /** Inngest's zero-based attempt of this execution. */
  attempt: number;
  /** Inngest's attempts allowed (retries + 1), when it says. */
  maxAttempts?: number;
  step: InngestStepRunner;
}

export type InngestJobOutcome =
  | { jobId: string; status: "completed" }
  | { jobId: string; status: "cancelled" }
  | { jobId: string; status: "skipped"; reason: string };

/**
 * One execution of a job's Inngest function. Inngest re-executes the function for every step and
 * every retry, replaying finished steps from memory, so everything here outside `step.run` is
 * idempotent: the row is marked processing with Inngest's attempt count, progress never goes
 * down, and the final write only lands on a processing row.
 *
 * Failures: a step that throws is retried by Inngest (its message is kept on the row meanwhile);
 * once Inngest gives up, the handler sees a StepError and the row is failed. PermanentJobError
 * fails at once (NonRetriableError). Errors outside steps are retried as function attempts; the
 * last one fails the row. A cancelled row stops the run before its next step.
 */
export async function runJobWithInngest(input: RunJobWithInngestInput): Promise<InngestJobOutcome> {
  const { jobId, definition, step } = input;
  await ensureDatabase();
  const attempt = input.attempt + 1;
  const row = await startJobRun(jobId, attempt);
  if (!row) {
    const state = await readJobState(jobId);
    return { jobId, status: "skipped", reason: state ? `job is ${state.status}` : "no such job" };
  }
  const maxAttempts = input.maxAttempts ?? row.maxAttempts;

  try {
    const payload = definition.payload.safeParse(row.data);
    if (!payload.success) throw new PermanentJobError(jobErrorMessage(payload.error));
    const context = createRunContext({
      jobId,
      userId: row.createdBy,
      attempt,
      runStep: async <T>(name: string, run: () => Promise<T>) =>
        // Inngest memoises the step's JSON result; the JobContext contract says steps return JSON.
        (await step.run(name, () => guardStep({ jobId, attempt, maxAttempts }, run))) as T,
    });
    const result = await definition.handler(payload.data, context);
    await completeJob(jobId, result);
    return { jobId, status: "completed" };
  } catch (error) {
    const state = await readJobState(jobId);
    if (error instanceof JobCancelledError || state?.status === "cancelled") {
      return { jobId, status: "cancelled" };
    }
    if (error instanceof JobLostError) {
      return { jobId, status: "skipped", reason: `job is ${state?.status ?? "gone"}` };
    }
    const message = jobErrorMessage(error);
    const final =
      error instanceof PermanentJobError ||
      error instanceof NonRetriableError ||
      error instanceof StepError ||
      attempt >= maxAttempts;
    logger.warn("job attempt failed", { jobId, type: definition.type, attempt, final, error });
    if (!final) {
      await recordAttemptError(jobId, message);
      throw error;
    }
    await failJob(jobId, message);
    throw new NonRetriableError(message, { cause: error });
  }
}

/**
 * Inside a step. Inngest retries every step error unless told otherwise, so errors that retrying
 * cannot fix become NonRetriableError, and the row is failed right away when this was the last
 * try; a retriable failure leaves its message on the row while Inngest waits to retry.
 */
async function guardStep<T>(
  attempt: { jobId: string; attempt: number; maxAttempts: number },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof JobCancelledError) throw new NonRetriableError(error.message);
    const message = jobErrorMessage(error);
    if (error instanceof PermanentJobError || attempt.attempt >= attempt.maxAttempts) {
      await failJob(attempt.jobId, message);
      throw new NonRetriableError(message, { cause: error });
    }
    await recordAttemptError(attempt.jobId, message);
    throw error;
  }
}
