/**
 * Share links against guessing and against readers of the database, over real HTTP: passcodes are
 * limited per client network (an IPv6 client by its /64) and per link in total, where the wrong
 * guess that reaches the limit locks the link and tells its owner; tokens are stored only hashed
 * and encrypted (links from before are converted by the server's start); only the owner and
 * admins get a link's address; a signed-in member of the team opening the page is not the
 * sponsor's view. Distinct clients are distinct loopback addresses (tests/support/from-address.ts),
 * and IPv6 clients are written by a trusted proxy in front of a second server.
 */
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import {
  auditLog,
  notifications,
  proposalShareLinks,
  proposalViews,
  sponsorProposals,
} from "@/lib/server/db/schema";
import {
  PASSCODE_LINK_LIMIT,
  PASSCODE_LOCK_MINUTES,
  PASSCODE_NETWORK_LIMIT,
} from "@/lib/server/proposals/share-passcode";
import { createTestUser, resetDatabase } from "../support/db";
import { eventually } from "../support/eventually";
import { httpFrom } from "../support/from-address";
import { http, signIn } from "../support/http";
import { createProposalFixture, type ProposalFixture } from "../support/proposals";
import { startSecondServer, type SecondServer } from "../support/second-server";

type TestUser = Awaited<ReturnType<typeof createTestUser>>;
type Link = { id: number; token: string; url: string };

const LOCKED = /^This link is locked after too many wrong passcodes\. Try again in \d+ minutes?\.$/;
const TOO_MANY = "Too many wrong passcodes. Please try again later.";

let owner: TestUser;
let cookie: string;
let teammateCookie: string;
let adminCookie: string;
let fixture: ProposalFixture;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  resetEnvCache();
  await resetDatabase();
  owner = await createTestUser();
  cookie = await signIn(owner.username, owner.password);
  const teammate = await createTestUser();
  teammateCookie = await signIn(teammate.username, teammate.password);
  const admin = await createTestUser({ role: "admin" });
  adminCookie = await signIn(admin.username, admin.password);
  fixture = await createProposalFixture({ ownerId: owner.id });
});

afterAll(() => {
  process.env = saved;
  resetEnvCache();
});

const linksUrl = () => `/api/proposals/${fixture.proposalId}/share-links`;

async function createLink(body: Record<string, unknown> = {}, proposalId = fixture.proposalId) {
  const res = await http(`/api/proposals/${proposalId}/share-links`, { cookie, json: body });
  expect(res.status).toBe(201);
  return res.body as Link;
}

const linkRow = async (id: number) =>
  (await getDb().select().from(proposalShareLinks).where(eq(proposalShareLinks.id, id)))[0]!;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const unlockFrom = (from: string, token: string, passcode: string, base?: string) =>
  httpFrom(from, `/api/shared-proposals/${token}/unlock`, { json: { passcode }, base });

function expectRetryAfter(res: { status: number; headers: Headers }, maxSeconds: number): void {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

describe("passcodes", () => {
  it("refuses a passcode shorter than 6 characters and creates nothing", async () => {
    const before = await getDb().select().from(proposalShareLinks);
    const res = await http(linksUrl(), { cookie, json: { passcode: "12345" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("The passcode must be at least 6 characters");
    expect(await getDb().select().from(proposalShareLinks)).toHaveLength(before.length);
    expect((await createLink({ passcode: "123456" })).url).toMatch(/^\/p\//);
  });

  it("locks the link after the wrong passcodes of all networks together reach the limit: every passcode gets 429, the owner is told once", async () => {
    const link = await createLink({ passcode: "the-right-one" });
    const perNetwork = PASSCODE_NETWORK_LIMIT.max;
    const total = PASSCODE_LINK_LIMIT.max;
    const networks = Math.ceil(total / perNetwork);
    // Each network stays within its own limit; together they reach the link's.
    const answers: number[] = [];
    let last: Awaited<ReturnType<typeof unlockFrom>> | undefined;
    for (let guess = 0; guess < total; guess++) {
      const from = `127.0.3.${1 + Math.floor(guess / perNetwork)}`;
      last = await unlockFrom(from, link.token, `wrong-guess-${guess}`);
      answers.push(last.status);
    }
    expect(networks).toBeGreaterThan(1);
    expect(answers).toEqual([...Array<number>(total - 1).fill(403), 429]);
    expectRetryAfter(last!, PASSCODE_LOCK_MINUTES * 60);
    expect(last!.body.error).toMatch(LOCKED);

    // Locked: the right passcode from a fresh network, by the unlock form or the header, is refused.
    const right = await unlockFrom("127.0.3.99", link.token, "the-right-one");
    expectRetryAfter(right, PASSCODE_LOCK_MINUTES * 60);
    expect(right.body.error).toMatch(LOCKED);
    expect(right.headers.get("set-cookie")).toBeNull();
    const byHeader = await httpFrom("127.0.3.98", `/api/shared-proposals/${link.token}`, {
      headers: { "x-proposal-passcode": "the-right-one" },
    });
    expectRetryAfter(byHeader, PASSCODE_LOCK_MINUTES * 60);
    expect(await getDb().select().from(proposalViews)).toEqual([]);

    // One notification and one audit entry for the lock, however many tries follow (the
    // notification is written by the lock event's subscriber, after the answer).
    const told = await eventually(
      () =>
        getDb()
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, owner.id),
              eq(notifications.kind, "proposal.share_locked"),
            ),
          ),
      (rows) => rows.length > 0,
      "the lock's notification",
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toContain(fixture.title);
    expect(told[0]!.href).toBe(`/proposals/${fixture.proposalId}`);
    const audited = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "share_link.locked"));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ shareLinkId: link.id });

    // The owner's list says until when.
    const listed = (await http(linksUrl(), { cookie })).body.items.find(
      (item: { id: number }) => item.id === link.id,
    );
    expect(listed.status).toBe("active");
    const lockedFor = Date.parse(listed.lockedUntil) - Date.now();
    expect(lockedFor).toBeGreaterThan(0);
    expect(lockedFor).toBeLessThanOrEqual(PASSCODE_LOCK_MINUTES * 60_000);

    // When the lock ends the right passcode opens the link; the count started again.
    await getDb()
      .update(proposalShareLinks)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(proposalShareLinks.id, link.id));
    const opened = await unlockFrom("127.0.3.97", link.token, "the-right-one");
    expect(opened.status).toBe(200);
    expect((await unlockFrom("127.0.3.97", link.token, "another-wrong")).status).toBe(403);
  });
});

describe("stored tokens", () => {
  it("keeps only the token's hash and its encryption; the owner and admins still get the address", async () => {
    const link = await createLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await linkRow(link.id);
    expect(row.token).toBeNull();
    expect(row.tokenHash).toBe(sha256(link.token));
    expect(row.encryptedToken).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(link.token);

    for (const reader of [cookie, adminCookie]) {
      const listed = (await http(linksUrl(), { cookie: reader })).body.items.find(
        (item: { id: number }) => item.id === link.id,
      );
      expect(listed).toMatchObject({ token: link.token, url: `/p/${link.token}` });
    }
    expect((await http(`/api/shared-proposals/${link.token}`)).status).toBe(200);
  });

  it("lists a proposal's links to the rest of the team without their tokens", async () => {
    const link = await createLink();
    const res = await http(linksUrl(), { cookie: teammateCookie });
    expect(res.status).toBe(200);
    const mine = res.body.items.find((item: { id: number }) => item.id === link.id);
    expect(mine).toMatchObject({ status: "active", token: null, url: null });
    expect(JSON.stringify(res.body)).not.toContain(link.token);
  });
});

describe("views", () => {
  it("does not count a signed-in member's opening as the sponsor's view; a signed-out one counts", async () => {
    const sent = await createProposalFixture({ ownerId: owner.id, name: "Polar Springs" });
    const link = await createLink({}, sent.proposalId);
    const viewsOf = () =>
      getDb().select().from(proposalViews).where(eq(proposalViews.shareLinkId, link.id));
    const viewedNotices = () =>
      getDb()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, "proposal.viewed")));
    const noticesBefore = (await viewedNotices()).length;

    for (const member of [teammateCookie, cookie]) {
      const api = await http(`/api/shared-proposals/${link.token}`, { cookie: member });
      expect(api.status).toBe(200);
      expect(api.body).toMatchObject({ counted: false, proposal: { title: sent.title } });
      const page = await http<string>(link.url, { cookie: member });
      expect(page.status).toBe(200);
      expect(page.body).toContain(sent.title);
      expect(page.body).toContain("Preview: you are signed in to Pitchside");
    }
    expect(await viewsOf()).toEqual([]);
    expect((await linkRow(link.id)).viewCount).toBe(0);
    const [untouched] = await getDb()
      .select()
      .from(sponsorProposals)
      .where(eq(sponsorProposals.id, sent.proposalId));
    expect(untouched).toMatchObject({ status: "sent", viewedAt: null });
    expect(await viewedNotices()).toHaveLength(noticesBefore);

    const visitor = await http(`/api/shared-proposals/${link.token}`);
    expect(visitor.body.counted).toBe(true);
    const page = await http<string>(link.url);
    expect(page.body).not.toContain("Preview: you are signed in");
    expect(await viewsOf()).toHaveLength(2);
    expect((await linkRow(link.id)).viewCount).toBe(2);
    const notices = await eventually(
      viewedNotices,
      (rows) => rows.length > noticesBefore,
      "the first view's notification",
    );
    expect(notices).toHaveLength(noticesBefore + 1);
  });
});

describe("a second instance behind one trusted proxy", () => {
  let proxied: SecondServer;
  let legacy: { id: number; token: string };

  beforeAll(async () => {
    // A link stored as it was before tokens were encrypted: the plain token, and the hash the
    // migration computed for it in SQL. The second instance's start converts it.
    const token = "LegacyToken_made-before-encryption-0123456789";
    const [row] = await getDb()
      .insert(proposalShareLinks)
      .values({
        proposalId: fixture.proposalId,
        token,
        tokenHash: sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdBy: owner.id,
      })
      .returning({ id: proposalShareLinks.id });
    legacy = { id: row!.id, token };
    proxied = await startSecondServer({ env: { TRUSTED_PROXY_HOPS: "1" } });
  }, 90_000);

  afterAll(async () => {
    await proxied?.stop();
  });

  it("encrypts the tokens of links made before and clears them; the links still open and copy", async () => {
    const row = await linkRow(legacy.id);
    expect(row.token).toBeNull();
    expect(row.tokenHash).toBe(sha256(legacy.token));
    expect(row.encryptedToken).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(legacy.token);
    const remaining = await getDb()
      .select({ id: proposalShareLinks.id })
      .from(proposalShareLinks)
      .where(sql`${proposalShareLinks.token} is not null`);
    expect(remaining).toEqual([]);
    const listed = (await http(linksUrl(), { cookie })).body.items.find(
      (item: { id: number }) => item.id === legacy.id,
    );
    expect(listed.url).toBe(`/p/${legacy.token}`);
    expect((await http(`/api/shared-proposals/${legacy.token}`)).status).toBe(200);
  });

  it("counts passcode tries per IPv6 /64: new addresses in one network share its limit", async () => {
    const link = await createLink({ passcode: "ipv6-right-one" });
    // One proxy at 127.0.0.30 in front of the app; the header's last entry is the client.
    const from = (client: string, passcode: string) =>
      httpFrom("127.0.0.30", `/api/shared-proposals/${link.token}/unlock`, {
        json: { passcode },
        base: proxied.url,
        headers: { "x-forwarded-for": client },
      });
    for (let i = 1; i <= PASSCODE_NETWORK_LIMIT.max; i++) {
      expect((await from(`2001:db8:1:2::${i.toString(16)}`, `wrong-${i}`)).status).toBe(403);
    }
    const sameNetwork = await from("2001:db8:1:2:ffff:ffff:ffff:ffff", "ipv6-right-one");
    expectRetryAfter(sameNetwork, PASSCODE_NETWORK_LIMIT.windowMs / 1000);
    expect(sameNetwork.body.error).toBe(TOO_MANY);
    // The next /64 is another network.
    expect((await from("2001:db8:1:3::1", "ipv6-right-one")).status).toBe(200);
  });
});
