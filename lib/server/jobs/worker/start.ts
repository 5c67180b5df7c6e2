import "server-only";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import { notifyOverdueDeliverables } from "@/lib/server/fulfilment/overdue";
import { sweepOrphanMockupFiles } from "@/lib/server/mockups/orphans";
import { notifyRenewalsDue } from "@/lib/server/renewals/reminders";
import { jobDefinitions } from "../registry";
import { jobRunnerKind } from "../runner";
import { createJobWorkerPool, type JobWorkerPool, type StopResult } from "./pool";

// One pool per process even when Next loads this module twice (see wake.ts).
const globalForWorker = globalThis as unknown as { __pitchsideJobWorker?: JobWorkerPool };

const HOUR_MS = 60 * 60_000;

/**
 * Start this process's in-process worker pool, once. Does nothing (null) when JOB_WORKER_ENABLED=0
 * (a web-only instance) or when Inngest is the runner. Besides jobs, the pool sweeps generated
 * files no row references (an attempt killed between storing a file and its row), hourly, and
 * sends the overdue notices of deliverables past their due date without proof, every 15 minutes,
 * and the renewal reminders of contracts nearing their end, hourly.
 */
export function startJobWorker(): JobWorkerPool | null {
  const env = getEnv();
  if (env.JOB_WORKER_ENABLED === "0" || jobRunnerKind(env) === "inngest") return null;
  if (!globalForWorker.__pitchsideJobWorker) {
    const pool = createJobWorkerPool({
      maintenance: [
        {
          name: "orphan-files",
          firstAfterMs: 5 * 60_000,
          everyMs: HOUR_MS,
          run: () => sweepOrphanMockupFiles(),
        },
        {
          name: "fulfilment-overdue",
          firstAfterMs: 60_000,
          everyMs: 15 * 60_000,
          run: () => notifyOverdueDeliverables(),
        },
        {
          name: "contract-renewals",
          firstAfterMs: 2 * 60_000,
          everyMs: HOUR_MS,
          run: () => notifyRenewalsDue(),
        },
      ],
    });
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
