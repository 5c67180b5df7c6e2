import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { accountTokens, auditLog, users } from "@/lib/server/db/schema";
import { EMAIL_NOT_VERIFIED, PASSWORD_RESET_REQUIRED } from "@/lib/server/auth/sign-in";
import { ACCOUNT_MESSAGES, LINK_MESSAGES } from "@/lib/shared/schemas/account";
import { PASSWORD_POLICY_MESSAGES } from "@/lib/shared/schemas/user";
import { createTestUser, resetDatabase } from "../support/db";
import { emailsTo, latestEmailTo, linkIn } from "../support/email";
import { http, sessionCookieFrom, signIn } from "../support/http";

beforeEach(resetDatabase);

const userCount = async () => (await getDb().select({ n: count() }).from(users))[0]?.n ?? 0;

const accountOf = async (email: string) =>
  (
    await getDb()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0];

/** The audit log's actions in order, those starting with `prefix` (other areas record more). */
const auditActions = async (prefix: string) =>
  (await getDb().select().from(auditLog).orderBy(auditLog.id))
    .map((row) => row.action)
    .filter((action) => action.startsWith(prefix));

/** The token of the newest message of this kind to this address, and the page it opens. */
async function linkTo(address: string, kind: string): Promise<{ path: string; token: string }> {
  const url = linkIn(await latestEmailTo(address, kind));
  return { path: url.pathname, token: url.searchParams.get("token") ?? "" };
}

/** Make every pending token to this address expired, as if its lifetime had passed. */
async function expireTokensTo(address: string): Promise<void> {
  await getDb()
    .update(accountTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(accountTokens.email, address));
}

const register = (body: Record<string, unknown>) => http("/api/register", { json: body });
const login = (username: string, password: string) =>
  http("/api/login", { json: { username, password } });
const verify = (token: string) => http("/api/auth/verify-email", { json: { token } });

function expectLinkRefused(
  res: { status: number; body: { error: string; details: unknown } },
  message: string,
  reason: string,
) {
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(message);
  expect(res.body.details).toEqual({ reason });
}

function expectRateLimited(res: { status: number; headers: Headers }) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

const casey = {
  username: "casey",
  email: "casey@example.com",
  password: "tangerine-harbour",
  fullName: "Casey Jones",
};

describe("registration proves the address", () => {
  it("creates an unverified account, signs nobody in, and verifies with a single-use link", async () => {
    const res = await register(casey);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: "verification_sent", email: "casey@example.com" });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await accountOf("casey@example.com"))?.emailVerifiedAt).toBeNull();

    const refused = await login("casey", casey.password);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EMAIL_NOT_VERIFIED);
    expect(refused.body.details).toEqual({ reason: "email_unverified" });
    expect(sessionCookieFrom(refused.headers)).toBeNull();

    const link = await linkTo("casey@example.com", "verify-email");
    expect(link.path).toBe("/auth/verify");
    // Opening the page (what a mail scanner does) changes nothing.
    const page = await http(`/auth/verify?token=${link.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Confirm email address");
    expect((await accountOf("casey@example.com"))?.emailVerifiedAt).toBeNull();

    const verified = await verify(link.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: "verified", email: "casey@example.com" });
    expect((await accountOf("casey@example.com"))?.emailVerifiedAt).not.toBeNull();
    expect(await auditActions("email.")).toEqual(["email.verified"]);

    expect((await login("casey@example.com", casey.password)).status).toBe(200);
    expectLinkRefused(await verify(link.token), LINK_MESSAGES["verify-email"].used, "link_used");
  });

  it("refuses wrong, expired and replaced links, each with its reason", async () => {
    await register(casey);
    const first = await linkTo("casey@example.com", "verify-email");
    expectLinkRefused(
      await verify("not-a-token"),
      LINK_MESSAGES["verify-email"].invalid,
      "link_invalid",
    );
    expectLinkRefused(
      await verify(first.token.slice(0, -2)),
      LINK_MESSAGES["verify-email"].invalid,
      "link_invalid",
    );
    expect((await http("/api/auth/verify-email", { json: {} })).status).toBe(400);

    // A resend replaces the link: the old one is withdrawn, the new one works until it expires.
    const resend = () =>
      http("/api/auth/resend-verification", { json: { email: "Casey@Example.com" } });
    expect((await resend()).status).toBe(200);
    const second = await linkTo("casey@example.com", "verify-email");
    expect(second.token).not.toBe(first.token);
    expectLinkRefused(
      await verify(first.token),
      LINK_MESSAGES["verify-email"].revoked,
      "link_revoked",
    );
    await expireTokensTo("casey@example.com");
    expectLinkRefused(
      await verify(second.token),
      LINK_MESSAGES["verify-email"].expired,
      "link_expired",
    );
    expect((await accountOf("casey@example.com"))?.emailVerifiedAt).toBeNull();

    expect((await resend()).status).toBe(200);
    const third = await linkTo("casey@example.com", "verify-email");
    expect((await verify(third.token)).status).toBe(200);
    expect((await accountOf("casey@example.com"))?.emailVerifiedAt).not.toBeNull();
  });

  it("answers the same for a taken email, creates nothing, and tells the address's owner", async () => {
    const owner = await createTestUser({ username: "owner", email: "owner@example.com" });
    const fresh = await register({ ...casey, username: "newbie", email: "fresh@example.com" });
    const taken = await register({ ...casey, username: "intruder", email: "Owner@Example.com" });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ ...fresh.body, email: "owner@example.com" });
    expect(taken.headers.getSetCookie()).toEqual([]);
    expect(await userCount()).toBe(2);

    const notice = await latestEmailTo("owner@example.com");
    expect(notice.kind).toBe("registration-attempt");
    expect(notice.userId).toBe(owner.id);
    expect(notice.subject).toBe("Someone tried to register with your address");
    expect(linkIn(notice).pathname).toBe("/auth");
    expect(await emailsTo("owner@example.com")).toHaveLength(1);
    expect((await emailsTo("fresh@example.com")).map((email) => email.kind)).toEqual([
      "verify-email",
    ]);

    // The password rules answer alike whether or not the address is taken.
    const weakFresh = await register({
      ...casey,
      email: "other@example.com",
      password: "password1",
    });
    const weakTaken = await register({
      ...casey,
      email: "owner@example.com",
      password: "password1",
    });
    expect(weakFresh.status).toBe(400);
    expect(weakTaken.status).toBe(400);
    expect(weakTaken.body).toEqual(weakFresh.body);
    expect(weakTaken.body.error).toBe(PASSWORD_POLICY_MESSAGES.common);
  });

  it("still says a username is taken, since the person signing up chooses it", async () => {
    await createTestUser({ username: "casey" });
    const res = await register({ ...casey, username: "CASEY", email: "someone@example.com" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Username already exists");
    expect(await emailsTo("someone@example.com")).toEqual([]);
  });

  it("limits registrations per client address with 429 and Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await register({
        ...casey,
        username: `casey${i}`,
        email: `casey${i}@example.com`,
      });
      expect(res.status).toBe(201);
    }
    const sixth = await register({ ...casey, username: "casey5", email: "casey5@example.com" });
    expectRateLimited(sixth);
    expect(await userCount()).toBe(5);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("answers the same for an unknown, a verified and an unverified address; only the last gets mail", async () => {
    await createTestUser({ username: "verified", email: "verified@example.com" });
    await register({ ...casey, email: "waiting@example.com" });
    const before = (await emailsTo("waiting@example.com")).length;
    const answers = [];
    for (const email of ["nobody@example.com", "verified@example.com", "waiting@example.com"]) {
      const res = await http("/api/auth/resend-verification", { json: { email } });
      answers.push({ status: res.status, body: { ...res.body, email: "x" } });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 200, body: { status: "sent", email: "x" } });
    expect(await emailsTo("nobody@example.com")).toEqual([]);
    expect(await emailsTo("verified@example.com")).toEqual([]);
    expect(await emailsTo("waiting@example.com")).toHaveLength(before + 1);
  });

  it("limits resends to 3 an hour per address and 10 per client address", async () => {
    const resend = (email: string) => http("/api/auth/resend-verification", { json: { email } });
    for (let i = 0; i < 3; i++) expect((await resend("a@example.com")).status).toBe(200);
    expectRateLimited(await resend("a@example.com"));
    // Another address from the same client is still served, up to the client's own limit.
    for (let i = 0; i < 6; i++) expect((await resend(`b${i}@example.com`)).status).toBe(200);
    expectRateLimited(await resend("c@example.com"));
  });
});

describe("forgot and reset password", () => {
  const forgot = (email: string) => http("/api/auth/forgot-password", { json: { email } });
  const reset = (token: string, password: string) =>
    http("/api/auth/reset-password", { json: { token, password } });

  it("answers the same whether or not the account exists; only an active account gets a link", async () => {
    await createTestUser({ username: "robin", email: "robin@example.com" });
    const gone = await createTestUser({ username: "gone", email: "gone@example.com" });
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, gone.id));

    const known = await forgot("Robin@Example.com");
    const unknown = await forgot("nobody@example.com");
    const inactive = await forgot("gone@example.com");
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ status: "sent", email: "robin@example.com" });
    expect(unknown.status).toBe(known.status);
    expect({ ...unknown.body, email: "" }).toEqual({ ...known.body, email: "" });
    expect({ ...inactive.body, email: "" }).toEqual({ ...known.body, email: "" });

    const link = await linkTo("robin@example.com", "reset-password");
    expect(link.path).toBe("/auth/reset-password");
    expect(await emailsTo("nobody@example.com")).toEqual([]);
    expect(await emailsTo("gone@example.com")).toEqual([]);
    expect(await auditActions("password.")).toEqual(["password.reset_requested"]);
  });

  it("recovers a locked-out account: the reset link lifts the lock and sign-in works at once", async () => {
    const user = await createTestUser({ username: "target", email: "target@example.com" });
    const earlier = await signIn("target", user.password);
    for (let i = 0; i < 5; i++) expect((await login("target", "bad-guess")).status).toBe(401);
    expectRateLimited(await login("target", user.password));

    expect((await forgot("target@example.com")).status).toBe(200);
    const link = await linkTo("target@example.com", "reset-password");
    // Opening the page changes nothing.
    expect((await http(`/auth/reset-password?token=${link.token}`)).status).toBe(200);

    const res = await reset(link.token, "a-brand-new-phrase");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "password_reset" });

    expect((await login("target", "a-brand-new-phrase")).status).toBe(200);
    expect((await login("target", user.password)).status).toBe(401);
    expect((await http("/api/user", { cookie: earlier })).status).toBe(401);
    const row = await accountOf("target@example.com");
    expect(row?.passwordChangedAt).not.toBeNull();
    expect((await latestEmailTo("target@example.com")).kind).toBe("password-changed");
    expect(await auditActions("login.")).toEqual(["login.locked_out"]);
    expect(await auditActions("password.")).toEqual(["password.reset_requested", "password.reset"]);
    expectLinkRefused(
      await reset(link.token, "yet-another-phrase"),
      LINK_MESSAGES["reset-password"].used,
      "link_used",
    );
  });

  it("checks the new password with the shared rules without using the link up", async () => {
    await createTestUser({ username: "robin", email: "robin@example.com" });
    await forgot("robin@example.com");
    const { token } = await linkTo("robin@example.com", "reset-password");

    const short = await reset(token, "short");
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("Password must be at least 8 characters");
    const common = await reset(token, "password123");
    expect(common.status).toBe(400);
    expect(common.body.error).toBe(PASSWORD_POLICY_MESSAGES.common);
    expect(common.body.details).toEqual([
      { path: "body.password", message: PASSWORD_POLICY_MESSAGES.common },
    ]);
    const personal = await reset(token, "robin-is-my-name");
    expect(personal.body.error).toBe(PASSWORD_POLICY_MESSAGES.personal);

    expect((await reset(token, "a-brand-new-phrase")).status).toBe(200);
  });

  it("refuses wrong and expired links", async () => {
    await createTestUser({ username: "robin", email: "robin@example.com" });
    await forgot("robin@example.com");
    const { token } = await linkTo("robin@example.com", "reset-password");
    expectLinkRefused(
      await reset("x".repeat(43), "a-brand-new-phrase"),
      LINK_MESSAGES["reset-password"].invalid,
      "link_invalid",
    );
    // A verification link is not a reset link.
    await register({ ...casey, email: "casey@example.com" });
    const verifyLink = await linkTo("casey@example.com", "verify-email");
    expectLinkRefused(
      await reset(verifyLink.token, "a-brand-new-phrase"),
      LINK_MESSAGES["reset-password"].invalid,
      "link_invalid",
    );
    await expireTokensTo("robin@example.com");
    expectLinkRefused(
      await reset(token, "a-brand-new-phrase"),
      LINK_MESSAGES["reset-password"].expired,
      "link_expired",
    );
    expect((await login("robin", "password123")).status).toBe(200);
  });

  it("counts the address as verified: the link reached it", async () => {
    await register(casey);
    await forgot("casey@example.com");
    const { token } = await linkTo("casey@example.com", "reset-password");
    expect((await reset(token, "a-brand-new-phrase")).status).toBe(200);
    expect((await login("casey", "a-brand-new-phrase")).status).toBe(200);
  });

  it("limits reset requests per address and per client, known or not", async () => {
    await createTestUser({ username: "robin", email: "robin@example.com" });
    for (let i = 0; i < 3; i++) expect((await forgot("robin@example.com")).status).toBe(200);
    expectRateLimited(await forgot("robin@example.com"));
    for (let i = 0; i < 3; i++) expect((await forgot("nobody@example.com")).status).toBe(200);
    expectRateLimited(await forgot("nobody@example.com"));
    expect(await emailsTo("robin@example.com")).toHaveLength(3);
  });
});

describe("POST /api/users/{id}/force-password-reset", () => {
  it("signs the member out, refuses the old password, and the emailed link sets a new one", async () => {
    const admin = await createTestUser({ username: "ada", role: "admin" });
    const member = await createTestUser({ username: "mia", email: "mia@example.com" });
    const adminCookie = await signIn("ada", admin.password);
    const memberCookie = await signIn("mia", member.password);

    const res = await http(`/api/users/${member.id}/force-password-reset`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.id, username: "mia", passwordResetRequired: true });
    expect((await http("/api/user", { cookie: memberCookie })).status).toBe(401);

    const refused = await login("mia", member.password);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(PASSWORD_RESET_REQUIRED);
    expect(refused.body.details).toEqual({ reason: "password_reset_required" });

    const email = await latestEmailTo("mia@example.com");
    expect(email.kind).toBe("password-reset-forced");
    const token = linkIn(email).searchParams.get("token")!;
    const reset = await http("/api/auth/reset-password", {
      json: { token, password: "a-brand-new-phrase" },
    });
    expect(reset.status).toBe(200);
    expect((await login("mia", "a-brand-new-phrase")).status).toBe(200);
    expect((await accountOf("mia@example.com"))?.passwordResetRequired).toBe(false);
    const [forced] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "password.reset_forced"));
    expect(forced).toMatchObject({ actorUserId: admin.id, targetId: String(member.id) });
  });

  it("is for admins, on another active member that exists", async () => {
    const admin = await createTestUser({ username: "ada", role: "admin" });
    const member = await createTestUser({ username: "mia" });
    const gone = await createTestUser({ username: "gone" });
    await getDb().update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const adminCookie = await signIn("ada", admin.password);
    const memberCookie = await signIn("mia", member.password);
    const force = (id: number, cookie: string | null) =>
      http(`/api/users/${id}/force-password-reset`, { method: "POST", cookie });

    expect((await force(admin.id, null)).status).toBe(401);
    expect((await force(admin.id, memberCookie)).status).toBe(403);
    expect((await force(999999, adminCookie)).status).toBe(404);
    const self = await force(admin.id, adminCookie);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe(ACCOUNT_MESSAGES.forceResetSelf);
    const inactive = await force(gone.id, adminCookie);
    expect(inactive.status).toBe(409);
    expect(inactive.body.error).toBe(ACCOUNT_MESSAGES.forceResetInactive);
    expect(
      (await getDb().select().from(users).where(eq(users.passwordResetRequired, true))).length,
    ).toBe(0);
  });
});

describe("invitations", () => {
  async function adminSession() {
    const admin = await createTestUser({ username: "ada", role: "admin" });
    return { admin, cookie: await signIn("ada", admin.password) };
  }
  const invite = (cookie: string, body: Record<string, unknown>) =>
    http("/api/invitations", { json: body, cookie });
  const accept = (body: Record<string, unknown>) => http("/api/invitations/accept", { json: body });

  it("invites an address off the allow-list; the invitee accepts, is verified with the role and signed in", async () => {
    const { cookie } = await adminSession();
    const sent = await invite(cookie, { email: "Guest@Partner.io", role: "admin" });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: "guest@partner.io", role: "admin", invitedBy: "ada" });

    const pending = await http("/api/invitations", { cookie });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual([sent.body]);
    const expiresIn = new Date(sent.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3_600_000);

    const link = await linkTo("guest@partner.io", "invitation");
    expect(link.path).toBe("/auth/invite");
    const page = await http(`/auth/invite?token=${link.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("guest@partner.io");

    // The invitee's name follows the one name rule; the refused attempt leaves the link usable.
    const badName = await accept({
      token: link.token,
      username: "guest",
      fullName: "NaN",
      password: "tangerine-harbour",
    });
    expect(badName.status).toBe(400);
    expect(badName.body.error).toBe('Full name cannot be "NaN"');

    const res = await accept({
      token: link.token,
      username: "guest",
      fullName: "Gina Guest",
      password: "tangerine-harbour",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: "guest",
      email: "guest@partner.io",
      role: "admin",
      fullName: "Gina Guest",
      emailVerified: true,
    });
    const session = sessionCookieFrom(res.headers);
    expect(session).toBeTruthy();
    expect((await http("/api/user", { cookie: session })).body.username).toBe("guest");
    expect((await login("guest@partner.io", "tangerine-harbour")).status).toBe(200);

    expect((await http("/api/invitations", { cookie })).body).toEqual([]);
    expectLinkRefused(
      await accept({ token: link.token, username: "guest2", password: "tangerine-harbour" }),
      LINK_MESSAGES.invitation.used,
      "link_used",
    );
    expect(await auditActions("invitation.")).toEqual(["invitation.sent", "invitation.accepted"]);
  });

  it("refuses an address that already has an account, and non-admins", async () => {
    const { cookie } = await adminSession();
    const member = await createTestUser({ username: "mia", email: "mia@example.com" });
    const taken = await invite(cookie, { email: "MIA@example.com", role: "user" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(ACCOUNT_MESSAGES.accountExists);
    const memberCookie = await signIn("mia", member.password);
    expect((await invite(memberCookie, { email: "x@partner.io" })).status).toBe(403);
    expect((await http("/api/invitations", { cookie: memberCookie })).status).toBe(403);
    const badRole = await invite(cookie, { email: "x@partner.io", role: "owner" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error).toBe("Role must be user or admin");
    expect(await emailsTo("x@partner.io")).toEqual([]);
  });

  it("withdraws an invitation: its link stops working", async () => {
    const { cookie } = await adminSession();
    const sent = await invite(cookie, { email: "guest@partner.io" });
    const { token } = await linkTo("guest@partner.io", "invitation");
    const revoked = await http(`/api/invitations/${sent.body.id}`, { method: "DELETE", cookie });
    expect(revoked.status).toBe(204);
    expect((await http("/api/invitations", { cookie })).body).toEqual([]);
    expectLinkRefused(
      await accept({ token, username: "guest", password: "tangerine-harbour" }),
      LINK_MESSAGES.invitation.revoked,
      "link_revoked",
    );
    expect(
      (await http(`/api/invitations/${sent.body.id}`, { method: "DELETE", cookie })).status,
    ).toBe(204);
    expect((await http("/api/invitations/99999", { method: "DELETE", cookie })).status).toBe(404);
    expect(await auditActions("invitation.")).toEqual(["invitation.sent", "invitation.revoked"]);
    expect(await userCount()).toBe(1);
  });

  it("refuses to withdraw an accepted invitation", async () => {
    const { cookie } = await adminSession();
    const sent = await invite(cookie, { email: "guest@partner.io" });
    const { token } = await linkTo("guest@partner.io", "invitation");
    expect((await accept({ token, username: "guest", password: "tangerine-harbour" })).status).toBe(
      201,
    );
    const res = await http(`/api/invitations/${sent.body.id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ACCOUNT_MESSAGES.invitationAccepted);
  });

  it("refuses an expired invitation and no longer lists it", async () => {
    const { cookie } = await adminSession();
    await invite(cookie, { email: "guest@partner.io" });
    const { token } = await linkTo("guest@partner.io", "invitation");
    await expireTokensTo("guest@partner.io");
    expect((await http("/api/invitations", { cookie })).body).toEqual([]);
    expectLinkRefused(
      await accept({ token, username: "guest", password: "tangerine-harbour" }),
      LINK_MESSAGES.invitation.expired,
      "link_expired",
    );
    const page = await http(`/auth/invite?token=${token}`);
    expect(page.body).toContain("This invitation has expired");
  });

  it("a new invitation replaces the pending one to the same address", async () => {
    const { cookie } = await adminSession();
    await invite(cookie, { email: "guest@partner.io", role: "admin" });
    const first = await linkTo("guest@partner.io", "invitation");
    await invite(cookie, { email: "guest@partner.io", role: "user" });
    const second = await linkTo("guest@partner.io", "invitation");
    expect((await http("/api/invitations", { cookie })).body).toHaveLength(1);
    expectLinkRefused(
      await accept({ token: first.token, username: "guest", password: "tangerine-harbour" }),
      LINK_MESSAGES.invitation.revoked,
      "link_revoked",
    );
    const res = await accept({
      token: second.token,
      username: "guest",
      password: "tangerine-harbour",
    });
    expect(res.body.role).toBe("user");
  });

  it("a refused accept (username taken, weak password) leaves the link usable", async () => {
    const { cookie } = await adminSession();
    await invite(cookie, { email: "guest@partner.io" });
    const { token } = await linkTo("guest@partner.io", "invitation");
    const taken = await accept({ token, username: "ADA", password: "tangerine-harbour" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("Username already exists");
    const weak = await accept({ token, username: "guest", password: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(PASSWORD_POLICY_MESSAGES.common);
    const ok = await accept({ token, username: "guest", password: "tangerine-harbour" });
    expect(ok.status).toBe(201);
    const used = await getDb()
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.purpose, "invitation"), eq(accountTokens.userId, ok.body.id)));
    expect(used).toHaveLength(1);
    expect(used[0]?.usedAt).not.toBeNull();
  });
});
