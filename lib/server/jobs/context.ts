import type { Tx } from "@/lib/server/db/client";

/**
 * What a job handler receives besides its payload. Both runners (in-process and Inngest) provide
 * it; handlers never know which one runs them.
 */
export interface JobContext {
  jobId: string;
  /** The user who created the job (null for system jobs). */
  userId: number | null;
  /** 1 on the first try, 2 on the first retry, ... */
  attempt: number;
  /**
   * Record progress (0–100, never lowered) and act as a heartbeat. Throws JobCancelledError when
   * the job was cancelled meanwhile.
   */
  progress(percent: number): Promise<void>;
  /** Throws JobCancelledError when the job was cancelled. */
  checkCancelled(): Promise<void>;
  /**
   * A named unit of work. In-process it simply runs; under Inngest it is a durable step whose
   * result is memoised across retries, so it must return JSON-serialisable data. Cancellation is
   * checked before each step.
   */
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
  /**
   * Store the job's results and complete the job in ONE transaction, and answer what `write`
   * returned (the job's `result`): the handler returns it. `write` must use only `tx`. If anything
   * fails, neither the results nor the completion are kept, so a retry never finds a half-finished
   * attempt's rows. Throws JobCancelledError / JobLostError (nothing written) when the job is no
   * longer this run's. Call it once, as the last thing the handler does.
   */
  finish<R>(write: (tx: Tx) => Promise<R>): Promise<R>;
  /**
   * A transaction that commits only while this run still holds the job (the row is locked for its
   * duration, so the job cannot be handed back, recovered or cancelled meanwhile). For writes
   * before the end that must not land twice when a lost run overlaps its successor. Throws
   * JobCancelledError / JobLostError (nothing written) otherwise. `work` must use only `tx`.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Aborted when the runner notices the job was cancelled or taken away from this worker (the
   * in-process heartbeat checks it). Pass it to long calls (fetch, the AI client) so they stop
   * early. Absent under Inngest, where cancellation is checked between steps only.
   */
  signal?: AbortSignal;
}

export class JobCancelledError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} was cancelled`);
    this.name = "JobCancelledError";
  }
}

/**
 * A failure that retrying cannot fix (bad input, a missing sponsor, malformed AI output after its
 * own retries): the job fails at once with this message instead of being retried.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}
