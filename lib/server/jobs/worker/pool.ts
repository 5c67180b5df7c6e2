import "server-only";
import { getEnv, type Env } from "@/lib/env";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { logger } from "@/lib/server/logger";
import { retryDelayMs } from "../errors";
import { retryBriefly } from "../retry";
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
  /** Housekeeping the pool runs while it runs (the orphan-file sweep: see worker/start.ts). */
  maintenance?: readonly MaintenanceTask[];
}

/** Periodic housekeeping: first `firstAfterMs` after start, then every `everyMs`. */
export interface MaintenanceTask {
  name: string;
  everyMs: number;
  firstAfterMs: number;
  run(): Promise<unknown>;
}

/** What stopping did: jobs that finished within the grace period, and jobs handed back. */
export interface StopResult {
  finished: string[];
  handedBack: string[];
}

export interface JobWorkerPool {
  start(): void;
  /**
   * Stop claiming at once, then wait up to `graceMs` for running jobs; jobs still running then are
   * handed back to the queue (run at once, the try not used up; their handlers can no longer write
   * the row) so another worker takes them without waiting for the stall sweeper.
   */
  stop(options?: { graceMs?: number }): Promise<StopResult>;
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

  /** Give a claimed job back to the queue (the stopping pool will not run it to its end). */
  const handBack = (row: JobRow): Promise<boolean> =>
    retryBriefly(() => releaseJob(row.id, row.attempts)).catch((error: unknown) => {
      logger.error("could not hand a job back to the queue", { jobId: row.id, error });
      return false;
    });

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
      // Stopped while the claim was on its way: give the jobs straight back.
      if (!started) return void (await Promise.all(claimed.map(handBack)));
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

  function schedule(task: MaintenanceTask): NodeJS.Timeout[] {
    let busy = false;
    const runQuietly = () => {
      if (busy || !started) return;
      busy = true;
      task
        .run()
        .catch((error: unknown) =>
          logger.error("job worker maintenance failed", { task: task.name, error }),
        )
        .finally(() => (busy = false));
    };
    return [setTimeout(runQuietly, task.firstAfterMs), setInterval(runQuietly, task.everyMs)];
  }

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
        ...(options.maintenance ?? []).flatMap(schedule),
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
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      const before = [...running.keys()];
      await claiming;
      await sweeping?.catch(() => {});
      const all = [...new Set([...before, ...running.keys()])];
      await settledWithin(
        [...running.values()].map((entry) => entry.task),
        graceMs,
      );
      // The row first, then the handler: once the row is back in the queue nothing the handler
      // does on its way out (an aborted call that throws) can reach it.
      const released = await Promise.all(
        [...running.values()].map(async ({ row, abandon }) => {
          const back = await handBack(row);
          abandon.abort();
          return back ? row.id : null;
        }),
      );
      const handedBack = released.filter((id): id is string => id !== null);
      return { finished: all.filter((id) => !handedBack.includes(id)), handedBack };
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
