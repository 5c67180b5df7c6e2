/**
 * A job's final write (completed, failed, retry later, handed back) is one short fenced UPDATE, so
 * repeating it is harmless. When the database blinks (a restart, a failover, a dropped connection)
 * the write is tried again over about four seconds instead of leaving the job to the stall
 * sweeper, which would only notice it after JOB_STALL_AFTER_MS. A run's progress writes and
 * cancellation checks (run-context.ts) use the same schedule, so a blink does not cost a try.
 */
export const FINAL_WRITE_RETRY_DELAYS_MS: readonly number[] = [100, 250, 500, 1000, 2000];

export interface RetryBrieflyOptions {
  /** Waits before each further try; the number of entries is the number of retries. */
  delaysMs?: readonly number[];
  /** Whether a failed try is worth another (default: every failure is). */
  retryIf?(error: unknown): boolean;
  /** Told of each failed try that will be tried again (for the log). */
  onRetry?(error: unknown, retry: number, delayMs: number): void;
  /** How to wait (tests pass a fake). */
  sleep?(ms: number): Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Run `write`; when it throws (an error `retryIf` accepts), wait and run it again, once per delay.
 * The last error is thrown when every try failed. Only for writes that are safe to repeat.
 */
export async function retryBriefly<T>(
  write: () => Promise<T>,
  options: RetryBrieflyOptions = {},
): Promise<T> {
  const delays = options.delaysMs ?? FINAL_WRITE_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? sleepFor;
  for (let retry = 0; ; retry += 1) {
    try {
      return await write();
    } catch (error) {
      const delay = delays[retry];
      if (delay === undefined || (options.retryIf && !options.retryIf(error))) throw error;
      options.onRetry?.(error, retry + 1, delay);
      await sleep(delay);
    }
  }
}
