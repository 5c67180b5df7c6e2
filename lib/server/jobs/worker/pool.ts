import "server-only";
import { getEnv, type Env } from "@/lib/env";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { logger } from "@/lib/server/logger";
import { retryDelayMs } from "../errors";
import type { JobDefinitions } from "../definition";
import { jobDefinitions } from "../registry";
import {
  claimQueuedJobs,
  releaseJob,
  sweepStalledJobs,
  type JobRow,
  type SweepResult,
} from "../transitions";
import { runClaimedJob, type JobOutcome } from "./execute";
import { subscribeToJobWakeUps } from "./wake";

export interface JobWorkerOptions {
  /** Jobs this pool runs at once. */
  concurrency: number;
  /** How often an idle pool looks for queued jobs (it is also woken on enqueue). */
  pollIntervalMs: number;
  heartbeatIntervalMs: number;
  /** A processing job whose heartbeat is older than this is stalled and re-queued. */
  stallAfterMs: number;
  sweepIntervalMs: number;
  retryDelayMs(attempt: number): number;
  /**
   * The definitions this pool runs; it claims and sweeps only their types. The registry's when
   * absent; tests and the benchmark pass their own.
   */
  definitions?: JobDefinitions;
  /** Called when a claimed run ends (tests and the benchmark count outcomes with it). */
  onSettled?(jobId: string, outcome: JobOutcome): void;
}

export interface JobWorkerPool {
  start(): void;
  /**
   * Stop claiming, then wait up to `graceMs` for running jobs; jobs still running then are handed
   * back to the queue (their handlers can no longer write the row) so another worker takes them.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Look for queued jobs now. */
  wake(): void;
  /** Run stall recovery now (it also runs every `sweepIntervalMs`). */
  sweep(): Promise<SweepResult>;
  readonly runningCount: number;
}

function jobWorkerOptionsFromEnv(env: Env = getEnv()): JobWorkerOptions {
  return {
    concurrency: env.JOB_WORKER_CONCURRENCY,
    pollIntervalMs: env.JOB_POLL_INTERVAL_MS,
    heartbeatIntervalMs: env.JOB_HEARTBEAT_INTERVAL_MS,
    stallAfterMs: env.JOB_STALL_AFTER_MS,
    // Often enough that a stalled job waits at most ~1.5× the stall time, rarely enough to be free.
    sweepIntervalMs: Math.max(1000, Math.min(env.JOB_STALL_AFTER_MS / 2, 15_000)),
    retryDelayMs: (attempt) => retryDelayMs(attempt),
  };
}

const DEFAULT_STOP_GRACE_MS = 10_000;

/**
 * A bounded in-process worker pool over the `jobs` table. It claims as many queued jobs as it has
 * free slots (never more), re-claims as soon as a slot frees up, and sweeps stalled jobs. Several
 * pools — in one process or on several servers — share one queue safely: claims skip rows others
 * hold, and writes are fenced by the claim (see transitions.ts).
 */
export function createJobWorkerPool(overrides: Partial<JobWorkerOptions> = {}): JobWorkerPool {
  const options: JobWorkerOptions = { ...jobWorkerOptionsFromEnv(), ...overrides };
  const running = new Map<string, { row: JobRow; task: Promise<void>; abandon: AbortController }>();
  let started = false;
  let claiming: Promise<void> | null = null;
  let claimAgain = false;
  let sweeping: Promise<SweepResult> | null = null;
  let timers: NodeJS.Timeout[] = [];
  let unsubscribe = () => {};

  const definitions = options.definitions ?? jobDefinitions;
  const types = Object.keys(definitions);

  function launch(row: JobRow): void {
    const abandon = new AbortController();
    const task = runClaimedJob(row, {
      definitions,
      heartbeatIntervalMs: options.heartbeatIntervalMs,
      retryDelayMs: options.retryDelayMs,
      abandon: abandon.signal,
    })
      .then((outcome) => options.onSettled?.(row.id, outcome))
      .catch((error: unknown) =>
        logger.error("job run could not be settled", { jobId: row.id, error }),
      )
      .finally(() => {
        running.delete(row.id);
        fill();
      });
    running.set(row.id, { row, task, abandon });
  }

  async function claimWhileFree(): Promise<void> {
    // Cached after the first success; until then each poll retries the migration.
    await ensureDatabase();
    do {
      claimAgain = false;
      const free = options.concurrency - running.size;
      if (!started || free <= 0) return;
      const claimed = await claimQueuedJobs({ limit: free, types });
      for (const row of claimed) launch(row);
      // A full batch means more may be waiting: loop (free is now 0 unless a job already ended).
      if (claimed.length === free) claimAgain = true;
    } while (claimAgain);
  }

  /** Claim until the pool is full or the queue is empty; one claim at a time per pool. */
  function fill(): void {
    if (!started) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = claimWhileFree()
      .catch((error: unknown) => logger.error("job claim failed", { error }))
      .finally(() => {
        claiming = null;
      });
  }

  function sweep(): Promise<SweepResult> {
    sweeping ??= sweepStalledJobs({ types, stallAfterMs: options.stallAfterMs })
      .then((result) => {
        if (result.stalled.length > 0 || result.failed.length > 0) {
          logger.warn("stalled jobs recovered", { ...result });
        }
        if (result.requeued.length > 0) fill();
        return result;
      })
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  }

  const sweepQuietly = () =>
    void sweep().catch((error: unknown) => logger.error("job sweep failed", { error }));

  return {
    get runningCount() {
      return running.size;
    },
    start() {
      if (started) return;
      started = true;
      unsubscribe = subscribeToJobWakeUps(fill);
      timers = [
        setInterval(fill, options.pollIntervalMs),
        setInterval(sweepQuietly, options.sweepIntervalMs),
      ];
      // Timers must not keep a script or test process alive on their own.
      for (const timer of timers) timer.unref();
      sweepQuietly();
      fill();
    },
    wake: fill,
    sweep,
    async stop({ graceMs = DEFAULT_STOP_GRACE_MS } = {}) {
      started = false;
      unsubscribe();
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await claiming;
      await sweeping?.catch(() => {});
      const finished = await settledWithin(
        [...running.values()].map((entry) => entry.task),
        graceMs,
      );
      if (finished) return;
      await Promise.all(
        [...running.values()].map(({ row, abandon }) => {
          abandon.abort();
          return releaseJob(row.id, row.attempts).catch((error: unknown) =>
            logger.error("could not hand a job back to the queue", { jobId: row.id, error }),
          );
        }),
      );
    },
  };
}

/** True when every task settled within `ms`. */
async function settledWithin(tasks: Promise<unknown>[], ms: number): Promise<boolean> {
  if (tasks.length === 0) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([Promise.allSettled(tasks).then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
