import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestUser, resetDatabase } from "../support/db";
import { startDatabaseRelay, type DatabaseRelay } from "../support/database-relay";
import { http, signIn } from "../support/http";
import { startSecondServer, type SecondServer } from "../support/second-server";

/**
 * Requests that meet a database that cannot be reached (restarting, failing over, a network cut):
 * a server instance whose database connection runs through a relay the test cuts answers 503 with
 * Retry-After, as /api/health does, never the generic 500, and serves again once it is back.
 */

let relay: DatabaseRelay;
let server: SecondServer;
let folder: string;
let cookie: string;
let token: string;
let username: string;

beforeAll(async () => {
  await resetDatabase();
  const user = await createTestUser();
  username = user.username;
  cookie = await signIn(user.username, user.password);
  const created = await http("/api/api-tokens", {
    cookie,
    json: { name: "outage", scope: "write", expiresInDays: 30 },
  });
  expect(created.status).toBe(201);
  token = created.body.token;
  relay = await startDatabaseRelay(new URL(process.env.DATABASE_URL!));
  folder = mkdtempSync(path.join(os.tmpdir(), "pitchside-db-unavailable-"));
  server = await startSecondServer({
    env: {
      DATABASE_URL: relay.url,
      // Files of its own, and no worker: only its answers to requests are under test.
      DATA_DIR: folder,
      JOB_WORKER_ENABLED: "0",
      LOG_LEVEL: "warn",
    },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await relay?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The requests under test: a session, a token, a public route and a job submission. */
const requests = {
  "a signed-in read (the session lookup)": () =>
    http("/api/event-brands", { base: server.url, cookie }),
  "a read with an API token": () =>
    http("/api/event-brands", {
      base: server.url,
      headers: { authorization: `Bearer ${token}` },
    }),
  "a sign-in (public)": () =>
    http("/api/login", {
      base: server.url,
      json: { username, password: "not-the-password" },
    }),
  "a job submission": () =>
    http("/api/jobs/research", { base: server.url, cookie, json: { sponsorName: "Rolex" } }),
};

it("answers 503 with Retry-After while the database cannot be reached, and serves again after", async () => {
  // Up: each request is answered by the database as usual.
  expect((await requests["a signed-in read (the session lookup)"]()).status).toBe(200);
  expect((await requests["a read with an API token"]()).status).toBe(200);
  expect((await requests["a sign-in (public)"]()).status).toBe(401);

  relay.cut();
  try {
    for (const [what, send] of Object.entries(requests)) {
      const res = await send();
      expect({ what, status: res.status, body: res.body }).toEqual({
        what,
        status: 503,
        body: {
          error: "Our service is currently unavailable. Please try again later.",
          code: "SERVICE_UNAVAILABLE",
        },
      });
      // The same wait /api/health asks for.
      expect(res.headers.get("retry-after")).toBe("5");
    }
    const health = await http("/api/health", { base: server.url });
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toBe("5");
  } finally {
    relay.restore();
  }

  await waitUntil(
    async () => (await requests["a signed-in read (the session lookup)"]()).status === 200,
    "the database to answer again",
  );
  expect((await requests["a read with an API token"]()).status).toBe(200);
  const submitted = await requests["a job submission"]();
  expect(submitted.status).toBe(202);

  // Logged as the outage it is, not as a fault of the code.
  expect(server.output()).toContain("database unavailable; answered 503");
  expect(server.output()).not.toContain("unhandled error in route handler");
}, 60_000);
