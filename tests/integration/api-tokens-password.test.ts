import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { apiTokens, auditLog, users } from "@/lib/server/db/schema";
import { TOKEN_AUTH_MESSAGES } from "@/lib/server/api-tokens/authenticate";
import { createTestUser, resetDatabase } from "../support/db";
import { emailsTo, latestEmailTo, linkIn } from "../support/email";
import { http, signIn } from "../support/http";

// A password reset, an admin's forced reset and (unless declined) a password change end the API
// tokens of the account with its sessions: whoever held a session or a token before must not keep
// the API afterwards.

type User = Awaited<ReturnType<typeof createTestUser>>;
let pat: User;
let patCookie: string;

beforeEach(async () => {
  await resetDatabase();
  pat = await createTestUser({ username: "pat", email: "pat@example.com" });
  patCookie = await signIn(pat.username, pat.password);
});

async function createToken(cookie: string, name: string) {
  const res = await http("/api/api-tokens", {
    cookie,
    json: { name, scope: "write", expiresInDays: 30 },
  });
  if (res.status !== 201) throw new Error(`token not created: ${res.status}`);
  return res.body as { id: number; token: string; prefix: string };
}

const asToken = (token: string) =>
  http("/api/user", { headers: { authorization: `Bearer ${token}` } });

const tokenRow = async (id: number) =>
  (await getDb().select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!;

const revocations = () =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, "api_token.revoked"))
    .orderBy(auditLog.id);

async function expectRevoked(token: string) {
  const res = await asToken(token);
  expect([res.status, res.body.error]).toEqual([401, TOKEN_AUTH_MESSAGES.revoked]);
}

/** Ask for a reset link for `email` and use it: the reset's answer. */
async function resetThroughEmailedLink(email: string, password: string) {
  expect((await http("/api/auth/forgot-password", { json: { email } })).status).toBe(200);
  const token = linkIn(await latestEmailTo(email, "reset-password")).searchParams.get("token")!;
  return http("/api/auth/reset-password", { json: { token, password } });
}

describe("a password reset through the emailed link", () => {
  it("revokes every live token of the account: 401, revoked rows, audited, and the owner is told", async () => {
    const crm = await createToken(patCookie, "CRM sync");
    const bot = await createToken(patCookie, "Assistant");
    const expired = await createToken(patCookie, "Old");
    await getDb()
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    const sam = await createTestUser({ username: "sam" });
    const samToken = await createToken(await signIn(sam.username, sam.password), "Sam's");
    expect((await asToken(crm.token)).status).toBe(200);

    const reset = await resetThroughEmailedLink("pat@example.com", "a-brand-new-phrase");
    expect(reset.status).toBe(200);

    await expectRevoked(crm.token);
    await expectRevoked(bot.token);
    expect((await asToken(samToken.token)).status).toBe(200);
    for (const id of [crm.id, bot.id]) {
      expect(await tokenRow(id)).toMatchObject({ revokedBy: pat.id });
      expect((await tokenRow(id)).revokedAt).toBeInstanceOf(Date);
    }
    // An expired token was dead already: it is not counted as revoked.
    expect((await tokenRow(expired.id)).revokedAt).toBeNull();

    const audits = await revocations();
    expect(audits.map((a) => a.targetId).sort()).toEqual([String(crm.id), String(bot.id)].sort());
    for (const audit of audits) {
      expect(audit).toMatchObject({
        actorUserId: pat.id,
        targetType: "api_token",
        details: { ownerUserId: pat.id, reason: "password_reset", byAdmin: false },
      });
    }

    const email = await latestEmailTo("pat@example.com", "api-tokens-revoked");
    expect(email.subject).toBe("Your Pitchside API tokens were revoked");
    expect(email.userId).toBe(pat.id);
    expect(email.textBody).toContain("Your password was reset with an emailed link");
    expect(email.textBody).toContain(`CRM sync (${crm.prefix}…)`);
    expect(email.textBody).toContain(`Assistant (${bot.prefix}…)`);
    expect(email.textBody).not.toContain("Old (");
    expect(email.textBody).not.toContain(crm.token);
  });

  it("sends no token email to an account without tokens", async () => {
    const reset = await resetThroughEmailedLink("pat@example.com", "a-brand-new-phrase");
    expect(reset.status).toBe(200);
    const kinds = (await emailsTo("pat@example.com")).map((email) => email.kind);
    expect(kinds).not.toContain("api-tokens-revoked");
  });
});

describe("an admin's forced reset", () => {
  it("revokes the member's tokens, records the admin, and tells the member", async () => {
    const admin = await createTestUser({ username: "ada", role: "admin" });
    const adminCookie = await signIn(admin.username, admin.password);
    const crm = await createToken(patCookie, "CRM sync");
    const adminToken = await createToken(adminCookie, "Ada's");

    const forced = await http(`/api/users/${pat.id}/force-password-reset`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(forced.status).toBe(200);

    await expectRevoked(crm.token);
    expect(await tokenRow(crm.id)).toMatchObject({ revokedBy: admin.id });
    // The admin's own tokens are untouched.
    expect((await asToken(adminToken.token)).status).toBe(200);
    const [audit] = await revocations();
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      targetId: String(crm.id),
      details: { ownerUserId: pat.id, reason: "password_reset_forced", byAdmin: true },
    });
    const email = await latestEmailTo("pat@example.com", "api-tokens-revoked");
    expect(email.textBody).toContain("ada, an administrator of your Pitchside team");
    expect(email.textBody).toContain(`CRM sync (${crm.prefix}…)`);
    // The reset link is still the message the member acts on.
    expect((await emailsTo("pat@example.com")).map((e) => e.kind)).toContain(
      "password-reset-forced",
    );
  });

  it("no token works while the account must choose a new password", async () => {
    const crm = await createToken(patCookie, "CRM sync");
    // A forced reset from before tokens were revoked with it left the token live.
    await getDb().update(users).set({ passwordResetRequired: true }).where(eq(users.id, pat.id));
    const refused = await asToken(crm.token);
    expect([refused.status, refused.body.error]).toEqual([401, TOKEN_AUTH_MESSAGES.resetRequired]);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");

    await getDb().update(users).set({ passwordResetRequired: false }).where(eq(users.id, pat.id));
    expect((await asToken(crm.token)).status).toBe(200);
  });
});

describe("a password change", () => {
  const change = (body: Record<string, unknown>) =>
    http("/api/user/password", { cookie: patCookie, json: body });

  it("revokes the user's tokens unless asked not to, and says how many", async () => {
    const crm = await createToken(patCookie, "CRM sync");
    const byDefault = await change({
      currentPassword: pat.password,
      newPassword: "a-brand-new-phrase",
    });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toMatchObject({ tokensRevoked: 1 });
    await expectRevoked(crm.token);
    const [audit] = await revocations();
    expect(audit).toMatchObject({
      actorUserId: pat.id,
      targetId: String(crm.id),
      details: { reason: "password_changed" },
    });
    const [changed] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "password.changed"));
    expect(changed!.details).toMatchObject({ tokensRevoked: 1 });
    const email = await latestEmailTo("pat@example.com", "api-tokens-revoked");
    expect(email.textBody).toContain("You changed your password and chose to revoke");

    const kept = await createToken(patCookie, "Kept");
    const declined = await change({
      currentPassword: "a-brand-new-phrase",
      newPassword: "another-fresh-phrase",
      revokeTokens: false,
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ tokensRevoked: 0 });
    expect((await asToken(kept.token)).status).toBe(200);
    expect(
      await getDb()
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.id, kept.id), eq(apiTokens.userId, pat.id))),
    ).toEqual([expect.objectContaining({ revokedAt: null })]);
    expect(
      (await emailsTo("pat@example.com")).filter((e) => e.kind === "api-tokens-revoked"),
    ).toHaveLength(1);
  });

  it("refuses a revokeTokens that is not true or false, and changes nothing", async () => {
    const crm = await createToken(patCookie, "CRM sync");
    const res = await change({
      currentPassword: pat.password,
      newPassword: "a-brand-new-phrase",
      revokeTokens: "yes",
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      path: "body.revokeTokens",
      message: "revokeTokens must be true or false",
    });
    expect((await asToken(crm.token)).status).toBe(200);
    expect(
      (await http("/api/login", { json: { username: "pat", password: pat.password } })).status,
    ).toBe(200);
  });
});
