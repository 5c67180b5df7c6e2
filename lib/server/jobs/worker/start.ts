import "server-only";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import { jobDefinitions } from "../registry";
import { jobRunnerKind } from "../runner";
import { createJobWorkerPool, type JobWorkerPool } from "./pool";

// One pool per process even when Next loads this module twice (see wake.ts).
const globalForWorker = globalThis as unknown as { __pitchsideJobWorker?: JobWorkerPool };

/**
 * Start this process's in-process worker pool, once. Does nothing (null) when JOB_WORKER_ENABLED=0
 * (a web-only instance) or when Inngest is the runner.
 */
export function startJobWorker(): JobWorkerPool | null {
  const env = getEnv();
  if (env.JOB_WORKER_ENABLED === "0" || jobRunnerKind(env) === "inngest") return null;
  if (!globalForWorker.__pitchsideJobWorker) {
    const pool = createJobWorkerPool();
    pool.start();
    globalForWorker.__pitchsideJobWorker = pool;
    logger.info("job worker started", {
      concurrency: env.JOB_WORKER_CONCURRENCY,
      types: Object.keys(jobDefinitions),
    });
  }
  return globalForWorker.__pitchsideJobWorker;
}
