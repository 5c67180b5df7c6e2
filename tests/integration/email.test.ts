import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { resetEnvCache } from "@/lib/env";
import { passwordResetEmail } from "@/lib/server/accounts/emails";
import { getDb } from "@/lib/server/db/client";
import { emailOutbox, jobs } from "@/lib/server/db/schema";
import { EMAIL_NOT_QUEUED, SEND_EMAIL_MAX_ATTEMPTS, sendEmailJob } from "@/lib/server/email/job";
import { sendEmail, storeEmail, type OutgoingEmail } from "@/lib/server/email/send";
import { appUrl, REMOVED_SECRET, renderEmail } from "@/lib/server/email/templates";
import { defineJob, jobDefinitionsOf } from "@/lib/server/jobs/definition";
import { enqueueJob } from "@/lib/server/jobs/queue";
import type { JobContext } from "@/lib/server/jobs/context";
import { createJobWorkerPool, type JobWorkerPool } from "@/lib/server/jobs/worker/pool";
import { createTestUser, resetDatabase } from "../support/db";
import { http, httpPage, signIn, waitForJob } from "../support/http";
import { eventually } from "../support/eventually";

// Delivery runs in this process, against the test database, through the real send-email handler
// and the real in-process worker pool, to an SMTP server this file starts. The pool runs the
// handler under a type of its own ("test-send-email"), so the server under test (whose worker runs
// "send-email" through its outbox transport, having no SMTP_URL) never races it. The server does
// deliver what the API and sendEmail queue as real send-email jobs, which the later tests use.

const testSendEmail = defineJob({ ...sendEmailJob, type: "test-send-email" });

interface Received {
  from: string;
  to: string[];
  user: string | null;
  raw: string;
}
interface SmtpServer {
  port: number;
  received: Received[];
  close(): Promise<void>;
}
type Refusal = "rcpt" | "data" | null;

function refusal(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/** A real SMTP server on a free local port, collecting what it accepts. */
async function startSmtp(refuse: Refusal = null): Promise<SmtpServer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret:pass") {
        callback(null, { user: auth.username });
      } else callback(refusal(535, "5.7.8 Authentication failed"));
    },
    onRcptTo(_address, _session, callback) {
      callback(refuse === "rcpt" ? refusal(550, "5.1.1 Mailbox unavailable") : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse === "data") return callback(refusal(554, "5.7.1 Message rejected as spam"));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === "string" ? session.user : null,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (a server started and closed again). */
async function closedPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

/** A header of a raw message (folded lines joined). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The decoded body of the message's part of this content type (quoted-printable or 7bit). */
function partOf(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) throw new Error(`no ${contentType} part in:\n${raw}`);
  const headersEnd = raw.indexOf("\r\n\r\n", start);
  const headers = raw.slice(start, headersEnd);
  const body = raw.slice(headersEnd + 4, raw.indexOf("\r\n--", headersEnd));
  if (!/quoted-printable/i.test(headers)) return body;
  return Buffer.from(
    body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

async function readEmail(id: number) {
  const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`email ${id} is missing`);
  return row;
}

async function readJobRow(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is missing`);
  return row;
}

const TOKEN = "t0k3n".repeat(13);
function verificationMessage(to: string): OutgoingEmail {
  const content = renderEmail({
    heading: "Verify your email address",
    paragraphs: ["Welcome to Pitchside. Confirm this address to finish signing up."],
    action: { label: "Verify email", url: appUrl(`/auth/verify?token=${TOKEN}`) },
    footnote: "If you did not sign up, ignore this message.",
  });
  return { to, kind: "verify-email", subject: "Verify your Pitchside email address", ...content };
}

const saved = {
  SMTP_URL: process.env.SMTP_URL,
  EMAIL_FROM: process.env.EMAIL_FROM,
  LOG_LEVEL: process.env.LOG_LEVEL,
};
function setEnv(values: Partial<Record<keyof typeof saved, string | undefined>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

let pools: JobWorkerPool[] = [];
let smtps: SmtpServer[] = [];
function startPool(): JobWorkerPool {
  const pool = createJobWorkerPool({
    concurrency: 2,
    pollIntervalMs: 25,
    heartbeatIntervalMs: 200,
    stallAfterMs: 60_000,
    sweepIntervalMs: 60_000,
    retryDelayMs: () => 50,
    definitions: jobDefinitionsOf([testSendEmail]),
  });
  pools.push(pool);
  pool.start();
  return pool;
}
async function smtp(refuse: Refusal = null) {
  const server = await startSmtp(refuse);
  smtps.push(server);
  return server;
}

/** Deliver a stored message the way sendEmail queues it, under this file's job type. */
const queueTestDelivery = (emailId: number) =>
  enqueueJob({ definition: testSendEmail, data: { emailId }, createdBy: null });

let adminCookie: string;
let userCookie: string;
beforeAll(() => {
  // Failed deliveries are logged as warnings on purpose; keep the output to the test results.
  setEnv({ LOG_LEVEL: "silent", EMAIL_FROM: "Pitchside Test <no-reply@pitchside.test>" });
});
beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ role: "admin" });
  const user = await createTestUser();
  [adminCookie, userCookie] = await Promise.all([
    signIn(admin.username, admin.password),
    signIn(user.username, user.password),
  ]);
});
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.stop({ graceMs: 2000 })));
  await Promise.all(smtps.map((server) => server.close()));
  pools = [];
  smtps = [];
  setEnv({ SMTP_URL: saved.SMTP_URL });
});
afterAll(() => setEnv(saved));

describe("delivery over SMTP, to a real SMTP server", () => {
  it("sends the stored message (to, subject, text with its link, HTML) and marks it sent", async () => {
    const server = await smtp();
    setEnv({ SMTP_URL: `smtp://mailer:s3cret%3Apass@127.0.0.1:${server.port}` });
    const stored = await storeEmail(verificationMessage("Ada.Lovelace@Example.com"));
    expect(stored).toMatchObject({ status: "queued", attempts: 0, transport: "smtp" });

    const job = await queueTestDelivery(stored.id);
    startPool();
    const sent = await eventually(
      () => readEmail(stored.id),
      (row) => row.status === "sent",
    );

    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message!.user).toBe("mailer");
    expect(message!.to).toEqual(["ada.lovelace@example.com"]);
    expect(message!.from).toBe("no-reply@pitchside.test");
    expect(headerOf(message!.raw, "Subject")).toBe("Verify your Pitchside email address");
    expect(headerOf(message!.raw, "From")).toBe("Pitchside Test <no-reply@pitchside.test>");
    expect(headerOf(message!.raw, "Auto-Submitted")).toBe("auto-generated");
    const link = appUrl(`/auth/verify?token=${TOKEN}`);
    const text = partOf(message!.raw, "text/plain");
    expect(text).toContain(`Verify email: ${link}`);
    expect(text).toContain("Verify your email address");
    const html = partOf(message!.raw, "text/html");
    expect(html).toContain(">Verify your email address</h1>");
    expect(html).toContain(`href="${link}"`);

    expect(sent).toMatchObject({
      transport: "smtp",
      attempts: 1,
      lastError: null,
      jobId: job.id,
      messageId: headerOf(message!.raw, "Message-ID"),
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    const done = await eventually(
      () => readJobRow(job.id),
      (row) => row.status === "completed",
    );
    expect(done.result).toMatchObject({ emailId: stored.id, status: "sent", transport: "smtp" });

    // Idempotent: another run for a sent message sends nothing and counts no attempt.
    const again = await sendEmailJob.handler({ emailId: stored.id }, directContext());
    expect(again).toEqual({ emailId: stored.id, status: "already-sent" });
    expect(server.received).toHaveLength(1);
    expect((await readEmail(stored.id)).attempts).toBe(1);
  });

  it("keeps no link secret in the stored copy once sent: the recipient got the link, the Outbox not", async () => {
    const server = await smtp();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${server.port}` });
    const secret = "R3set-T0ken_".repeat(4);
    const stored = await storeEmail(
      passwordResetEmail({ email: "grace@example.com", username: "grace" }, secret),
    );
    expect(stored.textBody).toContain(secret);
    await queueTestDelivery(stored.id);
    startPool();
    await eventually(
      () => readEmail(stored.id),
      (row) => row.status === "sent",
    );

    const link = appUrl(`/auth/reset-password?token=${secret}`);
    expect(partOf(server.received[0]!.raw, "text/plain")).toContain(link);
    expect(partOf(server.received[0]!.raw, "text/html")).toContain(`href="${link}"`);

    const shown = await http(`/api/admin/outbox/${stored.id}`, { cookie: adminCookie });
    expect(shown.body).toMatchObject({ status: "sent", transport: "smtp" });
    expect(JSON.stringify(shown.body)).not.toContain(secret);
    const masked = appUrl(`/auth/reset-password?token=`) + REMOVED_SECRET;
    expect(shown.body.text).toContain(`Choose a new password: ${masked}`);
    expect(shown.body.html).toContain(`href="${masked}"`);
    expect(shown.body.text).toContain("We received a request to reset the password");
    expect(JSON.stringify(await readEmail(stored.id))).not.toContain(secret);
  });

  const failures: Array<[string, () => Promise<string>, RegExp]> = [
    [
      "refuses the recipient (550 on RCPT TO)",
      async () => `smtp://127.0.0.1:${(await smtp("rcpt")).port}`,
      /550 5\.1\.1 Mailbox unavailable/,
    ],
    [
      "refuses the message (554 after DATA)",
      async () => `smtp://127.0.0.1:${(await smtp("data")).port}`,
      /554 5\.7\.1 Message rejected as spam/,
    ],
    [
      "cannot be reached (closed port)",
      async () => `smtp://127.0.0.1:${await closedPort()}`,
      /ECONNREFUSED/,
    ],
  ];

  it.each(failures)(
    "when the server %s: the error and each attempt are recorded, retried, and it ends failed",
    async (_name, url, expected) => {
      setEnv({ SMTP_URL: await url() });
      const stored = await storeEmail(verificationMessage("grace@example.com"));
      const job = await queueTestDelivery(stored.id);
      startPool();

      const failedJob = await eventually(
        () => readJobRow(job.id),
        (row) => row.status === "failed",
      );
      expect(failedJob.attempts).toBe(SEND_EMAIL_MAX_ATTEMPTS);
      expect(failedJob.error).toMatch(expected);
      const failed = await readEmail(stored.id);
      expect(failed).toMatchObject({ status: "failed", attempts: SEND_EMAIL_MAX_ATTEMPTS });
      expect(failed.lastError).toMatch(expected);
      expect(failed.sentAt).toBeNull();
      for (const server of smtps) expect(server.received).toHaveLength(0);
    },
  );

  it("between tries a message waits queued with its error, and is failed on the last try only", async () => {
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const stored = await storeEmail(verificationMessage("grace@example.com"));
    const jobId = randomUUID();

    await expect(
      sendEmailJob.handler({ emailId: stored.id }, directContext({ jobId, attempt: 1 })),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(await readEmail(stored.id)).toMatchObject({ status: "queued", attempts: 1, jobId });
    expect((await readEmail(stored.id)).lastError).toMatch(/ECONNREFUSED/);

    await expect(
      sendEmailJob.handler(
        { emailId: stored.id },
        directContext({ jobId, attempt: SEND_EMAIL_MAX_ATTEMPTS }),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(await readEmail(stored.id)).toMatchObject({ status: "failed", attempts: 2 });

    // A failed message is not taken by a stray run; only a retry (queued again) sends it.
    await expect(
      sendEmailJob.handler({ emailId: stored.id }, directContext({ attempt: 1 })),
    ).rejects.toThrow(`Email ${stored.id} is failed`);
    expect((await readEmail(stored.id)).attempts).toBe(2);
  });

  it("a failed message is retried from the API and then delivered; a sent one cannot be (409)", async () => {
    const server = await smtp("rcpt");
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${server.port}` });
    const stored = await storeEmail(verificationMessage("grace@example.com"));
    await queueTestDelivery(stored.id);
    startPool();
    await eventually(
      () => readEmail(stored.id),
      (row) => row.status === "failed",
    );

    const shown = await http(`/api/admin/outbox/${stored.id}`, { cookie: adminCookie });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: "failed", attempts: SEND_EMAIL_MAX_ATTEMPTS });
    expect(shown.body.lastError).toMatch(/550/);

    const retried = await http(`/api/admin/outbox/${stored.id}/retry`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ id: stored.id, status: "queued" });
    expect(retried.body.jobId).toEqual(expect.any(String));
    // A second click is refused (queued, sending or already sent by now): one job per retry.
    const twice = await http(`/api/admin/outbox/${stored.id}/retry`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(twice.status).toBe(409);

    // The server under test has no SMTP_URL: its worker delivers through the outbox.
    const delivered = await eventually(
      async () => (await http(`/api/admin/outbox/${stored.id}`, { cookie: adminCookie })).body,
      (body) => body.status === "sent",
    );
    expect(delivered).toMatchObject({
      transport: "outbox",
      attempts: SEND_EMAIL_MAX_ATTEMPTS + 1,
      messageId: `outbox-${stored.id}`,
      jobId: retried.body.jobId,
    });
    expect(delivered.lastError).toMatch(/550/);
    const job = await readJobRow(retried.body.jobId);
    expect(job).toMatchObject({ type: "send-email", status: "completed", createdBy: null });

    const refused = await http(`/api/admin/outbox/${stored.id}/retry`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "This message was already sent; only failed messages can be retried.",
    );
  });
});

/** A JobContext for calling the handler directly, as a system job. */
function directContext(overrides: { jobId?: string; attempt?: number } = {}): JobContext {
  return {
    jobId: overrides.jobId ?? randomUUID(),
    userId: null,
    attempt: overrides.attempt ?? 1,
    progress: async () => {},
    checkCancelled: async () => {},
    step: (_name, run) => run(),
    finish: (write) => getDb().transaction(write),
    transaction: (work) => getDb().transaction(work),
  };
}

describe("sendEmail and the outbox, on the server under test", () => {
  it("stores the message, queues a system job, and the server's worker delivers it to the outbox", async () => {
    const row = await sendEmail({ ...verificationMessage("Mia@Example.com"), userId: null });
    expect(row).toMatchObject({ status: "queued", toAddress: "mia@example.com" });

    const page = await eventually(
      async () => (await httpPage("/api/admin/outbox?q=mia@", { cookie: adminCookie })).body,
      (body) => body.items?.[0]?.status === "sent",
    );
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.items[0]).toMatchObject({
      id: row.id,
      to: "mia@example.com",
      subject: "Verify your Pitchside email address",
      kind: "verify-email",
      status: "sent",
      transport: "outbox",
      attempts: 1,
      lastError: null,
    });
    expect(page.items[0].text).toBeUndefined();

    const detail = await http(`/api/admin/outbox/${row.id}`, { cookie: adminCookie });
    expect(detail.body.text).toContain(`/auth/verify?token=${TOKEN}`);
    expect(detail.body.html).toContain(">Verify your email address</h1>");
    const job = await readJobRow(detail.body.jobId);
    expect(job).toMatchObject({ type: "send-email", status: "completed", createdBy: null });
    expect(job.data).toEqual({ emailId: row.id });
  });

  it("keeps the message, failed and retriable, when no job can be queued", async () => {
    // The job queue refuses send-email jobs (a trigger stands in for the job service being down),
    // so no worker can deliver the message behind the test's back.
    await getDb().execute(sql`create or replace function email_test_refuse_job() returns trigger
      language plpgsql as $$ begin raise exception 'job service down (test)'; end $$`);
    await getDb().execute(sql`create trigger email_test_refuse_job before insert on jobs
      for each row when (new.type = 'send-email') execute function email_test_refuse_job()`);
    let row;
    try {
      row = await sendEmail(verificationMessage("noah@example.com"));
    } finally {
      await getDb().execute(sql`drop trigger if exists email_test_refuse_job on jobs`);
      await getDb().execute(sql`drop function if exists email_test_refuse_job()`);
    }
    expect(row).toMatchObject({
      status: "failed",
      lastError: EMAIL_NOT_QUEUED,
      attempts: 0,
      jobId: null,
    });

    const listed = await httpPage("/api/admin/outbox?status=failed", { cookie: adminCookie });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: row.id, status: "failed", lastError: EMAIL_NOT_QUEUED }),
    ]);
    const retried = await http(`/api/admin/outbox/${row.id}/retry`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(retried.status).toBe(202);
    const sent = await eventually(
      () => readEmail(row.id),
      (email) => email.status === "sent",
    );
    expect(sent).toMatchObject({ transport: "outbox", attempts: 1 });
  });

  it("a send-email job submitted by a user fails without touching the message", async () => {
    const stored = await storeEmail(verificationMessage("eve@example.com"));
    const submitted = await http("/api/jobs/submit", {
      cookie: userCookie,
      json: { type: "send-email", data: { emailId: stored.id } },
    });
    expect(submitted.status).toBe(202);
    const job = await waitForJob(submitted.body.jobId, userCookie);
    expect(job).toMatchObject({
      status: "failed",
      error: "Email delivery is queued by the server, not by users",
    });
    expect(await readEmail(stored.id)).toMatchObject({ status: "queued", attempts: 0 });
  });
});

describe("the Outbox API", () => {
  /** Stored messages with statuses set directly (no job delivers them). */
  async function seedMessages() {
    const rows = [];
    for (let i = 0; i < 30; i++) {
      const row = await storeEmail({
        to: i % 3 === 0 ? `owner_${i}@club.example` : `fan${i}@other.example`,
        kind: i % 2 ? "reset-password" : "invitation",
        subject: `Message ${i}`,
        text: `Body ${i}`,
        html: `<p>Body ${i}</p>`,
      });
      const status = i % 5 === 0 ? "failed" : i % 5 === 1 ? "sent" : "queued";
      await getDb()
        .update(emailOutbox)
        .set({
          status,
          attempts: status === "queued" ? 0 : 1,
          createdAt: sql`now() - (${30 - i}::integer * interval '1 second')`,
          sentAt: status === "sent" ? sql`now()` : null,
          // A queued message has a live job, as sendEmail leaves it.
          jobId: status === "queued" ? await fixtureJob("queued") : null,
        })
        .where(eq(emailOutbox.id, row.id));
      rows.push(row);
    }
    return rows;
  }

  /** A jobs row no worker runs, standing for a send-email job in the given state. */
  async function fixtureJob(status: string): Promise<string> {
    const id = randomUUID();
    await getDb().insert(jobs).values({ id, type: "fixture", status, data: {} });
    return id;
  }

  it("lists newest first, 25 a page, filtered by status and by part of the address", async () => {
    const rows = await seedMessages();
    const first = await httpPage("/api/admin/outbox", { cookie: adminCookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items[0]).toMatchObject({ id: rows[29]!.id, subject: "Message 29" });
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      [
        "attempts",
        "createdAt",
        "id",
        "kind",
        "lastError",
        "sentAt",
        "status",
        "subject",
        "to",
        "transport",
      ].sort(),
    );
    const second = await httpPage("/api/admin/outbox?page=2", { cookie: adminCookie });
    expect(second.body.items.map((item: { subject: string }) => item.subject)).toEqual([
      "Message 4",
      "Message 3",
      "Message 2",
      "Message 1",
      "Message 0",
    ]);

    const failed = await httpPage("/api/admin/outbox?status=failed", { cookie: adminCookie });
    expect(failed.body.total).toBe(6);
    expect(failed.body.items.every((item: { status: string }) => item.status === "failed")).toBe(
      true,
    );
    // "_" is a literal underscore, not a LIKE wildcard; case does not matter.
    const owners = await httpPage("/api/admin/outbox?q=OWNER_", { cookie: adminCookie });
    expect(owners.body.total).toBe(10);
    const both = await httpPage("/api/admin/outbox?q=owner_&status=sent", { cookie: adminCookie });
    expect(both.body.items.map((item: { to: string }) => item.to)).toEqual([
      "owner_21@club.example",
      "owner_6@club.example",
    ]);
    expect((await httpPage("/api/admin/outbox?q=%25", { cookie: adminCookie })).body.total).toBe(0);
    expect(
      (await httpPage("/api/admin/outbox?page=3", { cookie: adminCookie })).body.items,
    ).toEqual([]);

    const bad = await httpPage("/api/admin/outbox?status=bounced", { cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("status must be queued, sending, sent or failed");
    expect((await httpPage("/api/admin/outbox?page=0", { cookie: adminCookie })).status).toBe(400);
  });

  it("shows a message whose delivery was abandoned as failed, and lets it be retried", async () => {
    const [stalled, lost, live] = await Promise.all(
      ["stalled@example.com", "lost@example.com", "live@example.com"].map((to) =>
        storeEmail({ to, kind: "invitation", subject: "Join", text: "t", html: "<p>t</p>" }),
      ),
    );
    // Its job ended (stalled too many times) while the message said "sending".
    await getDb()
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, jobId: await fixtureJob("failed") })
      .where(eq(emailOutbox.id, stalled!.id));
    // Stored, but the server stopped before any job was queued for it.
    await getDb()
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(emailOutbox.id, lost!.id));
    // Queued with a job that is still waiting to run: not failed, not retriable.
    await getDb()
      .update(emailOutbox)
      .set({ jobId: await fixtureJob("queued") })
      .where(eq(emailOutbox.id, live!.id));

    const failed = await httpPage("/api/admin/outbox?status=failed", { cookie: adminCookie });
    expect(failed.body.items.map((item: { to: string }) => item.to).sort()).toEqual([
      "lost@example.com",
      "stalled@example.com",
    ]);
    const queued = await httpPage("/api/admin/outbox?status=queued", { cookie: adminCookie });
    expect(queued.body.items.map((item: { to: string }) => item.to)).toEqual(["live@example.com"]);

    const waiting = await http(`/api/admin/outbox/${live!.id}/retry`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(waiting.status).toBe(409);
    expect(waiting.body.error).toBe("This message is queued; only failed messages can be retried.");
    for (const email of [stalled!, lost!]) {
      const retried = await http(`/api/admin/outbox/${email.id}/retry`, {
        method: "POST",
        cookie: adminCookie,
      });
      expect(retried.status).toBe(202);
    }
    for (const email of [stalled!, lost!]) {
      await eventually(
        () => readEmail(email.id),
        (row) => row.status === "sent",
      );
    }
  });

  it("answers 404 for a missing message and 400 for a malformed id", async () => {
    const missing = await http("/api/admin/outbox/999999", { cookie: adminCookie });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Email not found");
    expect(
      (await http("/api/admin/outbox/999999/retry", { method: "POST", cookie: adminCookie }))
        .status,
    ).toBe(404);
    expect((await http("/api/admin/outbox/abc", { cookie: adminCookie })).status).toBe(400);
  });

  it("is for admins only: 401 signed out, 403 for users, on every endpoint", async () => {
    const email = await storeEmail(verificationMessage("ada@example.com"));
    const endpoints: Array<[string, string]> = [
      ["GET", "/api/admin/outbox"],
      ["GET", `/api/admin/outbox/${email.id}`],
      ["POST", `/api/admin/outbox/${email.id}/retry`],
    ];
    for (const [method, path] of endpoints) {
      expect([path, (await http(path, { method })).status]).toEqual([path, 401]);
      const asUser = await http(path, { method, cookie: userCookie });
      expect([path, asUser.status]).toEqual([path, 403]);
      expect(asUser.body.error).toBe("You don't have permission to perform this action.");
    }
    expect((await readEmail(email.id)).status).toBe("queued");
  });
});
