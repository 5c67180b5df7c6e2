import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { resetEnvCache } from "@/lib/env";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import { getDb, queryRows } from "@/lib/server/db/client";
import {
  activationImages,
  activations,
  eventBrands,
  jobs,
  mockups,
  sponsorBrands,
  sponsorEngagements,
  specificEvents,
} from "@/lib/server/db/schema";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { defineJob, jobDefinitionsOf, type AnyJobDefinition } from "@/lib/server/jobs/definition";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { completeJob, recordJobProgress } from "@/lib/server/jobs/transitions";
import { createJobWorkerPool, type JobWorkerPool } from "@/lib/server/jobs/worker/pool";
import { imageVariationsJob, mockupJob } from "@/lib/server/mockups/job";
import { sweepOrphanMockupFiles } from "@/lib/server/mockups/orphans";
import { SEED_EVENT_BRANDS } from "@/lib/server/seed/event-brands";
import { keyFromPublicUrl, publicUrlForKey } from "@/lib/server/storage/keys";
import { getStorage, storeFile } from "@/lib/server/storage/store";
import { startDatabaseRelay } from "../support/database-relay";
import { createTestUser, resetDatabase } from "../support/db";
import {
  GOOD_DEEP_RESEARCH,
  imageReply,
  jsonReply,
  startFakeOpenAI,
  type FakeOpenAI,
} from "../support/fake-openai";
import { http, signIn } from "../support/http";
import { pngBytes } from "../support/images";
import { useTestS3 } from "../support/s3";
import { startSecondServer, type SecondServer } from "../support/second-server";

/**
 * Jobs through restarts: a stopping worker hands running jobs back at once (the try not used up),
 * a job's results and its completion are written together, a final write survives a database
 * blink, failed attempts leave no files, and the health answer says what is unavailable.
 */

const saved = { ...process.env };
let dataDir: string;

beforeAll(() => {
  // Files of this file's own: the server under test keeps its uploads elsewhere.
  dataDir = mkdtempSync(path.join(os.tmpdir(), "pitchside-jobs-restart-"));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env = saved;
  resetEnvCache();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJob(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is missing`);
  return row;
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const waitForStatus = (id: string, status: string, timeoutMs?: number) =>
  waitUntil(async () => (await readJob(id)).status === status, `job ${status}`, timeoutMs);

let pools: JobWorkerPool[] = [];
function startPool(definitions: AnyJobDefinition[], options = {}): JobWorkerPool {
  const pool = createJobWorkerPool({
    concurrency: 2,
    pollIntervalMs: 25,
    heartbeatIntervalMs: 50,
    // Long: recovery in these tests must never come from the stall sweeper.
    stallAfterMs: 60_000,
    sweepIntervalMs: 60_000,
    retryDelayMs: () => 50,
    definitions: jobDefinitionsOf(definitions),
    ...options,
  });
  pools.push(pool);
  pool.start();
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.stop({ graceMs: 2000 })));
  pools = [];
});

const enqueue = (definition: AnyJobDefinition, data: unknown = {}) =>
  enqueueJob({ definition, data, createdBy: null });

describe("a worker that stops (SIGTERM, SIGINT)", () => {
  let release: () => void = () => {};
  let hold: Promise<void> = Promise.resolve();
  const held = defineJob({
    type: "test-held",
    payload: z.object({}),
    async handler(_payload, ctx) {
      await hold;
      await ctx.progress(50);
      return { finished: true };
    },
  });
  const quick = defineJob({
    type: "test-quick",
    payload: z.object({ ms: z.number() }),
    async handler({ ms }) {
      await sleep(ms);
      return { slept: ms };
    },
  });

  beforeEach(async () => {
    await resetDatabase();
    hold = new Promise((resolve) => (release = resolve));
  });
  afterEach(() => release());

  it("stops claiming at once, lets a job finish within the grace period", async () => {
    const job = await enqueue(quick, { ms: 300 });
    const pool = startPool([quick]);
    await waitForStatus(job.id, "processing");
    const stopping = pool.stop({ graceMs: 5000 });
    const late = await enqueue(quick, { ms: 1 });
    const result = await stopping;
    expect(result).toEqual({ finished: [job.id], handedBack: [] });
    expect(await readJob(job.id)).toMatchObject({ status: "completed", attempts: 1 });
    await sleep(150);
    expect(await readJob(late.id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("hands a job still running at the end of the grace period back at once, its try not used up", async () => {
    const job = await enqueue(held);
    const pool = startPool([held]);
    await waitForStatus(job.id, "processing");
    const claimed = await readJob(job.id);
    expect(claimed).toMatchObject({ attempts: 1, maxAttempts: 3 });

    const started = Date.now();
    expect(await pool.stop({ graceMs: 200 })).toEqual({ finished: [], handedBack: [job.id] });
    expect(Date.now() - started).toBeLessThan(1500);
    const back = await readJob(job.id);
    // Queued to run now; the claim counter (the fence) keeps its value and the limit grows by one,
    // so the job keeps all three tries.
    expect(back).toMatchObject({ status: "queued", attempts: 1, maxAttempts: 4 });
    expect(back.runAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // The old run cannot write the row any more, even once another worker holds it.
    startPool([held]);
    await waitUntil(async () => (await readJob(job.id)).attempts === 2, "the next claim");
    expect(await recordJobProgress(job.id, 90, claimed.attempts)).toBe(false);
    expect(await completeJob(job.id, { stale: true }, claimed.attempts)).toBe(false);
    release();
    await waitForStatus(job.id, "completed");
    expect(await readJob(job.id)).toMatchObject({
      attempts: 2,
      maxAttempts: 4,
      result: { finished: true },
      error: null,
    });
  });
});

describe("a job's results and its completion are written together", () => {
  let ids: { sponsor: number; brand: number; activation: number };
  /** Fail the job's completing transaction after the results were written, this many times. */
  let faults = 0;

  /** The real job, with a fault injected after its result writes inside the finishing transaction. */
  function failingAfterWrite(definition: AnyJobDefinition, type: string): AnyJobDefinition {
    return defineJob({
      ...definition,
      type,
      handler(payload, ctx) {
        const faulty: JobContext = {
          ...ctx,
          finish: (write) =>
            ctx.finish(async (tx) => {
              const written = await write(tx);
              if (faults > 0) {
                faults -= 1;
                throw new Error("Connection terminated unexpectedly");
              }
              return written;
            }),
        };
        return definition.handler(payload, faulty);
      },
    });
  }

  const mockupOf = (activationId: number) => ({
    activationId,
    quality: "standard",
    logoSize: "medium",
  });
  const listFiles = async (folder: string) =>
    (await getStorage().list(folder)).map((file) => publicUrlForKey(file.key)).sort();

  beforeEach(async () => {
    await resetDatabase();
    rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
    faults = 0;
    const liv = SEED_EVENT_BRANDS[0]!;
    const rolex = catalogueSponsors().find((item) => item.slug === "rolex")!;
    const db = getDb();
    const [brand] = await db
      .insert(eventBrands)
      .values({ name: liv.name, description: liv.description, profile: liv.profile })
      .returning({ id: eventBrands.id });
    await db.insert(specificEvents).values({
      eventBrandId: brand!.id,
      name: "LIV Golf Adelaide",
      startDate: "2031-02-13",
      endDate: "2031-02-15",
    });
    const [sponsor] = await db
      .insert(sponsorBrands)
      .values({
        slug: "rolex",
        name: rolex.name,
        industry: rolex.industry,
        data: { brandColor: rolex.brandColor },
        profile: rolex.profile,
      })
      .returning({ id: sponsorBrands.id });
    const [activation] = await db
      .insert(activations)
      .values({
        sponsorBrandId: sponsor!.id,
        eventBrandId: brand!.id,
        title: "Rolex Pin Flags",
        description: "Pin flags in Rolex green.",
        category: "On-Course Branding",
      })
      .returning({ id: activations.id });
    ids = { sponsor: sponsor!.id, brand: brand!.id, activation: activation!.id };
  });

  it("a mockup whose completion failed after its row was inserted is stored once, and its first file is gone", async () => {
    const job = failingAfterWrite(mockupJob, "test-mockup");
    faults = 1;
    const queued = await enqueue(job, mockupOf(ids.activation));
    startPool([job]);
    await waitForStatus(queued.id, "completed");

    const row = await readJob(queued.id);
    expect(row.attempts).toBe(2);
    const stored = await getDb()
      .select()
      .from(mockups)
      .where(eq(mockups.sponsorBrandId, ids.sponsor));
    expect(stored).toHaveLength(1);
    expect(row.result).toMatchObject({ mockupId: stored[0]!.id, imageUrl: stored[0]!.imageUrl });
    // The first attempt's image was deleted when its transaction rolled back: one file, the row's.
    expect(await listFiles("mockups")).toEqual([stored[0]!.imageUrl]);
    const [engagement] = await getDb()
      .select()
      .from(sponsorEngagements)
      .where(eq(sponsorEngagements.sponsorBrandId, ids.sponsor));
    expect(engagement).toMatchObject({ eventBrandId: ids.brand, hasVisualMockups: true });
  });

  it("image variations whose completion failed twice are stored once, with no stray files", async () => {
    const job = failingAfterWrite(imageVariationsJob, "test-variations");
    faults = 2;
    const queued = await enqueue(job, { activationId: ids.activation, count: 3 });
    startPool([job]);
    await waitForStatus(queued.id, "completed");

    expect((await readJob(queued.id)).attempts).toBe(3);
    const images = await getDb()
      .select()
      .from(activationImages)
      .where(eq(activationImages.activationId, ids.activation));
    expect(images).toHaveLength(3);
    expect(images.filter((image) => image.isFeatured)).toHaveLength(1);
    expect(await listFiles("activation-images")).toEqual(
      images.map((image) => image.imageUrl).sort(),
    );
  });

  it("a cancelled mockup writes no row and leaves no file", async () => {
    const job = defineJob({
      ...mockupJob,
      type: "test-mockup-cancel",
      handler(payload, ctx) {
        const cancelling: JobContext = {
          ...ctx,
          async progress(percent) {
            // The owner cancels while the image is being stored.
            if (percent === 85) {
              await getDb().update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, ctx.jobId));
            }
            return ctx.progress(percent);
          },
        };
        return mockupJob.handler(payload, cancelling);
      },
    });
    const queued = await enqueue(job, mockupOf(ids.activation));
    const pool = startPool([job]);
    await waitForStatus(queued.id, "cancelled");
    // The row says cancelled as soon as the owner asks; the run notices at its next step and
    // cleans up on its way out. Stopping the pool waits for that run to end, if it has not yet.
    expect((await pool.stop({ graceMs: 10_000 })).handedBack).toEqual([]);
    expect(await readJob(queued.id)).toMatchObject({ status: "cancelled" });
    expect(await getDb().select().from(mockups)).toHaveLength(0);
    expect(await listFiles("mockups")).toEqual([]);
  });
});

describe("the final write and progress survive a database blink", () => {
  // The blink: the database refuses the first two status changes of a running test-blink job, or
  // the first two progress writes of a running test-blink-progress job (as a server restarting
  // does: SQLSTATE 57P01). A sequence counts them, since a refused statement rolls back anything
  // else it wrote.
  beforeAll(async () => {
    await getDb().execute(sql`create sequence if not exists test_blink_count`);
    await getDb().execute(sql`
      create or replace function test_blink() returns trigger language plpgsql as $$
      begin
        if ((new.type = 'test-blink' and old.status = 'processing' and new.status <> 'processing')
            or (new.type = 'test-blink-progress' and old.status = 'processing'
                and new.status = 'processing' and new.progress <> old.progress))
           and nextval('test_blink_count') <= 2 then
          raise exception 'terminating connection due to administrator command' using errcode = '57P01';
        end if;
        return new;
      end $$`);
    await getDb().execute(sql`
      create trigger test_blink before update on jobs for each row execute function test_blink()`);
  });
  afterAll(async () => {
    await getDb().execute(sql`drop trigger if exists test_blink on jobs`);
    await getDb().execute(sql`drop function if exists test_blink()`);
    await getDb().execute(sql`drop sequence if exists test_blink_count`);
  });
  beforeEach(async () => {
    await resetDatabase();
    await getDb().execute(sql`alter sequence test_blink_count restart`);
  });

  const blink = defineJob({
    type: "test-blink",
    payload: z.object({ mode: z.enum(["complete", "fail", "retry"]) }),
    async handler({ mode }, ctx) {
      if (mode === "fail") throw new PermanentJobError("The sponsor does not exist.");
      if (mode === "retry" && ctx.attempt === 1) throw new Error("The AI service timed out.");
      return { ok: true };
    },
  });

  it("completes the job once the database is back, instead of leaving it to the stall sweeper", async () => {
    const started = Date.now();
    const job = await enqueue(blink, { mode: "complete" });
    startPool([blink]);
    await waitForStatus(job.id, "completed", 10_000);
    const elapsed = Date.now() - started;
    expect(await readJob(job.id)).toMatchObject({ attempts: 1, result: { ok: true } });
    // Two refused writes, retried after 100 and 250 ms; the sweeper would take 30–45 s.
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(5000);
  });

  it("fails the job with its own message once the database is back", async () => {
    const job = await enqueue(blink, { mode: "fail" });
    startPool([blink]);
    await waitForStatus(job.id, "failed", 10_000);
    expect(await readJob(job.id)).toMatchObject({
      attempts: 1,
      error: "The sponsor does not exist.",
    });
  });

  it("puts a failed attempt back in the queue once the database is back, and it then completes", async () => {
    const job = await enqueue(blink, { mode: "retry" });
    startPool([blink]);
    await waitForStatus(job.id, "completed", 10_000);
    expect(await readJob(job.id)).toMatchObject({ attempts: 2, result: { ok: true } });
  });

  it("records progress once the database is back, without costing the job a try", async () => {
    const progressing = defineJob({
      type: "test-blink-progress",
      payload: z.object({}),
      async handler(_payload, ctx) {
        await ctx.progress(40);
        await ctx.progress(80);
        return { ok: true };
      },
    });
    const job = await enqueue(progressing);
    startPool([progressing]);
    await waitForStatus(job.id, "completed", 10_000);
    // Both refusals met the first progress write, which was tried again (after 100 and 250 ms);
    // before, each failed the attempt, and the job completed on its third try.
    expect(await readJob(job.id)).toMatchObject({
      attempts: 1,
      error: null,
      progress: 100,
      result: { ok: true },
    });
    // The blink happened: both refusals were used up.
    const [counted] = await queryRows<{ count: string }>(
      sql`select last_value as count from test_blink_count`,
    );
    expect(Number(counted!.count)).toBeGreaterThanOrEqual(2);
  });
});

describe("generated images no row references", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  async function storeGenerated() {
    const bytes = await pngBytes();
    const db = getDb();
    const [sponsor] = await db
      .insert(sponsorBrands)
      .values({ name: "Rolex", industry: "Luxury" })
      .returning({ id: sponsorBrands.id });
    const [activation] = await db
      .insert(activations)
      .values({ sponsorBrandId: sponsor!.id, title: "Flags", description: "Flags." })
      .returning({ id: activations.id });
    const mockupUrl = await storeFile("mockups", bytes, "png", "image/png");
    const variationUrl = await storeFile("activation-images", bytes, "png", "image/png");
    const pictureUrl = await storeFile("mockups", bytes, "png", "image/png");
    const orphanMockup = await storeFile("mockups", bytes, "png", "image/png");
    const orphanVariation = await storeFile("activation-images", bytes, "png", "image/png");
    const logo = await storeFile("logos", bytes, "png", "image/png");
    await db.insert(mockups).values({
      sponsorBrandId: sponsor!.id,
      description: "A mockup",
      imageUrl: mockupUrl,
    });
    await db
      .insert(activationImages)
      .values({ activationId: activation!.id, imageUrl: variationUrl });
    await db
      .update(activations)
      .set({ imageUrl: pictureUrl })
      .where(eq(activations.id, activation!.id));
    return { mockupUrl, variationUrl, pictureUrl, orphanMockup, orphanVariation, logo };
  }

  const exists = async (url: string) => (await getStorage().get(keyFromPublicUrl(url)!)) !== null;

  it("are swept once older than an hour; referenced, young and other files stay (local folder)", async () => {
    const files = await storeGenerated();
    const young = await storeFile("mockups", await pngBytes(), "png", "image/png");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const url of Object.values(files)) {
      utimesSync(path.join(dataDir, "uploads", keyFromPublicUrl(url)!), twoHoursAgo, twoHoursAgo);
    }

    const result = await sweepOrphanMockupFiles();
    expect(result.deleted.sort()).toEqual(
      [files.orphanMockup, files.orphanVariation].map((url) => keyFromPublicUrl(url)).sort(),
    );
    expect(await exists(files.orphanMockup)).toBe(false);
    expect(await exists(files.orphanVariation)).toBe(false);
    for (const kept of [files.mockupUrl, files.variationUrl, files.pictureUrl, files.logo, young]) {
      expect(await exists(kept)).toBe(true);
    }
    expect((await sweepOrphanMockupFiles()).deleted).toEqual([]);
  });

  describe("on S3", () => {
    let s3: { close(): Promise<void> };
    beforeAll(async () => {
      s3 = await useTestS3("pitchside-orphans");
    });
    afterAll(() => s3.close());

    it("are listed and swept the same way", async () => {
      expect(getStorage().name).toBe("s3");
      const files = await storeGenerated();
      // Nothing is an hour old yet.
      expect((await sweepOrphanMockupFiles()).deleted).toEqual([]);
      const inTwoHours = new Date(Date.now() + 2 * 60 * 60_000);
      const result = await sweepOrphanMockupFiles({ now: inTwoHours });
      expect(result.checked).toBe(5);
      expect(result.deleted.sort()).toEqual(
        [files.orphanMockup, files.orphanVariation].map((url) => keyFromPublicUrl(url)).sort(),
      );
      expect(await exists(files.mockupUrl)).toBe(true);
      expect(await exists(files.logo)).toBe(true);
    });
  });
});

describe("server instances", () => {
  let fake: FakeOpenAI;
  let cookie: string;
  let rolex: number;
  let liv: number;
  const servers: SecondServer[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    await resetDatabase();
    const db = getDb();
    const brand = SEED_EVENT_BRANDS[0]!;
    const entry = catalogueSponsors().find((item) => item.slug === "rolex")!;
    liv = (
      await db
        .insert(eventBrands)
        .values({ name: brand.name, description: brand.description, profile: brand.profile })
        .returning({ id: eventBrands.id })
    )[0]!.id;
    rolex = (
      await db
        .insert(sponsorBrands)
        .values({
          slug: "rolex",
          name: entry.name,
          industry: entry.industry,
          overview: entry.overview,
          profile: entry.profile,
        })
        .returning({ id: sponsorBrands.id })
    )[0]!.id;
    const user = await createTestUser();
    cookie = await signIn(user.username, user.password);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await fake.close();
  });

  /** A second instance on the test database whose AI calls go to the fake (and wait there). */
  async function aiInstance(graceMs: number): Promise<SecondServer> {
    const server = await startSecondServer({
      env: {
        // The test process points DATA_DIR elsewhere; this instance shares the main server's.
        DATA_DIR: saved.DATA_DIR ?? "",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.url,
        OPENAI_MAX_RETRIES: "0",
        OPENAI_TIMEOUT_MS: "60000",
        JOB_SHUTDOWN_GRACE_MS: String(graceMs),
        LOG_LEVEL: "info",
      },
    });
    servers.push(server);
    return server;
  }

  /**
   * Submit deep research through `server` until that instance runs it (its AI call reaches the
   * fake). The main server's worker shares the queue, so now and then it takes the job first;
   * that run completes offline and the job is submitted again.
   */
  async function runOn(server: SecondServer): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const calls = fake.requests.length;
      const submitted = await http("/api/jobs/deep-research", {
        base: server.url,
        cookie,
        json: { sponsorId: rolex, eventContext: liv },
      });
      expect(submitted.status).toBe(202);
      const id = submitted.body.jobId as string;
      let taken = false;
      await waitUntil(async () => {
        taken = fake.requests.length > calls;
        return taken || (await readJob(id)).status === "completed";
      }, "the job to start");
      if (taken) return id;
    }
    throw new Error("the second instance never got the job");
  }

  it("on SIGTERM hands a running job back at once; another instance runs it, the try not used up", async () => {
    const graceMs = 1000;
    const server = await aiInstance(graceMs);
    // The AI call of the second instance never answers: the job is still running at shutdown.
    fake.respond(() => new Promise(() => {}));
    const id = await runOn(server);
    expect(await readJob(id)).toMatchObject({ status: "processing", attempts: 1, maxAttempts: 3 });

    const exited = server.signal("SIGTERM");
    const signalled = Date.now();
    await waitUntil(
      async () => {
        const row = await readJob(id);
        return row.status !== "processing" || row.attempts !== 1;
      },
      "the job to be handed back",
      graceMs + 3000,
    );
    const handedBackAfter = Date.now() - signalled;
    const back = await readJob(id);
    expect(back.maxAttempts).toBe(4);
    expect(back.maxAttempts - back.attempts).toBeGreaterThanOrEqual(2);
    expect(handedBackAfter).toBeGreaterThanOrEqual(graceMs - 100);
    expect(handedBackAfter).toBeLessThan(graceMs + 1500);

    // The main server (offline AI) picks it up at its next poll and completes it.
    await waitForStatus(id, "completed", 15_000);
    const done = await readJob(id);
    expect(done).toMatchObject({
      attempts: 2,
      maxAttempts: 4,
      error: null,
      result: { sponsorId: rolex, provider: "offline" },
    });
    const pickedUpMs = done.startedAt!.getTime() - done.runAfter.getTime();
    expect(pickedUpMs).toBeLessThan(2000);

    const { code, ms } = await exited;
    expect(code).toBe(143);
    expect(ms).toBeLessThan(graceMs + 5000);
    expect(server.output()).toContain(`"handedBack":["${id}"]`);
    console.log(
      `shutdown with a running job: handed back ${handedBackAfter} ms after SIGTERM (grace ${graceMs} ms), ` +
        `picked up elsewhere ${pickedUpMs} ms later, process exited after ${ms} ms with ${code}`,
    );
  }, 90_000);

  it("on SIGTERM lets a job that ends within the grace period finish before the process exits", async () => {
    const server = await aiInstance(10_000);
    fake.respond(() => ({ ...jsonReply(GOOD_DEEP_RESEARCH), delayMs: 700 }));
    const id = await runOn(server);
    const { code, ms } = await server.signal("SIGTERM");
    expect(await readJob(id)).toMatchObject({
      status: "completed",
      attempts: 1,
      maxAttempts: 3,
      result: { provider: "openai" },
    });
    expect(code).toBe(143);
    // It waited for the job (about 0.7 s), not for the whole grace period.
    expect(ms).toBeLessThan(5000);
    expect(server.output()).toContain('"finished":1');
    console.log(`shutdown while a job ends within the grace period: exited after ${ms} ms`);
  }, 90_000);

  it("a mockup attempt that lost the database deletes its image once the database answers again", async () => {
    const relay = await startDatabaseRelay(new URL(saved.DATABASE_URL!));
    const folder = mkdtempSync(path.join(os.tmpdir(), "pitchside-mockup-outage-"));
    let server: SecondServer | undefined;
    try {
      const [activation] = await getDb()
        .insert(activations)
        .values({
          sponsorBrandId: rolex,
          eventBrandId: liv,
          title: "Rolex Pin Flags",
          description: "Pin flags in Rolex green.",
          category: "On-Course Branding",
        })
        .returning({ id: activations.id });
      // An instance on the database through the relay, with files of its own to look at.
      server = await startSecondServer({
        env: {
          DATABASE_URL: relay.url,
          DATA_DIR: folder,
          OPENAI_API_KEY: "sk-test",
          OPENAI_BASE_URL: fake.url,
          OPENAI_MAX_RETRIES: "0",
          OPENAI_TIMEOUT_MS: "60000",
          LOG_LEVEL: "info",
        },
      });
      const mockupFiles = () => {
        const dir = path.join(folder, "uploads", "mockups");
        return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".png")) : [];
      };
      // Its first scene waits at the image service until the database is cut off; later ones
      // are answered at once.
      const scene = await pngBytes();
      let answerFirst: () => void = () => {};
      const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
      let first = true;
      fake.respond(async () => {
        if (first) {
          first = false;
          await firstHeld;
        }
        return imageReply(scene);
      });

      // Submitted until this instance runs it (the main server's worker shares the queue).
      let id = "";
      for (let tries = 0; tries < 5 && !id; tries++) {
        const calls = fake.requests.length;
        const submitted = await http("/api/jobs/mockup", {
          base: server.url,
          cookie,
          json: { activationId: activation!.id, quality: "standard", logoSize: "medium" },
        });
        expect(submitted.status).toBe(202);
        let taken = false;
        await waitUntil(async () => {
          taken = fake.requests.length > calls;
          return taken || (await readJob(submitted.body.jobId)).status === "completed";
        }, "the mockup to start");
        if (taken) id = submitted.body.jobId as string;
      }
      expect(id).not.toBe("");

      // The database goes away while the image is composed: the image is stored, the attempt
      // then cannot record progress or its row, nor ask whether a row references the image.
      relay.cut();
      answerFirst();
      await waitUntil(async () => mockupFiles().length === 1, "the image to be stored");
      const [orphan] = mockupFiles();
      await waitUntil(
        async () =>
          server!
            .output()
            .split("\n")
            .some((line) => line.includes('"job attempt failed"') && line.includes(id)),
        "the attempt to fail",
        30_000,
      );
      expect(mockupFiles()).toEqual([orphan]);

      // Back: the image is deleted (not left for the hourly sweep), and the job's next try
      // completes with an image of its own.
      relay.restore();
      await waitUntil(
        async () => !mockupFiles().includes(orphan!),
        "the failed attempt's image to be deleted",
      );
      await waitForStatus(id, "completed", 30_000);
      // (A submission the main server took first completed there, with its own row.)
      const { result } = await readJob(id);
      const rows = await getDb().select().from(mockups).where(eq(mockups.sponsorBrandId, rolex));
      expect(rows.filter((row) => row.id === (result as { mockupId: number }).mockupId)).toEqual([
        expect.objectContaining({ imageUrl: expect.not.stringContaining(orphan!) }),
      ]);
      expect(rows.filter((row) => row.imageUrl?.includes(orphan!))).toEqual([]);
      expect(server.output()).toContain("stored files of failed attempts settled");
    } finally {
      await server?.stop();
      await relay.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);

  it("health answers 503 naming the database while it is down, and warns about unshared files", async () => {
    const relay = await startDatabaseRelay(new URL(saved.DATABASE_URL!));
    let stopLater: SecondServer | undefined;
    const folder = mkdtempSync(path.join(os.tmpdir(), "pitchside-own-folder-"));
    try {
      // An instance whose files live in a folder of its own, on the database the others use.
      const server = await startSecondServer({
        env: { DATABASE_URL: relay.url, DATA_DIR: folder, JOB_WORKER_ENABLED: "0" },
      });
      stopLater = server;
      const healthy = await http("/api/health", { base: server.url });
      expect(healthy.status).toBe(200);
      expect(healthy.body).toMatchObject({ status: "ok", database: "postgres" });
      expect(healthy.body.warnings).toEqual([
        expect.stringMatching(/keep files in a local folder this one cannot see.*S3_BUCKET/),
      ]);
      expect(server.output()).toContain("keep files in a local folder this one cannot see");

      relay.cut();
      const down = await http("/api/health", { base: server.url });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        status: "unavailable",
        database: "unreachable",
        error: "The database cannot be reached.",
        code: "SERVICE_UNAVAILABLE",
      });
      expect(down.headers.get("retry-after")).toBe("5");

      relay.restore();
      await waitUntil(
        async () => (await http("/api/health", { base: server.url })).status === 200,
        "the database to answer again",
      );
    } finally {
      // Stopped here: while it is connected, every other instance would rightly warn about it.
      await stopLater?.stop();
      await relay.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);

  it("health warns about nothing when the instances share their folder", async () => {
    const main = await http("/api/health");
    expect(main.status).toBe(200);
    expect(main.body).toEqual({ status: "ok", database: "postgres" });
    const server = await startSecondServer({
      env: { DATA_DIR: saved.DATA_DIR ?? "", JOB_WORKER_ENABLED: "0" },
    });
    servers.push(server);
    const shared = await http("/api/health", { base: server.url });
    expect(shared.body).toEqual({ status: "ok", database: "postgres" });
  }, 90_000);
});
