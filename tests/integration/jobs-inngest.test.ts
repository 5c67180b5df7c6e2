import { InngestTestEngine, mockCtx } from "@inngest/test";
import { eq } from "drizzle-orm";
import { StepError } from "inngest";
import { z } from "zod";
import { JOB_REQUESTED_EVENT } from "@/lib/server/jobs/inngest-client";
import {
  createInngestFunctions,
  createJobFunction,
  createJobFunctions,
  createMaintenanceFunction,
} from "@/inngest/functions";
import { runJobWithInngest } from "@/inngest/run-job";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { defineJob, jobDefinitionsOf, type AnyJobDefinition } from "@/lib/server/jobs/definition";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { resetDatabase } from "../support/db";

// The Inngest runner, executed by @inngest/test's engine (no Inngest server) against the real
// database. The engine models no retries: a failing step ends the execution, as it would end one
// attempt. So "after Inngest's retries" is modelled the way Inngest presents it to the function:
// by the step's memoised failure (a StepError in the next execution), or by the last attempt.

const ran: string[] = [];
const shout = defineJob({
  type: "test-inngest-shout",
  payload: z.object({ text: z.string() }),
  async handler({ text }, ctx) {
    const upper = await ctx.step("shout", async () => {
      ran.push("shout");
      return text.toUpperCase();
    });
    await ctx.progress(60);
    const length = await ctx.step("measure", async () => {
      ran.push("measure");
      return upper.length;
    });
    return { upper, length, attempt: ctx.attempt };
  },
});
const flaky = defineJob({
  type: "test-inngest-flaky",
  payload: z.object({ permanent: z.boolean().default(false) }),
  maxAttempts: 3,
  async handler({ permanent }, ctx) {
    return ctx.step("call-api", async () => {
      ran.push("call-api");
      if (permanent) throw new PermanentJobError("Sponsor 7 does not exist");
      throw new Error("AI provider unavailable");
    });
  },
});
const definitions: AnyJobDefinition[] = [shout, flaky];
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

beforeEach(async () => {
  await resetDatabase();
  ran.length = 0;
});

async function readJob(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is missing`);
  return row;
}

/** A fresh engine per run (engines memoise step results), triggered the way enqueue triggers it. */
async function engineFor(definition: AnyJobDefinition, data: unknown = {}, attempt = 0) {
  const job = await enqueueJob({ definition, data, createdBy: null });
  const engine = new InngestTestEngine({
    function: createJobFunction(definition),
    events: [{ name: JOB_REQUESTED_EVENT, data: { jobId: job.id, type: definition.type } }],
    // The engine always reports attempt 0; a later attempt is simulated by overriding it.
    transformCtx: (ctx) => ({ ...mockCtx(ctx), attempt }),
  });
  return { job, engine };
}

describe("the Inngest job function", () => {
  it("runs the handler with steps and writes the row to completed with the result", async () => {
    const { job, engine } = await engineFor(shout, { text: "hello" });
    const { result, ctx } = await engine.execute();
    expect(result).toEqual({ jobId: job.id, status: "completed" });
    expect(ctx.step.run).toHaveBeenCalledWith("shout", expect.any(Function));
    expect(ctx.step.run).toHaveBeenCalledWith("measure", expect.any(Function));
    const row = await readJob(job.id);
    expect(row).toMatchObject({ status: "completed", progress: 100, attempts: 1, error: null });
    expect(row.result).toEqual({ upper: "HELLO", length: 5, attempt: 1 });
    expect(row.processingTime).toEqual(expect.any(Number));
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(ran).toEqual(["shout", "measure"]);
  });

  it("stops between steps when the row was cancelled meanwhile", async () => {
    const { job, engine } = await engineFor(shout, { text: "hello" });
    const cancelDuringFirstStep = async () => {
      await getDb().update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, job.id));
      return "HELLO";
    };
    const { result } = await engine.execute({
      steps: [{ id: "shout", handler: cancelDuringFirstStep }],
    });
    expect(result).toEqual({ jobId: job.id, status: "cancelled" });
    expect(ran).not.toContain("measure");
    expect(await readJob(job.id)).toMatchObject({ status: "cancelled", result: null });
  });

  it("does not run a job that is no longer queued or processing", async () => {
    const { job, engine } = await engineFor(shout, { text: "hello" });
    await getDb().update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, job.id));
    const { result } = await engine.execute();
    expect(result).toEqual({ jobId: job.id, status: "skipped", reason: "job is cancelled" });
    expect(ran).toEqual([]);
  });
});

describe("failures under Inngest", () => {
  it("keeps a failed attempt's message on the processing row while Inngest retries", async () => {
    const { job, engine } = await engineFor(flaky);
    const { error } = await engine.execute();
    expect(error).toMatchObject({ message: "AI provider unavailable" });
    expect(await readJob(job.id)).toMatchObject({
      status: "processing",
      attempts: 1,
      error: "AI provider unavailable",
    });
  });

  it("fails the row on the last attempt, with Inngest's attempt count", async () => {
    const { job, engine } = await engineFor(flaky, {}, 2);
    const { error } = await engine.execute();
    expect(error).toMatchObject({ name: "NonRetriableError", message: "AI provider unavailable" });
    expect(await readJob(job.id)).toMatchObject({
      status: "failed",
      attempts: 3,
      error: "AI provider unavailable",
    });
  });

  it("fails the row when Inngest reports the step failed for good (StepError)", async () => {
    // @inngest/test 1.0 cannot replay a memoised step failure, so the function body gets the
    // step tools Inngest would give it in that execution: the step rejects with a StepError.
    const job = await enqueueJob({ definition: flaky, data: {}, createdBy: null });
    const failedStep = new StepError("call-api", {
      name: "Error",
      message: "AI provider unavailable",
    });
    const run = runJobWithInngest({
      jobId: job.id,
      definition: flaky,
      attempt: 0,
      step: { run: () => Promise.reject(failedStep) },
    });
    await expect(run).rejects.toMatchObject({
      name: "NonRetriableError",
      message: "AI provider unavailable",
    });
    expect(await readJob(job.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "AI provider unavailable",
    });
  });

  it("fails a PermanentJobError at once, without retries", async () => {
    const { job, engine } = await engineFor(flaky, { permanent: true });
    const { error } = await engine.execute();
    expect(error).toMatchObject({ name: "NonRetriableError", message: "Sponsor 7 does not exist" });
    expect(await readJob(job.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "Sponsor 7 does not exist",
    });
  });
});

describe("the function list", () => {
  it("has one function per registered type, with the type's retries and trigger filter", () => {
    const functions = createJobFunctions(testJobs);
    const flakyFn = functions.find((fn) => fn.id() === "job-test-inngest-flaky");
    expect(functions.map((fn) => fn.id())).toEqual(
      expect.arrayContaining(["job-test-inngest-shout", "job-test-inngest-flaky"]),
    );
    expect(flakyFn?.opts).toMatchObject({
      retries: 2,
      triggers: [{ event: JOB_REQUESTED_EVENT, if: "event.data.type == 'test-inngest-flaky'" }],
    });
  });
});

describe("maintenance under Inngest", () => {
  it("serves every housekeeping task as a cron function beside the job functions", () => {
    const functions = createInngestFunctions();
    const overdue = functions.find((fn) => fn.id() === "maintenance-fulfilment-overdue");
    expect(overdue?.opts).toMatchObject({ retries: 0, triggers: [{ cron: "*/15 * * * *" }] });
    expect(functions.map((fn) => fn.id())).toEqual(
      expect.arrayContaining(["maintenance-orphan-files", "job-research"]),
    );
  });

  it("runs the task when the schedule fires", async () => {
    let runs = 0;
    const engine = new InngestTestEngine({
      function: createMaintenanceFunction({
        name: "test-sweep",
        firstAfterMs: 0,
        everyMs: 60_000,
        cron: "* * * * *",
        run: async () => {
          runs++;
        },
      }),
      events: [{ name: "inngest/scheduled.timer", data: {} }],
    });
    const { error } = await engine.execute();
    expect(error).toBeUndefined();
    expect(runs).toBe(1);
  });
});
