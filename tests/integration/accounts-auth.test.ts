import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sessions, users } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, sessionCookieFrom, signIn } from "../support/http";

const userCount = async () => (await getDb().select({ n: count() }).from(users))[0]?.n ?? 0;

beforeEach(resetDatabase);

describe("GET /api/user", () => {
  it("answers 401 JSON when signed out", async () => {
    const res = await http("/api/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: "Authentication required. Please sign in to continue.",
      code: "UNAUTHORIZED",
    });
  });

  it("answers 401 for a forged cookie", async () => {
    const res = await http("/api/user", { cookie: "next-auth.session-token=not-a-real-token" });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/register", () => {
  const valid = {
    username: "casey",
    email: "casey@example.com",
    password: "longenough",
    fullName: "Casey Jones",
  };

  it("creates an unverified account without a session and never returns the password", async () => {
    const res = await http("/api/register", { json: valid });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: "verification_sent", email: "casey@example.com" });
    expect(sessionCookieFrom(res.headers)).toBeNull();
    const [row] = await getDb().select().from(users).where(eq(users.username, "casey"));
    expect(row).toMatchObject({
      email: "casey@example.com",
      fullName: "Casey Jones",
      role: "user",
      isActive: true,
      emailVerifiedAt: null,
    });
    expect(row?.password).toMatch(/^\$argon2id\$/);
  });

  it("accepts the single authorised address of the default allow-list", async () => {
    const res = await http("/api/register", { json: { ...valid, email: "partner@example.net" } });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ ...valid, username: undefined }, "Username is required"],
    [{ ...valid, username: "   " }, "Username is required"],
    [{ ...valid, username: 123 }, "Username is required"],
    [{ ...valid, email: "not-an-email" }, "Invalid email format"],
    [{ ...valid, email: undefined }, "Invalid email format"],
    [{ ...valid, password: "short" }, "Password must be at least 8 characters"],
    [{ ...valid, password: 12345678 }, "Password must be at least 8 characters"],
    [
      { ...valid, email: "casey@gmail.com" },
      "Registration is restricted to authorized email addresses only",
    ],
    [
      { ...valid, email: "partner@example.org.evil.com" },
      "Registration is restricted to authorized email addresses only",
    ],
  ])("refuses %j with '%s' and stores nothing", async (body, message) => {
    const res = await http("/api/register", { json: body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(Array.isArray(res.body.details)).toBe(true);
    expect(await userCount()).toBe(0);
  });

  it("refuses a duplicate username (any case) with 409; a taken email answers like a new one", async () => {
    expect((await http("/api/register", { json: valid })).status).toBe(201);
    const sameName = await http("/api/register", {
      json: { ...valid, username: "CASEY", email: "other@example.com" },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe("Username already exists");
    // Whether an address has an account is told to its owner by email, not to whoever asks.
    const sameEmail = await http("/api/register", {
      json: { ...valid, username: "casey2", email: "Casey@Example.com" },
    });
    expect(sameEmail.status).toBe(201);
    expect(sameEmail.body).toEqual({ status: "verification_sent", email: "casey@example.com" });
    expect(await userCount()).toBe(1);
  });

  it("refuses malformed JSON, a non-JSON body and an oversized body", async () => {
    const malformed = await http("/api/register", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("The request body is not valid JSON.");
    const text = await http("/api/register", {
      raw: "username=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const huge = await http("/api/register", {
      json: { ...valid, fullName: "x".repeat(300 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(await userCount()).toBe(0);
  });
});

describe("POST /api/login", () => {
  it("signs in by username or email, updates lastLogin, and remembers for 30 days only when asked", async () => {
    const user = await createTestUser({ username: "robin" });
    const res = await http("/api/login", { json: { username: "robin", password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe("robin");
    expect(res.body.lastLogin).not.toBeNull();
    const sessionCookie = res.headers.getSetCookie().find((c) => c.includes("session-token"))!;
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/);

    const remembered = await http("/api/login", {
      json: { username: "ROBIN@example.com", password: user.password, rememberMe: true },
    });
    expect(remembered.status).toBe(200);
    expect(remembered.headers.getSetCookie().join(";")).toMatch(/Max-Age=2592000/);
    expect(remembered.body.previousLogin).toBe(res.body.lastLogin);
  });

  it("answers the same 401 for a wrong password and an unknown user", async () => {
    await createTestUser({ username: "robin" });
    const wrong = await http("/api/login", {
      json: { username: "robin", password: "wrong-password" },
    });
    const unknown = await http("/api/login", {
      json: { username: "nobody", password: "wrong-password" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe("Invalid username or password");
    expect(unknown.body.error).toBe(wrong.body.error);
    expect(sessionCookieFrom(wrong.headers)).toBeNull();
  });

  it.each([
    [{ password: "x" }, "Username is required"],
    [{ username: "robin" }, "Password is required"],
    [{ username: "robin", password: "" }, "Password is required"],
    [{ username: "robin", password: "x", rememberMe: "yes" }, "rememberMe must be true or false"],
  ])("validates %j", async (body, message) => {
    const res = await http("/api/login", { json: body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses a deactivated account even with the right password", async () => {
    const user = await createTestUser({ username: "gone" });
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await http("/api/login", { json: { username: "gone", password: user.password } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(
      "This account has been deactivated. Please contact an administrator.",
    );
  });

  it("limits failed attempts per username with 429 and Retry-After, counted in the database", async () => {
    const user = await createTestUser({ username: "target" });
    for (let i = 0; i < 5; i++) {
      expect(
        (await http("/api/login", { json: { username: "target", password: "bad-guess" } })).status,
      ).toBe(401);
    }
    const blocked = await http("/api/login", {
      json: { username: "target", password: user.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe("Too many requests. Please try again later.");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/logout", () => {
  it("kills the session on the server: a copied cookie stops working", async () => {
    const user = await createTestUser();
    const cookie = await signIn(user.username, user.password);
    const copy = cookie;
    expect((await http("/api/user", { cookie })).status).toBe(200);
    const out = await http("/api/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join(";")).toMatch(/session-token=;.*Max-Age=0/);
    expect((await http("/api/user", { cookie: copy })).status).toBe(401);
    const [row] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.revokedAt).not.toBeNull();
  });

  it("answers 200 when already signed out", async () => {
    expect((await http("/api/logout", { method: "POST" })).status).toBe(200);
  });
});
