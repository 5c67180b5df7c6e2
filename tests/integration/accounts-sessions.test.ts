import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { auditLog, sessions, users } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { emailsTo, latestEmailTo } from "../support/email";
import { http, sessionCookieFrom, signIn } from "../support/http";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";

const NEW_PASSWORD = "correct horse battery";

type User = Awaited<ReturnType<typeof createTestUser>>;
let pat: User;

beforeEach(async () => {
  await resetDatabase();
  pat = await createTestUser({ username: "pat" });
});

/** Sign in with a given User-Agent header; answers the session cookie. */
async function signInFrom(userAgent: string, user: User = pat, password = user.password) {
  const res = await http("/api/login", {
    json: { username: user.username, password, rememberMe: false },
    headers: { "user-agent": userAgent },
  });
  const cookie = sessionCookieFrom(res.headers);
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

const changePassword = (cookie: string, body: unknown) =>
  http("/api/user/password", { method: "POST", cookie, json: body });

const sessionRows = (userId: number) =>
  getDb().select().from(sessions).where(eq(sessions.userId, userId));

const auditOf = (action: "password.changed" | "sessions.ended") =>
  getDb().select().from(auditLog).where(eq(auditLog.action, action));

describe("POST /api/user/password", () => {
  it("refuses a wrong current password with 400 on currentPassword and changes nothing", async () => {
    const cookie = await signIn(pat.username, pat.password);
    const before = (await getDb().select().from(users).where(eq(users.id, pat.id)))[0]!;
    const res = await changePassword(cookie, {
      currentPassword: "not-my-password",
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "Current password is incorrect",
      code: "VALIDATION_ERROR",
      details: [{ path: "body.currentPassword", message: "Current password is incorrect" }],
    });
    const after = (await getDb().select().from(users).where(eq(users.id, pat.id)))[0]!;
    expect(after.password).toBe(before.password);
    expect(after.passwordChangedAt).toBeNull();
    expect(await emailsTo(pat.email)).toHaveLength(0);
  });

  it("limits wrong current passwords to 5 in 15 minutes (429 with Retry-After), even the right one after", async () => {
    const cookie = await signIn(pat.username, pat.password);
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(cookie, {
        currentPassword: `guess-${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(400);
    }
    const blocked = await changePassword(cookie, {
      currentPassword: pat.password,
      newPassword: NEW_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("Too many wrong current passwords. Please try again later.");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    // The guesses were not checked: the password is unchanged and still signs in.
    expect(
      (await http("/api/login", { json: { username: "pat", password: pat.password } })).status,
    ).toBe(200);
  });

  it("counts simultaneous wrong guesses one by one", async () => {
    const cookie = await signIn(pat.username, pat.password);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        changePassword(cookie, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("a right current password forgets earlier wrong ones", async () => {
    const cookie = await signIn(pat.username, pat.password);
    for (let i = 0; i < 4; i++) {
      await changePassword(cookie, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD });
    }
    const res = await changePassword(cookie, {
      currentPassword: pat.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(cookie, {
        currentPassword: `guess-${i}`,
        newPassword: "another fine phrase",
      });
      expect(wrong.status).toBe(400);
    }
  });

  it.each([
    ["a common password", "password1234", "This password is too common."],
    ["one with the username", "pat-is-the-best", "must not contain your username"],
    ["the product's name", "pitchside-rocks", "must not contain your username"],
  ])("refuses %s on newPassword", async (_label, newPassword, text) => {
    const cookie = await signIn(pat.username, pat.password);
    const res = await changePassword(cookie, { currentPassword: pat.password, newPassword });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(text);
    expect(res.body.details).toEqual([{ path: "body.newPassword", message: res.body.error }]);
    expect((await signIn(pat.username, pat.password)).length).toBeGreaterThan(0);
  });

  it.each([
    [
      { currentPassword: "password123", newPassword: "password123" },
      "newPassword",
      "The new password must be different from the current one",
    ],
    [
      { currentPassword: "password123", newPassword: "short" },
      "newPassword",
      "Password must be at least 8 characters",
    ],
    [{ newPassword: NEW_PASSWORD }, "currentPassword", "Current password is required"],
  ])("refuses %j", async (body, field, message) => {
    const cookie = await signIn(pat.username, pat.password);
    const res = await changePassword(cookie, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details).toContainEqual({ path: `body.${field}`, message });
  });

  it("needs a signed-in session", async () => {
    const res = await http("/api/user/password", {
      json: { currentPassword: pat.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });

  it("changes the password, keeps this session, ends the others, records and tells the owner", async () => {
    const here = await signInFrom(CHROME_MAC);
    const elsewhere = await signInFrom(SAFARI_IPHONE);
    const third = await signInFrom(FIREFOX_WINDOWS);
    const other = await createTestUser({ username: "sam" });
    const othersCookie = await signIn(other.username, other.password);

    const res = await changePassword(here, {
      currentPassword: pat.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Your password has been changed.",
      sessionsEnded: 2,
      tokensRevoked: 0,
    });

    expect((await http("/api/user", { cookie: here })).status).toBe(200);
    expect((await http("/api/user", { cookie: elsewhere })).status).toBe(401);
    expect((await http("/api/user", { cookie: third })).status).toBe(401);
    // Another user's sessions are untouched.
    expect((await http("/api/user", { cookie: othersCookie })).status).toBe(200);

    const old = await http("/api/login", { json: { username: "pat", password: pat.password } });
    expect(old.status).toBe(401);
    expect(await signIn("pat", NEW_PASSWORD)).toBeTruthy();

    const [row] = await getDb().select().from(users).where(eq(users.id, pat.id));
    expect(row!.passwordChangedAt).toBeInstanceOf(Date);

    const email = await latestEmailTo(pat.email, "password-changed");
    expect(email.subject).toBe("Your Pitchside password was changed");
    expect(email.userId).toBe(pat.id);
    expect(email.textBody).toContain("pat");
    expect(email.textBody).not.toContain(NEW_PASSWORD);
    expect(email.htmlBody).not.toContain(NEW_PASSWORD);

    const audit = await auditOf("password.changed");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: pat.id,
      targetType: "user",
      targetId: String(pat.id),
      details: { sessionsEnded: 2 },
    });
  });
});

describe("/api/user/sessions", () => {
  it("lists the user's active sessions with their devices and this one marked, never a session id", async () => {
    const mac = await signInFrom(CHROME_MAC);
    await signInFrom(SAFARI_IPHONE);
    const ended = await signInFrom(FIREFOX_WINDOWS);
    await http("/api/logout", { method: "POST", cookie: ended });
    // Someone else's session is not listed.
    const sam = await createTestUser({ username: "sam" });
    await signInFrom(FIREFOX_WINDOWS, sam);

    const res = await http("/api/user/sessions", { cookie: mac });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      device: "Chrome on macOS",
      browser: "Chrome",
      os: "macOS",
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
      rememberMe: false,
    });
    expect(res.body[1]).toMatchObject({
      device: "Safari on iPhone",
      browser: "Safari",
      os: "iOS",
      current: false,
    });

    const raw = JSON.stringify(res.body);
    for (const row of await sessionRows(pat.id)) {
      expect(raw).not.toContain(row.id);
      expect(res.body.map((session: { id: string }) => session.id)).not.toContain(row.id);
    }
    expect(res.body[0].id).not.toBe(res.body[1].id);
  });

  it("new sessions start with last seen now, and a request refreshes a stale last seen", async () => {
    const cookie = await signInFrom(CHROME_MAC);
    const [fresh] = await sessionRows(pat.id);
    expect(fresh!.lastSeenAt).toBeInstanceOf(Date);
    expect(Math.abs(fresh!.lastSeenAt!.getTime() - fresh!.createdAt.getTime())).toBeLessThan(5_000);

    const longAgo = new Date(Date.now() - 3_600_000);
    await getDb().update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.id, fresh!.id));
    expect((await http("/api/user", { cookie })).status).toBe(200);
    // The update does not hold up the answer: wait for it to land.
    let seen = longAgo;
    for (let i = 0; i < 50 && seen.getTime() === longAgo.getTime(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await sessionRows(pat.id))[0]!.lastSeenAt!;
    }
    expect(Date.now() - seen.getTime()).toBeLessThan(60_000);

    // Within the minute, requests do not write it again.
    const recent = new Date(Date.now() - 20_000);
    await getDb().update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, fresh!.id));
    await http("/api/user", { cookie });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await sessionRows(pat.id))[0]!.lastSeenAt!.getTime()).toBe(recent.getTime());
  });

  it("ends one other session by its handle: its cookie stops working, this one goes on", async () => {
    const mac = await signInFrom(CHROME_MAC);
    const phone = await signInFrom(SAFARI_IPHONE);
    const list = (await http("/api/user/sessions", { cookie: mac })).body;
    const phoneSession = list.find((session: { current: boolean }) => !session.current);

    const res = await http(`/api/user/sessions/${phoneSession.id}`, {
      method: "DELETE",
      cookie: mac,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 1, signedOut: false });
    expect(sessionCookieFrom(res.headers)).toBeNull();
    expect((await http("/api/user", { cookie: phone })).status).toBe(401);
    expect((await http("/api/user", { cookie: mac })).status).toBe(200);

    const again = await http(`/api/user/sessions/${phoneSession.id}`, {
      method: "DELETE",
      cookie: mac,
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("Session not found");

    const audit = await auditOf("sessions.ended");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ count: 1, scope: "one" });
  });

  it("ending this device's own session signs it out and clears the cookie", async () => {
    const mac = await signInFrom(CHROME_MAC);
    const list = (await http("/api/user/sessions", { cookie: mac })).body;
    const res = await http(`/api/user/sessions/${list[0].id}`, { method: "DELETE", cookie: mac });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 1, signedOut: true });
    expect(res.headers.getSetCookie().join(";")).toMatch(/next-auth\.session-token=;.*Max-Age=0/);
    expect((await http("/api/user", { cookie: mac })).status).toBe(401);
  });

  it("signs out all other sessions", async () => {
    const mac = await signInFrom(CHROME_MAC);
    const phone = await signInFrom(SAFARI_IPHONE);
    const pc = await signInFrom(FIREFOX_WINDOWS);
    const res = await http("/api/user/sessions", { method: "DELETE", cookie: mac });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2, signedOut: false });
    expect((await http("/api/user", { cookie: phone })).status).toBe(401);
    expect((await http("/api/user", { cookie: pc })).status).toBe(401);
    expect((await http("/api/user", { cookie: mac })).status).toBe(200);
    const list = (await http("/api/user/sessions", { cookie: mac })).body;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);

    const again = await http("/api/user/sessions", { method: "DELETE", cookie: mac });
    expect(again.body).toEqual({ ended: 0, signedOut: false });
    const audit = await auditOf("sessions.ended");
    expect(audit.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { count: 2, scope: "others" },
        { count: 0, scope: "others" },
      ]),
    );
  });

  it("answers 404 for another user's session handle and leaves it alone", async () => {
    const mine = await signInFrom(CHROME_MAC);
    const sam = await createTestUser({ username: "sam" });
    const samsCookie = await signInFrom(SAFARI_IPHONE, sam);
    const samsHandle = (await http("/api/user/sessions", { cookie: samsCookie })).body[0].id;

    const res = await http(`/api/user/sessions/${samsHandle}`, { method: "DELETE", cookie: mine });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Session not found");
    expect((await http("/api/user", { cookie: samsCookie })).status).toBe(200);
    const [samsRow] = await sessionRows(sam.id);
    expect(samsRow!.revokedAt).toBeNull();
  });

  it("answers 404 for an unknown handle and 400 for one that is not a handle", async () => {
    const cookie = await signInFrom(CHROME_MAC);
    const unknown = await http("/api/user/sessions/0123456789abcdef", {
      method: "DELETE",
      cookie,
    });
    expect(unknown.status).toBe(404);
    const [row] = await sessionRows(pat.id);
    // The secret id itself is not a handle.
    const secret = await http(`/api/user/sessions/${encodeURIComponent(row!.id)}`, {
      method: "DELETE",
      cookie,
    });
    expect(secret.status).toBe(400);
    expect((await http("/api/user", { cookie })).status).toBe(200);
  });

  it("needs a signed-in session", async () => {
    expect((await http("/api/user/sessions")).status).toBe(401);
    expect((await http("/api/user/sessions", { method: "DELETE" })).status).toBe(401);
    expect((await http("/api/user/sessions/0123456789abcdef", { method: "DELETE" })).status).toBe(
      401,
    );
  });
});
