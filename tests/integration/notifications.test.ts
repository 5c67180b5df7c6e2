import { and, asc, eq, sql } from "drizzle-orm";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { jobs, notifications, sponsorBrands } from "@/lib/server/db/schema";
import { getInngest } from "@/lib/server/jobs/inngest-client";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { waitForNewsRefreshes, refreshCompanyNews } from "@/lib/server/news/refresh";
import { forgetFeedReads } from "@/lib/server/news/freshness";
import { jobNotification, jobResultHref } from "@/lib/server/notifications/job-ended";
import { notificationDigestJob } from "@/lib/server/notifications/job";
import { notify } from "@/lib/server/notifications/notify";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { followSponsor } from "@/lib/server/sponsors/favorites";
import { createTestUser, resetDatabase } from "../support/db";
import { emailsTo, type StoredEmail } from "../support/email";
import { rssFeed, startFeedServer, type FeedServer } from "../support/feed-server";
import { http, signIn, waitForJob } from "../support/http";

/**
 * Notifications against the server under test: real jobs run by its in-process worker (offline AI
 * provider), the email digest queued NOTIFICATION_EMAIL_DELAY_SECONDS (2 s in tests) later and
 * sent by the same worker. Users are fresh per test; the reference data is seeded once.
 */

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

const DELAY_MS = Number(process.env.NOTIFICATION_EMAIL_DELAY_SECONDS ?? "120") * 1000;
const saved = { ...process.env };
let rolex: number;
let feeds: FeedServer;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const digestsTo = async (user: TestUser) =>
  (await emailsTo(user.email)).filter((email) => email.kind === "notifications");

/** Wait for the first digest, then the digest delay again, so a second one would have shown. */
async function settledDigests(user: TestUser): Promise<StoredEmail[]> {
  await until(
    () => digestsTo(user),
    (list) => list.length > 0,
    "the digest email",
  );
  await sleep(DELAY_MS + 1500);
  return digestsTo(user);
}

const storedFor = (userId: number) =>
  getDb()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

async function signedIn(settings?: Record<string, boolean>) {
  const user = await createTestUser();
  const cookie = await signIn(user.username, user.password);
  if (settings) {
    const res = await http("/api/user/settings", { method: "PATCH", cookie, json: settings });
    expect(res.status).toBe(200);
  }
  return { user, cookie };
}

async function runResearch(cookie: string, sponsorName: string) {
  const submitted = await http("/api/jobs/research", { cookie, json: { sponsorName } });
  expect(submitted.status).toBe(202);
  return waitForJob(submitted.body.jobId, cookie);
}

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  delete process.env.OPENAI_API_KEY;
  resetEnvCache();
  await resetDatabase();
  await seedDatabase();
  [{ id: rolex }] = (await getDb()
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.slug, "rolex"))) as [{ id: number }];
  feeds = await startFeedServer();
});

afterAll(async () => {
  await waitForNewsRefreshes();
  await feeds.close();
  process.env = saved;
  resetEnvCache();
});

describe("job notifications", () => {
  it("writes nothing when the user turned notifications off", async () => {
    const { user, cookie } = await signedIn({ notificationsEnabled: false });
    const job = await runResearch(cookie, "Rolex");
    expect(job.status).toBe("completed");
    const res = await http("/api/notifications", { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], unreadCount: 0 });
    expect(await storedFor(user.id)).toEqual([]);
    await sleep(DELAY_MS + 1500);
    expect(await digestsTo(user)).toEqual([]);
  });

  it("tells the owner a job finished, leading to the result; no email when email is off", async () => {
    const { user, cookie } = await signedIn({ emailNotifications: false });
    const job = await runResearch(cookie, "Rolex");
    const res = await http("/api/notifications", { cookie });
    expect(res.body.unreadCount).toBe(1);
    expect(res.body.items).toEqual([
      {
        id: expect.any(Number),
        kind: "job.completed",
        title: "Sponsor research finished: Rolex",
        body: null,
        href: `/sponsor-brands/detail/${rolex}?tab=research&eventBrandId=${job.result.eventBrandId}`,
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    const [row] = await storedFor(user.id);
    expect(row).toMatchObject({ emailState: "none", subjectKey: `job:${job.id}` });
    await sleep(DELAY_MS + 1500);
    expect(await digestsTo(user)).toEqual([]);
  });

  it("tells the owner a job failed, with its error", async () => {
    const { cookie } = await signedIn({ emailNotifications: false });
    const job = await runResearch(cookie, "No Such Brand");
    expect(job.status).toBe("failed");
    // The owner is notified just after the final status is written: a read at once may be first.
    const res = await until(
      () => http("/api/notifications", { cookie }),
      (answer) => answer.body.items.length > 0,
      "the failed job's notification",
    );
    expect(res.body.items).toEqual([
      expect.objectContaining({
        kind: "job.failed",
        title: "Sponsor research failed: No Such Brand",
        body: job.error,
        href: "/research",
        read: false,
      }),
    ]);
    expect(job.error).toBe('No sponsor brand named "No Such Brand"');
  });

  it("sends ONE batched email for a burst of three finished jobs, listing all three", async () => {
    const { user, cookie } = await signedIn();
    const submitted = await Promise.all(
      ["Rolex", "Rolex", "No Such Brand"].map((sponsorName) =>
        http("/api/jobs/research", { cookie, json: { sponsorName } }),
      ),
    );
    const ended = await Promise.all(
      submitted.map((res) => waitForJob(res.body.jobId as string, cookie)),
    );
    expect(ended.map((job) => job.status).sort()).toEqual(["completed", "completed", "failed"]);

    const digests = await settledDigests(user);
    expect(digests).toHaveLength(1);
    const [email] = digests as [StoredEmail];
    expect(email).toMatchObject({
      subject: "Pitchside: 3 new notifications",
      userId: user.id,
      toAddress: user.email.toLowerCase(),
    });
    const listed = await storedFor(user.id);
    expect(listed).toHaveLength(3);
    for (const item of listed) {
      expect(email.textBody).toContain(item.title);
      expect(email.textBody).toContain(
        new URL(item.href!, process.env.APP_URL ?? "http://localhost:3000").toString(),
      );
      expect(item.emailState).toBe("sent");
    }
    expect(email.textBody.match(/Sponsor research finished: Rolex/g)).toHaveLength(2);
    expect(email.textBody).toContain("Sponsor research failed: No Such Brand");
    expect(email.htmlBody).toContain("Sponsor research failed: No Such Brand");

    // One digest job was queued for the burst, a system job of nobody's.
    const digestJobs = await getDb()
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.type, "notification-digest"), sql`(${jobs.data}->>'userId')::int = ${user.id}`),
      );
    expect(digestJobs).toHaveLength(1);
    expect(digestJobs[0]).toMatchObject({ status: "completed", createdBy: null });
    expect(
      digestJobs[0]!.runAfter.getTime() - digestJobs[0]!.createdAt.getTime(),
    ).toBeGreaterThanOrEqual(DELAY_MS - 50);
  });

  it("leaves out of the email what was read in the app before it was sent", async () => {
    const { user, cookie } = await signedIn();
    const first = await notify(user.id, {
      kind: "job.completed",
      title: "Seen already",
      href: "/",
    });
    await notify(user.id, { kind: "job.failed", title: "Still unread", href: "/research" });
    const read = await http(`/api/notifications/${first!.id}/read`, { cookie, method: "POST" });
    expect(read.status).toBe(200);

    const digests = await settledDigests(user);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe("Pitchside: Still unread");
    expect(digests[0]!.textBody).toContain("Still unread");
    expect(digests[0]!.textBody).not.toContain("Seen already");
    expect((await storedFor(user.id)).map((row) => row.emailState)).toEqual(["none", "sent"]);
  });

  it("names and links each job type as the monitor does", () => {
    const base = { id: "j1", result: null, error: null, createdBy: 1 };
    expect(
      jobNotification({
        ...base,
        type: "mockup",
        status: "completed",
        data: { activationId: 7, activationTitle: "Fan zone", sponsorId: 3, sponsorName: "Nike" },
      }),
    ).toEqual({
      kind: "job.completed",
      title: "Visual mockup finished: Fan zone",
      body: "Nike",
      href: "/sponsor-brands/detail/3?tab=visuals&activation=7",
      subjectKey: "job:j1",
    });
    expect(
      jobResultHref({ type: "potential-sponsors", data: { specificEventId: 9 }, result: null }),
    ).toBe("/specific-events/9");
    expect(jobResultHref({ type: "sponsor-import", data: { importId: 2 }, result: null })).toBe(
      "/sponsor-brands/import",
    );
    expect(
      jobNotification({ ...base, type: "activation", status: "failed", error: null, data: {} }),
    ).toMatchObject({
      title: "Activation ideas failed",
      body: "Unknown error",
      href: "/activations",
    });
  });
});

describe("the notifications API", () => {
  it("lists newest first with the unread count; marks one or all read; others' ids are 404", async () => {
    const { user, cookie } = await signedIn({ emailNotifications: false });
    const other = await signedIn();
    const rows = [];
    for (const title of ["First", "Second", "Third"]) {
      rows.push((await notify(user.id, { kind: "job.completed", title, subjectKey: title }))!);
    }
    // At most one notification per user, kind and subject.
    expect(
      await notify(user.id, { kind: "job.completed", title: "Again", subjectKey: "First" }),
    ).toBeNull();
    const theirs = await notify(other.user.id, { kind: "watchlist.news", title: "Theirs" });

    const list = await http("/api/notifications", { cookie });
    expect(list.body.unreadCount).toBe(3);
    expect(list.body.items.map((item: { title: string }) => item.title)).toEqual([
      "Third",
      "Second",
      "First",
    ]);

    const marked = await http(`/api/notifications/${rows[1]!.id}/read`, { cookie, method: "POST" });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: rows[1]!.id, title: "Second", read: true });
    const again = await http(`/api/notifications/${rows[1]!.id}/read`, { cookie, method: "POST" });
    expect(again.body.read).toBe(true);

    const unread = await http("/api/notifications?unread=1", { cookie });
    expect(unread.body.unreadCount).toBe(2);
    expect(unread.body.items.map((item: { title: string }) => item.title)).toEqual([
      "Third",
      "First",
    ]);
    const page = await http(`/api/notifications?limit=1&before=${rows[2]!.id}`, { cookie });
    expect(page.body.items.map((item: { title: string }) => item.title)).toEqual(["Second"]);

    // Someone else's notification is answered like a missing one, and stays unread.
    const foreign = await http(`/api/notifications/${theirs!.id}/read`, { cookie, method: "POST" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("Notification not found");
    expect((await http(`/api/notifications/999999/read`, { cookie, method: "POST" })).status).toBe(
      404,
    );
    expect((await http("/api/notifications", { cookie: other.cookie })).body.unreadCount).toBe(1);

    const all = await http("/api/notifications/read-all", { cookie, method: "POST" });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 2 });
    expect((await http("/api/notifications", { cookie })).body.unreadCount).toBe(0);
    expect((await http("/api/notifications", { cookie: other.cookie })).body.unreadCount).toBe(1);
  });

  it("needs a session and refuses bad queries", async () => {
    const { cookie } = await signedIn();
    expect((await http("/api/notifications")).status).toBe(401);
    expect((await http("/api/notifications/read-all", { method: "POST" })).status).toBe(401);
    expect((await http("/api/notifications/1/read", { method: "POST" })).status).toBe(401);
    for (const query of ["limit=0", "limit=51", "limit=abc", "before=x", "unread=maybe"]) {
      const res = await http(`/api/notifications?${query}`, { cookie });
      expect(res.status).toBe(400);
    }
    expect((await http("/api/notifications?limit=0", { cookie })).body.error).toBe(
      "limit must be a whole number from 1 to 50",
    );
    expect((await http("/api/notifications/abc/read", { cookie, method: "POST" })).status).toBe(
      400,
    );
  });
});

describe("watchlist news", () => {
  it("tells each watcher of new stories, one notification per company and batch", async () => {
    process.env.NEWS_FEED_URL_TEMPLATE = feeds.template;
    resetEnvCache();
    forgetFeedReads();
    const watcher = await signedIn({ emailNotifications: false });
    const bystander = await signedIn();
    await followSponsor(watcher.user.id, rolex);
    const story = (n: number) => ({
      title: `Rolex story ${n}`,
      guid: `rolex-${n}`,
      date: new Date(Date.now() - n * 3_600_000),
    });
    feeds.setFeed("Rolex", { body: rssFeed("Golf Wire", [1, 2, 3, 4, 5].map(story)) });

    expect(await refreshCompanyNews(rolex)).toMatchObject({ status: "ok", stored: 5 });
    const res = await http("/api/notifications", { cookie: watcher.cookie });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        kind: "watchlist.news",
        title: "5 new stories about Rolex",
        body: "Rolex story 1 · Rolex story 2 · Rolex story 3",
        href: "/",
      }),
    ]);
    expect((await http("/api/notifications", { cookie: bystander.cookie })).body.items).toEqual([]);

    // Nothing new: no notification. One more story: one more notification.
    expect(await refreshCompanyNews(rolex)).toMatchObject({ status: "ok", stored: 0 });
    feeds.setFeed("Rolex", { body: rssFeed("Golf Wire", [1, 2, 3, 4, 5, 6].map(story)) });
    expect(await refreshCompanyNews(rolex)).toMatchObject({ status: "ok", stored: 1 });
    const after = await http("/api/notifications", { cookie: watcher.cookie });
    expect(after.body.items.map((item: { title: string }) => item.title)).toEqual([
      "New story about Rolex",
      "5 new stories about Rolex",
    ]);
    expect(after.body.items[0].body).toBe("Rolex story 6");
  });
});

describe("delayed jobs", () => {
  it("the in-process worker does not run a job before its delay", async () => {
    const { user } = await signedIn();
    const job = await enqueueJob({
      definition: notificationDigestJob,
      data: { userId: user.id },
      createdBy: null,
      delayMs: 60_000,
    });
    await sleep(2500);
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe("queued");
    expect(row!.runAfter.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(59_900);
    await getDb().delete(jobs).where(eq(jobs.id, job.id));
  });

  it("the Inngest runner sends a delayed job's event with a future ts, others without", async () => {
    process.env.INNGEST_DEV = "1";
    resetEnvCache();
    const send = jest
      .spyOn(getInngest(), "send")
      .mockResolvedValue({ ids: ["event"] } as Awaited<
        ReturnType<ReturnType<typeof getInngest>["send"]>
      >);
    try {
      const { user } = await signedIn();
      const delayed = await enqueueJob({
        definition: notificationDigestJob,
        data: { userId: user.id },
        createdBy: null,
        delayMs: 30_000,
      });
      const now = await enqueueJob({
        definition: notificationDigestJob,
        data: { userId: user.id },
        createdBy: null,
      });
      const [row] = await getDb().select().from(jobs).where(eq(jobs.id, delayed.id));
      expect(send).toHaveBeenCalledTimes(2);
      expect(send.mock.calls[0]![0]).toEqual({
        name: "pitchside/job.requested",
        data: { jobId: delayed.id, type: "notification-digest" },
        ts: row!.runAfter.getTime(),
      });
      expect(send.mock.calls[1]![0]).toEqual({
        name: "pitchside/job.requested",
        data: { jobId: now.id, type: "notification-digest" },
      });
      await getDb().delete(jobs).where(eq(jobs.id, delayed.id));
      await getDb().delete(jobs).where(eq(jobs.id, now.id));
    } finally {
      send.mockRestore();
      delete process.env.INNGEST_DEV;
      resetEnvCache();
    }
  });
});
