/**
 * Sign-in limits over real HTTP: per account (username and email are one account), per client
 * address, counted atomically, and not fooled by a client's own X-Forwarded-For. Each client is a
 * real socket from its own loopback address (tests/support/from-address.ts), so the server sees
 * different machines without trusting any header. Counters live in rate_limits, which
 * resetDatabase empties before each test.
 */
import { and, eq, like } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { auditLog, rateLimits, sessions } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { httpFrom } from "../support/from-address";
import { startSecondServer, type SecondServer } from "../support/second-server";

const env = getEnv();
const PER_ACCOUNT = env.LOGIN_MAX_ATTEMPTS_PER_USERNAME; // 5 on the test server
const PER_ADDRESS = env.LOGIN_MAX_ATTEMPTS_PER_IP; // 20 on the test server
const WINDOW_SECONDS = env.LOGIN_WINDOW_MINUTES * 60;

beforeEach(resetDatabase);

const login = (
  from: string,
  username: string,
  password: string,
  options: { headers?: Record<string, string>; base?: string } = {},
) => httpFrom(from, "/api/login", { json: { username, password }, ...options });

const lockouts = async (userId: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "login.locked_out"), eq(auditLog.targetId, String(userId))));

function expectRetryAfter(res: { status: number; headers: Headers }): void {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe("a client's own X-Forwarded-For", () => {
  it("changes nothing: 22 bad sign-ins with a rotating header get the answers they get without it", async () => {
    expect(PER_ADDRESS).toBeLessThan(22);
    const run = async (from: string, rotate: boolean) => {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const headers: Record<string, string> = rotate
          ? { "x-forwarded-for": `198.51.100.${i + 1}`, "x-real-ip": `203.0.113.${i + 1}` }
          : {};
        const res = await login(from, `nobody-${from}-${i}`, "wrong-password", { headers });
        if (res.status === 429) expectRetryAfter(res);
        statuses.push(res.status);
      }
      return statuses;
    };
    const expected = [
      ...Array<number>(PER_ADDRESS).fill(401),
      ...Array<number>(22 - PER_ADDRESS).fill(429),
    ];
    expect(await run("127.0.0.2", false)).toEqual(expected);
    expect(await run("127.0.0.3", true)).toEqual(expected);

    // Only the two real addresses were ever counted, never a header's.
    const counted = await getDb()
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, "login:address:%"));
    expect(counted.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "login:address:127.0.0.2", count: 22 },
      { key: "login:address:127.0.0.3", count: 22 },
    ]);
  });

  it("is not what a session records as the client's address", async () => {
    const user = await createTestUser();
    const res = await login("127.0.0.4", user.username, user.password, {
      headers: { "x-forwarded-for": "198.51.100.77", "x-real-ip": "198.51.100.78" },
    });
    expect(res.status).toBe(200);
    const [session] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.ipAddress).toBe("127.0.0.4");
  });
});

describe("the per-account limit", () => {
  it("lets exactly 5 of 30 simultaneous bad sign-ins be checked; 25 answer 429 with Retry-After", async () => {
    const user = await createTestUser({ username: "rushed" });
    // Thirty clients at once, half naming the account by username and half by email.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(`127.0.1.${i + 1}`, i % 2 ? user.username : user.email, "wrong-password"),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PER_ACCOUNT);
    for (const res of results.filter((r) => r.status === 429)) expectRetryAfter(res);
    expect(await lockouts(user.id)).toHaveLength(1);
  });

  it("holds from one address too: 30 at once still check exactly 5", async () => {
    const user = await createTestUser({ username: "rushed-alone" });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => login("127.0.0.5", user.username, "wrong-password")),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PER_ACCOUNT);
  });

  it("counts the username and the email of one account as one", async () => {
    const user = await createTestUser({ username: "twonames" });
    const names = [user.username, user.email, user.email.toUpperCase(), "TwoNames", user.email];
    for (const [i, name] of names.entries()) {
      // From a different address each time: only the account's count can refuse.
      expect((await login(`127.0.2.${i + 1}`, name, "wrong-password")).status).toBe(401);
    }
    expectRetryAfter(await login("127.0.2.50", user.username, "wrong-password"));
    expectRetryAfter(await login("127.0.2.51", user.email, "wrong-password"));
  });

  it("refuses even the right password once locked, and records the lock once", async () => {
    const user = await createTestUser({ username: "locked" });
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await login("127.0.0.6", user.username, "wrong-password")).status).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      const res = await login("127.0.0.7", user.username, user.password);
      expectRetryAfter(res);
      expect(res.body).toMatchObject({ code: "RATE_LIMITED" });
    }
    const rows = await lockouts(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: "user", targetLabel: "locked" });
    expect(rows[0]?.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is cleared by a successful sign-in", async () => {
    const user = await createTestUser({ username: "forgetful" });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PER_ACCOUNT - 1; i++) {
        expect((await login("127.0.0.8", user.username, "wrong-password")).status).toBe(401);
      }
      expect((await login("127.0.0.8", user.username, user.password)).status).toBe(200);
    }
    // Twelve failures in all, never five in a row: no lock, no audit row, no count left.
    expect(await lockouts(user.id)).toHaveLength(0);
    const left = await getDb()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:account:${user.id}`));
    expect(left).toEqual([]);
  });
});

describe("the per-address limit", () => {
  it("refuses an address after 20 bad sign-ins across usernames, and only that address", async () => {
    const user = await createTestUser({ username: "bystander" });
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await login("127.0.0.9", `guess${i}`, "wrong-password")).status).toBe(401);
    }
    expectRetryAfter(await login("127.0.0.9", user.username, user.password));
    expect((await login("127.0.0.10", user.username, user.password)).status).toBe(200);
  });

  it("stops counting against accounts once the address is refused (no lock-out by one client)", async () => {
    const victim = await createTestUser({ username: "victim" });
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await login("127.0.0.11", `spray${i}`, "wrong-password")).status).toBe(401);
    }
    for (let i = 0; i < 10; i++) {
      expectRetryAfter(await login("127.0.0.11", victim.username, "wrong-password"));
    }
    expect((await login("127.0.0.12", victim.username, victim.password)).status).toBe(200);
    expect(await lockouts(victim.id)).toHaveLength(0);
  });

  it("gives a successful sign-in's place back", async () => {
    const user = await createTestUser({ username: "regular" });
    for (let i = 0; i < PER_ADDRESS + 5; i++) {
      expect((await login("127.0.0.13", user.username, user.password)).status).toBe(200);
    }
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await login("127.0.0.13", `other${i}`, "wrong-password")).status).toBe(401);
    }
    expectRetryAfter(await login("127.0.0.13", "other-last", "wrong-password"));
  });
});

describe("behind one trusted proxy (TRUSTED_PROXY_HOPS=1)", () => {
  let proxied: SecondServer;
  beforeAll(async () => {
    proxied = await startSecondServer({ env: { TRUSTED_PROXY_HOPS: "1" } });
  }, 90_000);
  afterAll(async () => {
    await proxied?.stop();
  });

  it("counts the address the proxy saw, not what the client wrote before it", async () => {
    // One proxy at 127.0.0.20 in front of the app: the header's last entry is the client.
    const via = (client: string, sent?: string) => ({
      base: proxied.url,
      headers: { "x-forwarded-for": sent ? `${sent}, ${client}` : client },
    });
    for (let i = 0; i < PER_ADDRESS; i++) {
      const spoof = `10.0.${i}.1`;
      const res = await login("127.0.0.20", `guess${i}`, "wrong-password", via("192.0.2.7", spoof));
      expect(res.status).toBe(401);
    }
    expectRetryAfter(
      await login("127.0.0.20", "guess-last", "wrong-password", via("192.0.2.7", "10.1.1.1")),
    );
    // Another client behind the same proxy is not refused.
    const user = await createTestUser({ username: "neighbour" });
    expect((await login("127.0.0.20", user.username, user.password, via("192.0.2.8"))).status).toBe(
      200,
    );
    const [session] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.ipAddress).toBe("192.0.2.8");
  });
});
