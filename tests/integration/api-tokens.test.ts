import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { apiTokens, auditLog, rateLimits, users } from "@/lib/server/db/schema";
import { API_TOKEN_MESSAGES, API_TOKENS_PER_USER } from "@/lib/shared/schemas/api-token";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

type User = Awaited<ReturnType<typeof createTestUser>>;
let pat: User;
let patCookie: string;

beforeEach(async () => {
  await resetDatabase();
  pat = await createTestUser({ username: "pat" });
  patCookie = await signIn(pat.username, pat.password);
});

async function createToken(
  cookie: string,
  body: { name?: string; scope?: string; expiresInDays?: number | null } = {},
) {
  const res = await http("/api/api-tokens", {
    cookie,
    json: { name: "CRM sync", scope: "read", expiresInDays: 30, ...body },
  });
  if (res.status !== 201)
    throw new Error(`token not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; token: string; prefix: string; scope: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const tokenRow = async (id: number) =>
  (await getDb().select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!;

describe("creating, listing and revoking tokens", () => {
  it("answers the secret once, stores only its hash, and records the creation", async () => {
    const res = await http("/api/api-tokens", {
      cookie: patCookie,
      json: { name: "  CRM sync  ", scope: "write", expiresInDays: 90 },
    });
    expect(res.status).toBe(201);
    const token: string = res.body.token;
    expect(token).toMatch(/^ps_[A-Za-z0-9_-]{43}$/);
    expect(res.body).toMatchObject({
      name: "CRM sync",
      scope: "write",
      prefix: token.slice(0, 10),
      lastUsedAt: null,
      expired: false,
    });
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    const row = await tokenRow(res.body.id);
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await http("/api/api-tokens", { cookie: patCookie });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toEqual({
      id: res.body.id,
      name: "CRM sync",
      scope: "write",
      prefix: token.slice(0, 10),
      createdAt: res.body.createdAt,
      lastUsedAt: null,
      expiresAt: res.body.expiresAt,
      expired: false,
    });
    expect(JSON.stringify(list.body)).not.toContain(token);

    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "api_token.created"));
    expect(audit).toMatchObject({ actorUserId: pat.id, targetId: String(res.body.id) });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("validates the name, scope and expiry, and takes no expiry", async () => {
    const bad = async (json: unknown) =>
      http("/api/api-tokens", { cookie: patCookie, json }).then((r) => [r.status, r.body.error]);
    expect(await bad({ name: " ", scope: "read", expiresInDays: 30 })).toEqual([
      400,
      API_TOKEN_MESSAGES.nameRequired,
    ]);
    expect(await bad({ name: "x", scope: "admin", expiresInDays: 30 })).toEqual([
      400,
      API_TOKEN_MESSAGES.scope,
    ]);
    expect(await bad({ name: "x", scope: "read", expiresInDays: 0 })).toEqual([
      400,
      API_TOKEN_MESSAGES.expiry,
    ]);
    expect(await bad({ name: "x", scope: "read", expiresInDays: 366 })).toEqual([
      400,
      API_TOKEN_MESSAGES.expiry,
    ]);
    const forever = await createToken(patCookie, { expiresInDays: null });
    expect((await tokenRow(forever.id)).expiresAt).toBeNull();
  });

  it(`caps live tokens at ${API_TOKENS_PER_USER} per user with a 409`, async () => {
    for (let i = 0; i < API_TOKENS_PER_USER; i++) await createToken(patCookie, { name: `t${i}` });
    const over = await http("/api/api-tokens", {
      cookie: patCookie,
      json: { name: "one more", scope: "read", expiresInDays: 30 },
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(API_TOKEN_MESSAGES.tooMany);
    // A revoked token frees its place.
    const list = await http("/api/api-tokens", { cookie: patCookie });
    expect(
      (await http(`/api/api-tokens/${list.body[0].id}`, { method: "DELETE", cookie: patCookie }))
        .status,
    ).toBe(204);
    await createToken(patCookie, { name: "one more" });
  });

  it("revokes your own token (it stops working at once) and answers 404 for another user's", async () => {
    const mine = await createToken(patCookie);
    const sam = await createTestUser({ username: "sam" });
    const samCookie = await signIn(sam.username, sam.password);
    const theirs = await createToken(samCookie);

    const notMine = await http(`/api/api-tokens/${theirs.id}`, {
      method: "DELETE",
      cookie: patCookie,
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe(API_TOKEN_MESSAGES.notFound);
    expect((await http("/api/user", { headers: bearer(theirs.token) })).status).toBe(200);

    expect((await http("/api/user", { headers: bearer(mine.token) })).status).toBe(200);
    const revoked = await http(`/api/api-tokens/${mine.id}`, {
      method: "DELETE",
      cookie: patCookie,
    });
    expect(revoked.status).toBe(204);
    const after = await http("/api/user", { headers: bearer(mine.token) });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("This API token has been revoked.");
    expect((await http("/api/api-tokens", { cookie: patCookie })).body).toEqual([]);
    expect((await tokenRow(mine.id)).revokedBy).toBe(pat.id);
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "api_token.revoked"));
    expect(audits.map((a) => a.targetId)).toEqual([String(mine.id)]);
  });

  it("lets admins list every token with its user, filter by user and revoke any", async () => {
    const admin = await createTestUser({ username: "ada", role: "admin" });
    const adminCookie = await signIn(admin.username, admin.password);
    const patToken = await createToken(patCookie, { name: "pat's" });
    await createToken(adminCookie, { name: "ada's" });

    expect((await http("/api/admin/api-tokens", { cookie: patCookie })).status).toBe(403);
    const all = await http("/api/admin/api-tokens", { cookie: adminCookie });
    expect(all.status).toBe(200);
    expect(
      all.body
        .map((t: { name: string; user: { username: string } }) => [t.name, t.user.username])
        .sort(),
    ).toEqual([
      ["ada's", "ada"],
      ["pat's", "pat"],
    ]);
    const onlyPat = await http(`/api/admin/api-tokens?userId=${pat.id}`, { cookie: adminCookie });
    expect(onlyPat.body).toHaveLength(1);
    expect(onlyPat.body[0]).toMatchObject({
      id: patToken.id,
      user: { id: pat.id, username: "pat", isActive: true },
    });

    const res = await http(`/api/admin/api-tokens/${patToken.id}`, {
      method: "DELETE",
      cookie: adminCookie,
    });
    expect(res.status).toBe(204);
    expect((await http("/api/user", { headers: bearer(patToken.token) })).status).toBe(401);
    expect((await tokenRow(patToken.id)).revokedBy).toBe(admin.id);
    expect(
      (
        await http(`/api/admin/api-tokens/${patToken.id}`, {
          method: "DELETE",
          cookie: adminCookie,
        })
      ).status,
    ).toBe(404);
  });
});

describe("a bearer token on the API", () => {
  it("acts as its user with no cookie, ignores a cookie sent with it, and records its use", async () => {
    const { id, token } = await createToken(patCookie);
    const sam = await createTestUser({ username: "sam" });
    const samCookie = await signIn(sam.username, sam.password);

    const me = await http("/api/user", { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe("pat");
    const withCookie = await http("/api/user", { headers: bearer(token), cookie: samCookie });
    expect(withCookie.body.username).toBe("pat");

    let lastUsedAt: Date | null = null;
    for (let i = 0; i < 50 && !lastUsedAt; i++) {
      lastUsedAt = (await tokenRow(id)).lastUsedAt;
      if (!lastUsedAt) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lastUsedAt).not.toBeNull();
    const listed = await http("/api/api-tokens", { cookie: patCookie });
    expect(listed.body[0].lastUsedAt).toBe(lastUsedAt!.toISOString());
  });

  it("lets a read token only read, and a write token write without a same-origin Origin", async () => {
    const read = await createToken(patCookie, { scope: "read" });
    const write = await createToken(patCookie, { scope: "write" });
    const body = { name: "Token Sponsor Co" };

    const refused = await http("/api/sponsor-brands", { headers: bearer(read.token), json: body });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(API_TOKEN_MESSAGES.readOnly);
    expect(
      (await http("/api/sponsor-brands?pageSize=1", { headers: bearer(read.token) })).status,
    ).toBe(200);

    const crossSite = { origin: "https://elsewhere.example" };
    const byCookie = await http("/api/sponsor-brands", {
      cookie: patCookie,
      headers: crossSite,
      json: body,
    });
    expect(byCookie.status).toBe(403);
    const byToken = await http("/api/sponsor-brands", {
      headers: { ...bearer(write.token), ...crossSite },
      json: body,
    });
    expect(byToken.status).toBe(201);
    expect(byToken.body.name).toBe("Token Sponsor Co");
  });

  it("is refused on account, token and admin routes", async () => {
    const admin = await createTestUser({ username: "ada", role: "admin" });
    const adminCookie = await signIn(admin.username, admin.password);
    const { token } = await createToken(adminCookie, { scope: "write" });
    const headers = bearer(token);

    const refusedRoutes: Array<[string, string, unknown?]> = [
      ["POST", "/api/login", { username: "ada", password: admin.password }],
      ["POST", "/api/logout"],
      ["POST", "/api/user/password", { currentPassword: admin.password, newPassword: "x" }],
      ["GET", "/api/user/sessions"],
      ["PATCH", "/api/user/profile", { fullName: "Changed" }],
      ["GET", "/api/api-tokens"],
      ["POST", "/api/api-tokens", { name: "n", scope: "write", expiresInDays: 1 }],
      ["POST", "/api/auth/forgot-password", { email: "ada@example.com" }],
    ];
    for (const [method, path, json] of refusedRoutes) {
      const res = await http(path, { method, headers, json });
      expect([path, res.status, res.body.error]).toEqual([path, 403, API_TOKEN_MESSAGES.refused]);
    }
    for (const path of ["/api/admin/api-tokens", "/api/users", "/api/admin/audit-log"]) {
      const res = await http(path, { headers });
      expect([path, res.status, res.body.error]).toEqual([
        path,
        403,
        API_TOKEN_MESSAGES.adminRefused,
      ]);
    }
    // The same admin reads them with the session cookie.
    expect((await http("/api/users", { cookie: adminCookie })).status).toBe(200);
    const [ada] = await getDb().select().from(users).where(eq(users.id, admin.id));
    expect(ada!.fullName).not.toBe("Changed");
  });

  it("answers 401 with the reason for unknown, malformed, expired and deactivated tokens", async () => {
    const { id, token } = await createToken(patCookie);
    const unknown = await http("/api/user", { headers: bearer(`ps_${"A".repeat(43)}`) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("This API token is not valid.");
    expect(unknown.headers.get("www-authenticate")).toContain("Bearer");
    const malformed = await http("/api/user", { headers: bearer("not-a-token") });
    expect([malformed.status, malformed.body.error]).toEqual([401, "This API token is not valid."]);

    await getDb()
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    const expired = await http("/api/user", { headers: bearer(token) });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toMatch(/^This API token has expired/);
    expect((await http("/api/api-tokens", { cookie: patCookie })).body[0].expired).toBe(true);

    const live = await createToken(patCookie);
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, pat.id));
    const deactivated = await http("/api/user", { headers: bearer(live.token) });
    expect([deactivated.status, deactivated.body.error]).toEqual([
      401,
      "The account this API token belongs to is deactivated.",
    ]);
  });

  it("counts requests per token and answers 429 with Retry-After over the limit", async () => {
    const { id, token } = await createToken(patCookie);
    const other = await createToken(patCookie, { name: "other" });
    expect((await http("/api/user", { headers: bearer(token) })).status).toBe(200);
    expect((await http("/api/user", { headers: bearer(token) })).status).toBe(200);
    const key = `api-token:${id}`;
    const [counted] = await getDb().select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counted!.count).toBe(2);

    // The default limit is 120 a minute: use up the rest of the window.
    await getDb()
      .update(rateLimits)
      .set({ count: 120 })
      .where(and(eq(rateLimits.key, key)));
    const limited = await http("/api/user", { headers: bearer(token) });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another token of the same user has its own count.
    expect((await http("/api/user", { headers: bearer(other.token) })).status).toBe(200);
  });
});
