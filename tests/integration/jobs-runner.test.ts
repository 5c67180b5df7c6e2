import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/errors";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { defineJob, jobDefinitionsOf, type AnyJobDefinition } from "@/lib/server/jobs/definition";
import { cancelJob, enqueueJob, MAX_ACTIVE_JOBS_PER_USER } from "@/lib/server/jobs/queue";
import { getJobDefinitionOrThrow } from "@/lib/server/jobs/registry";
import { claimQueuedJobs } from "@/lib/server/jobs/transitions";
import type { JobOutcome } from "@/lib/server/jobs/worker/execute";
import { createJobWorkerPool, type JobWorkerPool } from "@/lib/server/jobs/worker/pool";
import { createTestUser, resetDatabase } from "../support/db";

// Domain-level tests of the in-process runner against the real database. The server under test
// shares that database, but its worker only claims the (built-in) types it knows, never these.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
let gate = deferred();
const flakyStarts: number[] = [];
const calls: Record<string, number> = {};
const count = (key: string) => (calls[key] = (calls[key] ?? 0) + 1);
let observedAfterLowering: number | undefined;
let lastSignal: AbortSignal | undefined;
let secondStepRan = false;

const text = z.object({ text: z.string({ error: "text is required" }).min(1) });
const definitions: AnyJobDefinition[] = [
  defineJob({
    type: "test-echo",
    payload: text,
    describe: async ({ text }) => ({ label: `Echo ${text}` }),
    async handler({ text }, ctx) {
      await ctx.step("greet", async () => count("echo"));
      await ctx.progress(40);
      await gate.promise;
      await ctx.progress(20);
      const [row] = await getDb().select().from(jobs).where(eq(jobs.id, ctx.jobId));
      observedAfterLowering = row?.progress;
      return { echoed: text, attempt: ctx.attempt };
    },
  }),
  defineJob({
    type: "test-flaky",
    payload: z.object({ succeedOnAttempt: z.number().optional() }),
    maxAttempts: 3,
    async handler({ succeedOnAttempt }, ctx) {
      flakyStarts.push(Date.now());
      if (ctx.attempt === succeedOnAttempt) return { attempt: ctx.attempt };
      throw new Error("upstream timed out");
    },
  }),
  defineJob({
    type: "test-permanent",
    payload: z.object({}),
    async handler() {
      count("permanent");
      throw new PermanentJobError("Sponsor 99 does not exist");
    },
  }),
  defineJob({
    type: "test-blocking",
    payload: z.object({}),
    async handler(_payload, ctx) {
      count("blocking");
      lastSignal = ctx.signal;
      await ctx.step("first", () => gate.promise);
      await ctx.step("second", async () => (secondStepRan = true));
      return { done: true };
    },
  }),
];
const TYPES = definitions.map((definition) => definition.type);
const testJobs = jobDefinitionsOf(definitions);

// Failed attempts are logged as warnings on purpose; here they are expected, so keep output quiet.
const savedLogLevel = process.env.LOG_LEVEL;
beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
  resetEnvCache();
});
afterAll(() => {
  process.env.LOG_LEVEL = savedLogLevel;
  resetEnvCache();
});

const outcomes: Record<string, JobOutcome[]> = {};
let pools: JobWorkerPool[] = [];
function startPool(options: Parameters<typeof createJobWorkerPool>[0] = {}): JobWorkerPool {
  const pool = createJobWorkerPool({
    concurrency: 4,
    pollIntervalMs: 25,
    heartbeatIntervalMs: 50,
    stallAfterMs: 60_000,
    sweepIntervalMs: 60_000,
    retryDelayMs: (attempt) => 250 * 2 ** (attempt - 1),
    definitions: testJobs,
    onSettled: (id, outcome) => (outcomes[id] ??= []).push(outcome),
    ...options,
  });
  pools.push(pool);
  pool.start();
  return pool;
}

async function readJob(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is missing`);
  return row;
}

async function waitForJob(id: string, done: (row: Awaited<ReturnType<typeof readJob>>) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await readJob(id);
    if (done(row)) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} stuck: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/**
 * The outcomes the pool reported for a job, once there are `count` of them: a run is reported
 * after its final write and what follows it (the owner's notification), so a moment after the
 * row shows its status.
 */
async function waitForOutcomes(id: string, count: number): Promise<JobOutcome[] | undefined> {
  const deadline = Date.now() + 10_000;
  while ((outcomes[id]?.length ?? 0) < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  return outcomes[id];
}

let userId: number;
beforeEach(async () => {
  await resetDatabase();
  userId = (await createTestUser()).id;
  gate = deferred();
  flakyStarts.length = 0;
  for (const key of Object.keys(calls)) delete calls[key];
  for (const key of Object.keys(outcomes)) delete outcomes[key];
  observedAfterLowering = undefined;
  lastSignal = undefined;
  secondStepRan = false;
});

afterEach(async () => {
  gate.resolve();
  await Promise.all(pools.map((pool) => pool.stop({ graceMs: 2000 })));
  pools = [];
});

const enqueue = async (type: string, data: unknown = {}, priority = 0) =>
  enqueueJob({
    definition: getJobDefinitionOrThrow(type, testJobs),
    data,
    priority,
    createdBy: userId,
  });

describe("a job's life in the in-process runner", () => {
  it("claims, records progress (never lowered) and completes with result and processing time", async () => {
    const job = await enqueue("test-echo", { text: "hi" });
    expect(job).toMatchObject({ status: "queued", progress: 0, attempts: 0, createdBy: userId });
    expect(job.data).toEqual({ label: "Echo hi", text: "hi" });

    startPool();
    const running = await waitForJob(job.id, (row) => row.progress === 40);
    expect(running).toMatchObject({ status: "processing", attempts: 1 });
    expect(running.startedAt).toBeInstanceOf(Date);
    expect(running.heartbeatAt).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 60));
    gate.resolve();

    const done = await waitForJob(job.id, (row) => row.status === "completed");
    expect(observedAfterLowering).toBe(40);
    expect(done).toMatchObject({ progress: 100, error: null, attempts: 1, heartbeatAt: null });
    expect(done.result).toEqual({ echoed: "hi", attempt: 1 });
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(done.processingTime).toBeGreaterThanOrEqual(50);
    expect(calls.echo).toBe(1);
    expect(await waitForOutcomes(job.id, 1)).toEqual(["completed"]);
  });

  it("retries a failing job with growing backoff, then fails it with the handler's message", async () => {
    const job = await enqueue("test-flaky");
    startPool();
    const retrying = await waitForJob(
      job.id,
      (row) => row.attempts === 1 && row.status === "queued",
    );
    expect(retrying.error).toBe("upstream timed out");
    expect(retrying.runAfter.getTime()).toBeGreaterThanOrEqual(retrying.startedAt!.getTime() + 250);

    const failed = await waitForJob(job.id, (row) => row.status === "failed");
    expect(failed).toMatchObject({ attempts: 3, maxAttempts: 3, error: "upstream timed out" });
    expect(failed.completedAt).toBeInstanceOf(Date);
    expect(flakyStarts).toHaveLength(3);
    const [first, second, third] = flakyStarts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(245);
    expect(third - second).toBeGreaterThanOrEqual(495);
    expect(await waitForOutcomes(job.id, 3)).toEqual(["retrying", "retrying", "failed"]);
  });

  it("completes a job that succeeds on a retry, clearing the earlier error", async () => {
    const job = await enqueue("test-flaky", { succeedOnAttempt: 2 });
    startPool();
    const done = await waitForJob(job.id, (row) => row.status === "completed");
    expect(done).toMatchObject({ attempts: 2, error: null, result: { attempt: 2 } });
  });

  it("fails a PermanentJobError at once, and a stored payload its schema refuses", async () => {
    const job = await enqueue("test-permanent");
    const [broken] = await getDb()
      .insert(jobs)
      .values({ id: "broken-payload", type: "test-echo", data: { text: 42 }, createdBy: userId })
      .returning();
    startPool();
    const failed = await waitForJob(job.id, (row) => row.status === "failed");
    expect(failed).toMatchObject({ attempts: 1, error: "Sponsor 99 does not exist" });
    expect(calls.permanent).toBe(1);
    const refused = await waitForJob(broken!.id, (row) => row.status === "failed");
    expect(refused).toMatchObject({
      attempts: 1,
      error: "Invalid job data: text is required (text)",
    });
  });
});

describe("cancelling", () => {
  it("never runs a job cancelled while queued", async () => {
    const job = await enqueue("test-blocking");
    const cancelled = await cancelJob(job.id, { id: userId, username: "owner", role: "user" });
    expect(cancelled).toMatchObject({ status: "cancelled" });
    expect(cancelled.completedAt).not.toBeNull();
    startPool();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.blocking).toBeUndefined();
    expect((await readJob(job.id)).status).toBe("cancelled");
  });

  it("stops a processing job at its next step and leaves it cancelled", async () => {
    const job = await enqueue("test-blocking");
    startPool();
    await waitForJob(job.id, (row) => row.status === "processing");
    await cancelJob(job.id, { id: userId, username: "owner", role: "user" });
    // The heartbeat (every 50 ms) notices and aborts the handler's signal.
    await waitForJob(job.id, () => lastSignal?.aborted === true);
    gate.resolve();
    // Once the run has ended, its second step has not run.
    expect(await waitForOutcomes(job.id, 1)).toEqual(["cancelled"]);
    expect(secondStepRan).toBe(false);
    expect(await readJob(job.id)).toMatchObject({ status: "cancelled", result: null });
  });

  it("refuses to cancel a finished job (409) and hides other users' jobs (404)", async () => {
    const job = await enqueue("test-permanent");
    startPool();
    await waitForJob(job.id, (row) => row.status === "failed");
    await expect(
      cancelJob(job.id, { id: userId, username: "owner", role: "user" }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("This job is failed"),
    });
    const other = await enqueue("test-blocking", {}, -1);
    await expect(
      cancelJob(other.id, { id: userId + 1000, username: "other", role: "user" }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("the queue", () => {
  it("hands out the highest priority first, then the oldest, and nothing before run_after", async () => {
    const low = await enqueue("test-echo", { text: "low" }, 0);
    const high = await enqueue("test-echo", { text: "high" }, 10);
    const mid = await enqueue("test-echo", { text: "mid" }, 5);
    const high2 = await enqueue("test-echo", { text: "high2" }, 10);
    const later = await enqueue("test-echo", { text: "later" }, 100);
    await getDb()
      .update(jobs)
      .set({ runAfter: sql`now() + interval '1 hour'` })
      .where(eq(jobs.id, later.id));
    const order: string[] = [];
    for (;;) {
      const [row] = await claimQueuedJobs({ limit: 1, types: TYPES });
      if (!row) break;
      order.push(row.id);
    }
    expect(order).toEqual([high.id, high2.id, mid.id, low.id]);
  });

  it("refuses unknown types and invalid payloads with the schema's message", async () => {
    await expect(enqueue("nope")).rejects.toMatchObject({
      status: 400,
      message: "Unsupported job type: nope",
    });
    await expect(enqueue("test-echo", {})).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      message: "text is required",
      details: [{ path: "data.text", message: "text is required" }],
    });
  });

  it(`limits a user to ${MAX_ACTIVE_JOBS_PER_USER} queued or running jobs (429 with Retry-After)`, async () => {
    const queued = await Promise.all(
      Array.from({ length: MAX_ACTIVE_JOBS_PER_USER + 5 }, () =>
        enqueue("test-blocking").catch((error: unknown) => error),
      ),
    );
    const refused = queued.filter((result) => result instanceof AppError);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({ status: 429, headers: { "Retry-After": "30" } });
    // Finished jobs do not count; system jobs (no user) are not limited.
    const first = queued.find((result) => !(result instanceof AppError)) as { id: string };
    await cancelJob(first.id, { id: userId, username: "owner", role: "user" });
    await expect(enqueue("test-blocking")).resolves.toMatchObject({ status: "queued" });
    await expect(
      enqueueJob({ definition: testJobs["test-blocking"]!, data: {}, createdBy: null }),
    ).resolves.toMatchObject({ createdBy: null });
  });
});
