import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { defineJob, jobDefinitionsOf, type AnyJobDefinition } from "@/lib/server/jobs/definition";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { getJobDefinitionOrThrow } from "@/lib/server/jobs/registry";
import {
  claimQueuedJobs,
  completeJob,
  markStalledJobs,
  recordJobProgress,
  requeueStalledJobs,
} from "@/lib/server/jobs/transitions";
import { createJobWorkerPool, type JobWorkerPool } from "@/lib/server/jobs/worker/pool";
import { resetDatabase } from "../support/db";

// Crashes, stalls and several workers sharing one queue (domain level, real database).

const runs = new Map<string, number>();
let release: () => void = () => {};
let hold: Promise<void> = Promise.resolve();

const definitions: AnyJobDefinition[] = [
  defineJob({
    type: "test-count",
    payload: z.object({ n: z.number().int() }),
    async handler({ n }, ctx) {
      runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
      await ctx.progress(30);
      await ctx.step("work", () => new Promise((resolve) => setTimeout(resolve, 2 + (n % 5))));
      await ctx.progress(90);
      return { n };
    },
  }),
  defineJob({
    type: "test-held",
    payload: z.object({}),
    async handler(_payload, ctx) {
      runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
      await hold;
      await ctx.progress(50);
      return { finished: true };
    },
  }),
  defineJob({
    type: "test-once",
    payload: z.object({}),
    maxAttempts: 1,
    handler: async () => ({ ok: true }),
  }),
];
const TYPES = definitions.map((definition) => definition.type);
const testJobs = jobDefinitionsOf(definitions);

let pools: JobWorkerPool[] = [];
function startPool(options: Parameters<typeof createJobWorkerPool>[0] = {}): JobWorkerPool {
  const pool = createJobWorkerPool({
    concurrency: 4,
    pollIntervalMs: 25,
    heartbeatIntervalMs: 50,
    stallAfterMs: 60_000,
    sweepIntervalMs: 60_000,
    retryDelayMs: () => 50,
    definitions: testJobs,
    ...options,
  });
  pools.push(pool);
  pool.start();
  return pool;
}

beforeEach(async () => {
  await resetDatabase();
  runs.clear();
  hold = new Promise((resolve) => (release = resolve));
});
afterEach(async () => {
  release();
  await Promise.all(pools.map((pool) => pool.stop({ graceMs: 2000 })));
  pools = [];
});

async function readJob(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is missing`);
  return row;
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const enqueue = async (type: string, data: unknown = {}) =>
  enqueueJob({ definition: getJobDefinitionOrThrow(type, testJobs), data, createdBy: null });
const backdateHeartbeat = (id: string) =>
  getDb()
    .update(jobs)
    .set({ heartbeatAt: sql`now() - interval '1 hour'` })
    .where(eq(jobs.id, id));

describe("a worker that dies mid-job", () => {
  it("is noticed by the sweeper: the job goes stalled, back to the queue, and completes", async () => {
    const job = await enqueue("test-held");
    // The "killed" worker: it claimed the job, then never heartbeat again.
    const [claimed] = await claimQueuedJobs({ limit: 1, types: TYPES });
    expect(claimed).toMatchObject({ id: job.id, status: "processing", attempts: 1 });
    await backdateHeartbeat(job.id);

    expect(await markStalledJobs({ types: TYPES, stallAfterMs: 30_000 })).toEqual([job.id]);
    expect(await readJob(job.id)).toMatchObject({
      status: "stalled",
      error: "Job stalled: no heartbeat for more than 30 s",
    });
    expect(await requeueStalledJobs({ types: TYPES })).toEqual({ requeued: [job.id], failed: [] });

    startPool();
    await waitUntil(async () => (await readJob(job.id)).attempts === 2, "the second claim");
    // The dead worker comes back while a healthy one holds the job: its writes are fenced off.
    expect(await recordJobProgress(job.id, 80, claimed!.attempts)).toBe(false);
    expect(await completeJob(job.id, { stale: true }, claimed!.attempts)).toBe(false);
    expect(await readJob(job.id)).toMatchObject({ status: "processing", progress: 0 });

    release();
    await waitUntil(async () => (await readJob(job.id)).status === "completed", "recovery");
    expect(await readJob(job.id)).toMatchObject({
      attempts: 2,
      error: null,
      result: { finished: true },
    });
    expect(runs.get(job.id)).toBe(1);
  });

  it("is recovered by a running pool's own sweeper", async () => {
    const job = await enqueue("test-count", { n: 2 });
    await claimQueuedJobs({ limit: 1, types: TYPES }); // claimed, then the claimer "crashes"
    startPool({ stallAfterMs: 300, sweepIntervalMs: 100 });
    await waitUntil(async () => (await readJob(job.id)).status === "completed", "recovery");
    expect(await readJob(job.id)).toMatchObject({ attempts: 2, progress: 100 });
  });

  it("keeps a live job's heartbeat fresh, so a slow job is not declared stalled", async () => {
    const job = await enqueue("test-held");
    startPool({ stallAfterMs: 600, sweepIntervalMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await readJob(job.id)).toMatchObject({ status: "processing", attempts: 1 });
    release();
    await waitUntil(async () => (await readJob(job.id)).status === "completed", "completion");
    expect(runs.get(job.id)).toBe(1);
  });

  it("fails a job that stalled on its last attempt", async () => {
    const job = await enqueue("test-once");
    await claimQueuedJobs({ limit: 1, types: TYPES });
    await backdateHeartbeat(job.id);
    await markStalledJobs({ types: TYPES, stallAfterMs: 30_000 });
    expect(await requeueStalledJobs({ types: TYPES })).toEqual({ requeued: [], failed: [job.id] });
    const row = await readJob(job.id);
    expect(row).toMatchObject({ status: "failed", error: "Job stalled too many times" });
    expect(row.completedAt).toBeInstanceOf(Date);
  });

  it("hands unfinished jobs back to the queue when a pool stops, and fences the old run", async () => {
    const job = await enqueue("test-held");
    const pool = startPool();
    await waitUntil(async () => (await readJob(job.id)).status === "processing", "claim");
    await pool.stop({ graceMs: 50 });
    expect(await readJob(job.id)).toMatchObject({ status: "queued", attempts: 1 });
    release(); // the abandoned handler goes on, but can no longer write the row
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readJob(job.id)).toMatchObject({ status: "queued", progress: 0 });
  });
});

describe("several workers on one queue", () => {
  it("two pools run 50 jobs, each exactly once", async () => {
    const queued = await Promise.all(
      Array.from({ length: 50 }, (_, n) => enqueue("test-count", { n })),
    );
    const ranBy = { a: 0, b: 0 };
    startPool({ onSettled: () => (ranBy.a += 1) });
    startPool({ onSettled: () => (ranBy.b += 1) });
    const ids = queued.map((job) => job.id);
    const done = async () =>
      (
        await getDb()
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(inArray(jobs.id, ids), eq(jobs.status, "completed")))
      ).length === ids.length;
    await waitUntil(done, "50 completed jobs");
    // A row reads completed as soon as its transaction commits; the run settles a moment later.
    // Stopping the pools waits for the runs still settling.
    for (const pool of pools) expect((await pool.stop({ graceMs: 5000 })).handedBack).toEqual([]);

    expect(runs.size).toBe(50);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(ranBy.a + ranBy.b).toBe(50);
    expect(ranBy.a).toBeGreaterThan(0);
    expect(ranBy.b).toBeGreaterThan(0);
    const rows = await getDb().select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.attempts === 1 && row.progress === 100)).toBe(true);
  });

  it("concurrent claims never hand out the same row", async () => {
    await Promise.all(Array.from({ length: 30 }, (_, n) => enqueue("test-count", { n })));
    const batches = await Promise.all(
      Array.from({ length: 10 }, () => claimQueuedJobs({ limit: 5, types: TYPES })),
    );
    const ids = batches.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
  });
});
