import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { NO_EVENT_BRAND } from "@/lib/shared/job-constants";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";

// The server under test has only the built-in job types (none registered yet), so jobs for the
// listing, reading and cancelling tests are written straight into its database. Their type is one
// no worker knows, so the server's own worker never claims them.
const FIXTURE_TYPE = "fixture";

let adminCookie: string;
let ownerCookie: string;
let otherCookie: string;
let ownerId: number;
let otherId: number;

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  const owner = await createTestUser({ username: "owner" });
  const other = await createTestUser({ username: "other" });
  ownerId = owner.id;
  otherId = other.id;
  adminCookie = await signIn(admin.username, admin.password);
  ownerCookie = await signIn(owner.username, owner.password);
  otherCookie = await signIn(other.username, other.password);
});

type Status = "queued" | "processing" | "completed" | "failed" | "cancelled" | "stalled";
async function insertJob(createdBy: number, status: Status, options: { hoursAgo?: number } = {}) {
  const finished = ["completed", "failed", "cancelled"].includes(status);
  const [row] = await getDb()
    .insert(jobs)
    .values({
      id: randomUUID(),
      type: FIXTURE_TYPE,
      status,
      createdBy,
      data: { sponsorName: "Acme" },
      progress: status === "completed" ? 100 : 0,
      completedAt: finished
        ? sql`now() - (${options.hoursAgo ?? 0}::integer * interval '1 hour')`
        : null,
    })
    .returning();
  return row!;
}

const ids = (body: { id: string }[]) => body.map((job) => job.id).sort();

describe("job endpoints need a session", () => {
  it.each([
    ["GET", "/api/jobs/active"],
    ["GET", "/api/jobs/completed"],
    ["GET", "/api/jobs/some-id"],
    ["POST", "/api/jobs/some-id/cancel"],
    ["POST", "/api/jobs/submit"],
    ["POST", "/api/jobs/research"],
    ["POST", "/api/jobs/image-variations"],
  ])("%s %s answers 401 signed out", async (method, path) => {
    const res = await http(path, { method, json: method === "POST" ? {} : undefined });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHORIZED");
  });
});

describe("submitting jobs", () => {
  it("refuses an unknown type with the catalogue's text", async () => {
    const res = await http("/api/jobs/submit", {
      cookie: ownerCookie,
      json: { type: "nope", data: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Unsupported job type: nope");
  });

  it.each([
    [{}, "type is required"],
    [{ type: "research", priority: 500 }, "Too big: expected number to be <=100"],
  ])("validates the submit body %j", async (body, message) => {
    const res = await http("/api/jobs/submit", { cookie: ownerCookie, json: body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each([
    ["research", {}, "sponsorName is required"],
    ["research", { sponsorName: "   " }, "sponsorName is required"],
    // The one name rule of names people pick from lists.
    ["research", { sponsorName: "NaN" }, 'sponsorName cannot be "NaN"'],
    ["research", { sponsorName: "---" }, "sponsorName must contain a letter or digit"],
    ["activation", { sponsorId: 1 }, NO_EVENT_BRAND.activation],
    ["mockup", {}, "activationId must be a number"],
    ["potential-sponsors", { eventId: "x" }, "eventId must be a number"],
    ["image-variations", { activationId: 3, count: 0 }, "Too small: expected number to be >=1"],
  ])("POST /api/jobs/%s validates %j", async (type, body, message) => {
    const res = await http(`/api/jobs/${type}`, { cookie: ownerCookie, json: body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ message })]),
    );
  });

  it("queues a valid typed request", async () => {
    const res = await http("/api/jobs/research", {
      cookie: ownerCookie,
      json: { sponsorName: "Acme" },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ jobId: expect.any(String), job: { type: "research" } });
    expect(res.body.job.id).toBe(res.body.jobId);
    // Accepted, not created: the job's own address is where its progress is read.
    expect(res.headers.get("location")).toBe(`/api/jobs/${res.body.jobId}`);
    // Let it end here (no brand is named Acme) with its notification and that notification's
    // email job queued, so none of them lands in the next test's fresh database.
    expect((await waitForJob(res.body.jobId, ownerCookie)).status).toBe("failed");
    for (let i = 0; i < 50; i++) {
      const unread = await http("/api/notifications", { cookie: ownerCookie });
      if (JSON.stringify(unread.body).includes("failed: Acme")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});

describe("reading jobs", () => {
  it("lists a user's own active jobs; an admin sees everyone's", async () => {
    const mine = await Promise.all(
      (["queued", "processing", "stalled"] as const).map((s) => insertJob(ownerId, s)),
    );
    const theirs = await insertJob(otherId, "queued");
    await insertJob(ownerId, "completed");

    const own = await http("/api/jobs/active", { cookie: ownerCookie });
    expect(own.status).toBe(200);
    expect(ids(own.body)).toEqual(mine.map((job) => job.id).sort());
    expect(own.body[0]).toMatchObject({ type: FIXTURE_TYPE, data: { sponsorName: "Acme" } });

    const all = await http("/api/jobs/active", { cookie: adminCookie });
    expect(ids(all.body)).toEqual([...mine, theirs].map((job) => job.id).sort());
  });

  it("lists finished jobs within the window, newest first", async () => {
    const recent = await insertJob(ownerId, "completed", { hoursAgo: 1 });
    const failed = await insertJob(ownerId, "failed", { hoursAgo: 3 });
    const old = await insertJob(ownerId, "cancelled", { hoursAgo: 30 });
    await insertJob(ownerId, "queued");
    await insertJob(otherId, "completed");

    const day = await http("/api/jobs/completed?hours=24", { cookie: ownerCookie });
    expect(day.status).toBe(200);
    expect(day.body.map((job: { id: string }) => job.id)).toEqual([recent.id, failed.id]);
    const byDefault = await http("/api/jobs/completed", { cookie: ownerCookie });
    expect(byDefault.body).toHaveLength(2);
    const twoDays = await http("/api/jobs/completed?hours=48", { cookie: ownerCookie });
    expect(twoDays.body.map((job: { id: string }) => job.id)).toEqual([
      recent.id,
      failed.id,
      old.id,
    ]);
    const admin = await http("/api/jobs/completed", { cookie: adminCookie });
    expect(admin.body).toHaveLength(3);
  });

  it.each(["0", "169", "abc", "1.5"])("refuses hours=%s with 400", async (hours) => {
    const res = await http(`/api/jobs/completed?hours=${hours}`, { cookie: ownerCookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("hours must be a whole number from 1 to 168");
  });

  it("answers one job to its owner and to admins, 404 to anyone else", async () => {
    const job = await insertJob(ownerId, "processing");
    const own = await http(`/api/jobs/${job.id}`, { cookie: ownerCookie });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: job.id,
      status: "processing",
      progress: 0,
      createdBy: ownerId,
      result: null,
      error: null,
      processingTime: null,
      createdAt: job.createdAt.toISOString(),
    });
    expect((await http(`/api/jobs/${job.id}`, { cookie: adminCookie })).status).toBe(200);
    const theirs = await http(`/api/jobs/${job.id}`, { cookie: otherCookie });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe("Job not found");
    expect((await http(`/api/jobs/${randomUUID()}`, { cookie: ownerCookie })).status).toBe(404);
  });
});

describe("cancelling jobs", () => {
  it("cancels a queued job of the user's own", async () => {
    const job = await insertJob(ownerId, "queued");
    const res = await http(`/api/jobs/${job.id}/cancel`, { method: "POST", cookie: ownerCookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: job.id, status: "cancelled" });
    expect(res.body.completedAt).toEqual(expect.any(String));
    const after = await http(`/api/jobs/${job.id}`, { cookie: ownerCookie });
    expect(after.body.status).toBe("cancelled");
  });

  it("lets an admin cancel anyone's job, and hides it from other users (404)", async () => {
    const job = await insertJob(ownerId, "processing");
    const other = await http(`/api/jobs/${job.id}/cancel`, { method: "POST", cookie: otherCookie });
    expect(other.status).toBe(404);
    const admin = await http(`/api/jobs/${job.id}/cancel`, { method: "POST", cookie: adminCookie });
    expect(admin.status).toBe(200);
    expect(admin.body.status).toBe("cancelled");
  });

  it.each(["completed", "failed", "cancelled"] as const)(
    "refuses to cancel a %s job with 409",
    async (status) => {
      const job = await insertJob(ownerId, status);
      const res = await http(`/api/jobs/${job.id}/cancel`, {
        method: "POST",
        cookie: ownerCookie,
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        `This job is ${status} and can no longer be cancelled; only queued or processing jobs can be.`,
      );
    },
  );
});
