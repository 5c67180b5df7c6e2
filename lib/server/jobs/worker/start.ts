import "server-only";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import { MAINTENANCE_TASKS } from "../maintenance";
import { jobDefinitions } from "../registry";
import { jobRunnerKind } from "../runner";
import { createJobWorkerPool, type JobWorkerPool, type StopResult } from "./pool";

// One pool per process even when Next loads this module twice (see wake.ts).
const globalForWorker = globalThis as unknown as { __pitchsideJobWorker?: JobWorkerPool };

/**
 * Start this process's in-process worker pool, once. Does nothing (null) when JOB_WORKER_ENABLED=0
 * (a web-only instance) or when Inngest is the runner. Besides jobs, the pool runs the periodic
 * housekeeping (../maintenance.ts), which Inngest runs on its cron schedules instead.
 */
export function startJobWorker(): JobWorkerPool | null {
  const env = getEnv();
  if (env.JOB_WORKER_ENABLED === "0" || jobRunnerKind(env) === "inngest") return null;
  if (!globalForWorker.__pitchsideJobWorker) {
    const pool = createJobWorkerPool({ maintenance: MAINTENANCE_TASKS });
    pool.start();
    globalForWorker.__pitchsideJobWorker = pool;
    logger.info("job worker started", {
      concurrency: env.JOB_WORKER_CONCURRENCY,
      types: Object.keys(jobDefinitions),
    });
  }
  return globalForWorker.__pitchsideJobWorker;
}

/**
 * Stop this process's worker (server shutdown): no new claims from now on, running jobs get
 * `graceMs` to finish, the rest go back to the queue for another instance. Null when no worker
 * runs here.
 */
export async function stopJobWorker(graceMs: number): Promise<StopResult | null> {
  // The stopped pool stays registered, so nothing starts another one while the process exits.
  return globalForWorker.__pitchsideJobWorker?.stop({ graceMs }) ?? null;
}
