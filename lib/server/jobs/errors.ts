import { ZodError } from "zod";

/**
 * This worker no longer owns the job: the sweeper declared it stalled (missed heartbeats) and it
 * was re-queued, possibly already claimed by another worker. The handler must stop and write
 * nothing; the row belongs to whoever holds it now.
 */
export class JobLostError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} is no longer owned by this worker`);
    this.name = "JobLostError";
  }
}

/** `jobs.error` is text; a runaway message (a whole HTML error page) is cut to this length. */
const MAX_ERROR_LENGTH = 2000;

/**
 * The text stored in `jobs.error`: the error's own message, never its stack (the row is shown to
 * users). Invalid payloads name the first problem.
 */
export function jobErrorMessage(error: unknown): string {
  let message: string;
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
    message = `Invalid job data: ${issue?.message ?? "the payload was refused"}${where}`;
  } else if (error instanceof Error) {
    message = error.message.trim() || error.name || "Job failed";
  } else if (typeof error === "string" && error.trim()) {
    message = error.trim();
  } else {
    message = "Job failed";
  }
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

const RETRY_BASE_DELAY_MS = 5_000;
const RETRY_MAX_DELAY_MS = 10 * 60_000;

/**
 * Exponential backoff before the next try: 5 s after the first failed attempt, then 10 s, 20 s, …
 * capped at 10 minutes. `attempt` is the attempt that just failed (1-based).
 */
export function retryDelayMs(attempt: number, baseMs = RETRY_BASE_DELAY_MS): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 20));
  return Math.min(baseMs * 2 ** exponent, RETRY_MAX_DELAY_MS);
}
