import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getEnv, resetEnvCache } from "@/lib/env";
import { closeDb, databaseKind, getDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { jobs } from "@/lib/server/db/schema";
import { defineJob, jobDefinitionsOf } from "@/lib/server/jobs/definition";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { createJobWorkerPool } from "@/lib/server/jobs/worker/pool";

/**
 * Job runner benchmark: enqueue JOBS offline jobs at once (a few ms of CPU work and two progress
 * writes each) and let the in-process pool run them all on the configured database. Reports
 * throughput, jobs lost or run twice (both must be 0) and the wait from enqueue to start.
 * Run on its own: `npx tsx --conditions=react-server scripts/bench/jobs.ts` (PGlite under
 * .tmp/bench-jobs unless DATABASE_URL is set). BENCH_JOB_CONCURRENCY overrides the pool size.
 */

const JOBS = 500;
const TYPE = "bench-cpu";
const CPU_MS = Number(process.env.BENCH_JOB_CPU_MS ?? 3);
const TIMEOUT_MS = 300_000;

const runs = new Map<string, number>();

/** Busy work standing in for a handler's own computation (parsing, scoring, composing). */
function burnCpu(ms: number): number {
  const until = performance.now() + ms;
  let x = 0;
  while (performance.now() < until) x = (x * 31 + 7) % 1_000_003;
  return x;
}

const benchDefinition = defineJob({
  type: TYPE,
  payload: z.object({ n: z.number().int() }),
  async handler({ n }, ctx) {
    runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
    await ctx.progress(25);
    const value = await ctx.step("compute", async () => burnCpu(CPU_MS));
    await ctx.progress(75);
    return { n, value };
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Wait until every bench job has ended (one cheap aggregate per poll, not a row scan). */
async function waitForFinished(): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const [row] = await getDb()
      .select({ finished: count() })
      .from(jobs)
      .where(and(eq(jobs.type, TYPE), inArray(jobs.status, ["completed", "failed"])));
    if ((row?.finished ?? 0) >= JOBS || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function benchJobs(): Promise<Record<string, unknown>> {
  await ensureDatabase();
  await getDb()
    .delete(jobs)
    .where(inArray(jobs.type, [TYPE]));
  runs.clear();

  const env = getEnv();
  const concurrency = Number(process.env.BENCH_JOB_CONCURRENCY) || env.JOB_WORKER_CONCURRENCY;
  const pool = createJobWorkerPool({
    concurrency,
    definitions: jobDefinitionsOf([benchDefinition]),
  });
  pool.start();

  const started = performance.now();
  const enqueued = await Promise.all(
    Array.from({ length: JOBS }, (_, n) =>
      enqueueJob({ definition: benchDefinition, data: { n }, createdBy: null }),
    ),
  );
  const enqueueSeconds = (performance.now() - started) / 1000;
  const ids = enqueued.map((job) => job.id);
  await waitForFinished();
  const totalSeconds = (performance.now() - started) / 1000;
  await pool.stop();

  const rows = await getDb().select().from(jobs).where(inArray(jobs.id, ids));
  const completed = rows.filter((row) => row.status === "completed").length;
  const waits = rows
    .filter((row) => row.startedAt)
    .map((row) => row.startedAt!.getTime() - row.createdAt.getTime())
    .sort((a, b) => a - b);
  return {
    database: databaseKind(),
    cpus: os.cpus().length,
    node: process.version,
    jobs: JOBS,
    concurrency,
    handler: `${CPU_MS} ms CPU in a step, two progress writes`,
    completed,
    failed: rows.filter((row) => row.status === "failed").length,
    lost: JOBS - completed,
    runTwice: [...runs.values()].filter((times) => times > 1).length,
    retried: rows.filter((row) => row.attempts > 1).length,
    enqueueSeconds: Math.round(enqueueSeconds * 1000) / 1000,
    totalSeconds: Math.round(totalSeconds * 1000) / 1000,
    jobsPerSecond: Math.round(completed / totalSeconds),
    enqueueToStartMs: {
      p50: percentile(waits, 0.5),
      p99: percentile(waits, 0.99),
      max: waits.at(-1) ?? NaN,
    },
  };
}

const entry = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (entry.endsWith(path.join("scripts", "bench", "jobs.ts"))) {
  if (!process.env.DATABASE_URL) {
    // A fresh embedded database per run, so numbers do not depend on leftovers.
    const dataDir = path.resolve(".tmp/bench-jobs");
    rmSync(dataDir, { recursive: true, force: true });
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
  }
  process.env.LOG_LEVEL ??= "warn";
  benchJobs()
    .then((result) => console.log(JSON.stringify(result)))
    .then(() => closeDb())
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
