import { and, eq } from "drizzle-orm";
import JSZip from "jszip";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import {
  notifications,
  proposalShareLinks,
  proposalViews,
  sponsorInteractions,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { getPublicProposal } from "@/lib/server/proposals/public";
import { publicProposalSchema } from "@/lib/shared/schemas/proposal";
import { createTestUser, resetDatabase } from "../support/db";
import { eventually } from "../support/eventually";
import { pdfText } from "../support/pdf";
import { BASE_URL, http, signIn, waitForJob } from "../support/http";
import { createProposalFixture, type ProposalFixture } from "../support/proposals";

/**
 * Proposal exports and share links against the server under test: the export job runs in its
 * in-process worker; the files are opened (unpdf, jszip) and read back.
 */

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const INACTIVE = { error: "This link is no longer active.", code: "NOT_FOUND" };

let owner: TestUser;
let cookie: string;
let fixture: ProposalFixture;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  resetEnvCache();
  await resetDatabase();
  owner = await createTestUser();
  cookie = await signIn(owner.username, owner.password);
  fixture = await createProposalFixture({ ownerId: owner.id, mockupCount: 6 });
});

afterAll(() => {
  process.env = saved;
  resetEnvCache();
});

const markersOf = (f: ProposalFixture) => [
  f.hiddenMarker,
  f.conflictMarker,
  f.priceMarker,
  f.foreignIdeaMarker,
];

async function exportFile(format: "pdf" | "pptx", proposalId = fixture.proposalId) {
  const created = await http(`/api/proposals/${proposalId}/exports`, {
    cookie,
    json: { format },
  });
  expect(created.status).toBe(202);
  expect(created.headers.get("location")).toBe(`/api/jobs/${created.body.job.id}`);
  expect(created.body.export).toMatchObject({ proposalId, format, version: 1 });
  expect(["queued", "running"]).toContain(created.body.export.status);
  expect(created.body.job).toMatchObject({ type: "proposal-export" });
  const job = await waitForJob(created.body.job.id, cookie);
  expect(job.status).toBe("completed");
  const list = await http(`/api/proposals/${proposalId}/exports`, { cookie });
  expect(list.status).toBe(200);
  const item = list.body.items.find((entry: { id: number }) => entry.id === created.body.export.id);
  expect(item).toMatchObject({
    status: "completed",
    downloadUrl: `/api/proposal-exports/${created.body.export.id}/download`,
    fileName: `${fixture.title}.${format}`,
  });
  const response = await fetch(`${BASE_URL}${item.downloadUrl}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(item.byteSize).toBe(bytes.length);
  return { response, bytes, exportId: created.body.export.id as number };
}

describe("the public view", () => {
  it("holds the visible sections in order, the sponsor's own ideas and mockups, and nothing internal", async () => {
    const view = await getPublicProposal(fixture.proposalId);
    expect(publicProposalSchema.parse(view)).toEqual(view);
    expect(view.sections.map((section) => section.kind)).toEqual([
      "cover",
      "executive_summary",
      "why_match",
      "sponsor_understanding",
      "package",
      "investment",
      "activation_ideas",
      "visuals",
      "next_steps",
    ]);
    expect(view.sponsor.name).toMatch(/^Aurora Water/);
    expect(view.recipient).toEqual({ name: "Grace Hopper", title: "Chief Marketing Officer" });
    expect(view.seller).toEqual({ name: `Test ${owner.username}`, email: owner.email });
    expect(view.event).toMatchObject({ startDate: "2026-02-13", venue: "The Grange Golf Club" });
    const ideas = view.sections.find((section) => section.kind === "activation_ideas")!.ideas;
    expect(ideas.map((idea) => idea.title)).toEqual(["Hydration Station on 18", "Caddie Cam"]);
    const visuals = view.sections.find((section) => section.kind === "visuals")!.mockups;
    expect(visuals.map((mockup) => mockup.id)).toEqual(fixture.mockupIds);
    const text = JSON.stringify(view);
    for (const marker of markersOf(fixture)) expect(text).not.toContain(marker);
  });
});

describe("exports", () => {
  it("refuses signed-out requests, unknown proposals and unknown formats", async () => {
    const url = `/api/proposals/${fixture.proposalId}/exports`;
    expect((await http(url, { json: { format: "pdf" } })).status).toBe(401);
    expect((await http(url)).status).toBe(401);
    const bad = await http(url, { cookie, json: { format: "docx" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("format must be pdf or pptx");
    expect(
      (await http(`/api/proposals/999999/exports`, { cookie, json: { format: "pdf" } })).status,
    ).toBe(404);
    expect((await http(`/api/proposals/999999/exports`, { cookie })).status).toBe(404);
    expect((await http(`/api/proposal-exports/999999/download`, { cookie })).status).toBe(404);
  });

  it("makes a PDF with the title and visible text, never a hidden section or internal notes", async () => {
    const { response, bytes, exportId } = await exportFile("pdf");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Aurora Water [0-9a-f]+ at the Fairway League\.pdf"/,
    );
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, totalPages } = pdfText(new Uint8Array(bytes));
    const flat = text.replace(/\s+/g, " ");
    expect(totalPages).toBeGreaterThanOrEqual(3);
    expect(flat).toContain(fixture.title);
    expect(flat).toContain(fixture.visibleText);
    expect(flat).toContain("Hydration Station on 18");
    expect(flat).toContain("Prepared for Grace Hopper, Chief Marketing Officer");
    expect(flat).toMatch(/Page 2 of \d+/);
    for (const marker of markersOf(fixture)) expect(flat).not.toContain(marker);
    // Inter is embedded (a font file in the document), not a reference to a system font.
    expect(bytes.toString("latin1")).toMatch(/\/FontFile2/);
    expect(bytes.toString("latin1")).toMatch(/Inter/);
    // Signed out, the file is not served.
    expect((await http(`/api/proposal-exports/${exportId}/download`)).status).toBe(401);
  });

  it("makes a 16:9 PowerPoint deck with one slide per visible section and the mockups", async () => {
    const { response, bytes } = await exportFile("pptx");
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pptx"/);
    const zip = await JSZip.loadAsync(bytes);
    const slides = Object.keys(zip.files).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    );
    expect(slides).toHaveLength(fixture.visibleSections);
    const xml = (await Promise.all(slides.map((name) => zip.file(name)!.async("string")))).join(
      "\n",
    );
    expect(xml).toContain(fixture.visibleText);
    expect(xml).toContain('typeface="Inter"');
    for (const marker of markersOf(fixture)) expect(xml).not.toContain(marker);
    const presentation = await zip.file("ppt/presentation.xml")!.async("string");
    expect(presentation).toMatch(/<p:sldSz cx="9144000" cy="5143500"/);
    // Logos on the cover and six mockups on the visuals slide.
    const media = Object.keys(zip.files).filter((name) => name.startsWith("ppt/media/"));
    expect(media.length).toBeGreaterThanOrEqual(8);
  });
});

describe("share links", () => {
  const linksUrl = () => `/api/proposals/${fixture.proposalId}/share-links`;

  async function createLink(body: Record<string, unknown> = {}, proposalId = fixture.proposalId) {
    const res = await http(`/api/proposals/${proposalId}/share-links`, { cookie, json: body });
    expect(res.status).toBe(201);
    return res.body as { id: number; token: string; url: string };
  }

  it("creates links with a 256-bit token and an expiry, and lists them", async () => {
    expect((await http(linksUrl(), { json: {} })).status).toBe(401);
    for (const [body, message] of [
      [{ expiresInDays: 0 }, "The link must expire in 1 to 90 days"],
      [{ expiresInDays: 91 }, "The link must expire in 1 to 90 days"],
      [{ passcode: "abc" }, "The passcode must be at least 6 characters"],
      [{ passcode: "x".repeat(65) }, "The passcode must be at most 64 characters"],
    ] as const) {
      const res = await http(linksUrl(), { cookie, json: body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await http(`/api/proposals/999999/share-links`, { cookie, json: {} })).status).toBe(
      404,
    );
    const before = Date.now();
    const link = await http(linksUrl(), { cookie, json: {} });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({
      proposalId: fixture.proposalId,
      status: "active",
      hasPasscode: false,
      viewCount: 0,
      lastViewedAt: null,
      revokedAt: null,
    });
    expect(link.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.body.url).toBe(`/p/${link.body.token}`);
    const days = (Date.parse(link.body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const list = await http(linksUrl(), { cookie });
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: number }) => item.id)).toContain(link.body.id);
  });

  it("lets only the proposal's owner or an admin create and revoke its links", async () => {
    const teammate = await createTestUser();
    const teammateCookie = await signIn(teammate.username, teammate.password);
    const refused = await http(linksUrl(), { cookie: teammateCookie, json: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Only the proposal's owner or an admin can change it");
    // Reading the links is open to the team (their addresses are not: see
    // proposal-share-security.test.ts).
    expect((await http(linksUrl(), { cookie: teammateCookie })).status).toBe(200);

    const link = await createLink();
    const revokeRefused = await http(`/api/proposal-share-links/${link.id}/revoke`, {
      cookie: teammateCookie,
      method: "POST",
    });
    expect(revokeRefused.status).toBe(403);
    const [row] = await getDb()
      .select({ revokedAt: proposalShareLinks.revokedAt })
      .from(proposalShareLinks)
      .where(eq(proposalShareLinks.id, link.id));
    expect(row?.revokedAt).toBeNull();

    const admin = await createTestUser({ role: "admin" });
    const adminCookie = await signIn(admin.username, admin.password);
    const byAdmin = await http(`/api/proposal-share-links/${link.id}/revoke`, {
      cookie: adminCookie,
      method: "POST",
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe("revoked");
    expect((await http(linksUrl(), { cookie: adminCookie, json: {} })).status).toBe(201);
  });

  it("answers the public view without sign-in, records each view and moves sent to viewed", async () => {
    const link = await createLink({ expiresInDays: 7 });
    const res = await http(`/api/shared-proposals/${link.token}`, {
      headers: { "user-agent": IPHONE },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.body.proposal.title).toBe(fixture.title);
    expect(res.body.proposal.sections).toHaveLength(fixture.visibleSections);
    const text = JSON.stringify(res.body);
    for (const marker of markersOf(fixture)) expect(text).not.toContain(marker);
    expect(text).not.toContain("internal");

    const views = await getDb()
      .select()
      .from(proposalViews)
      .where(eq(proposalViews.shareLinkId, link.id));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ proposalId: fixture.proposalId, deviceType: "mobile" });
    expect(views[0]!.clientHash).toMatch(/^[0-9a-f]{64}$/);
    const [proposal] = await getDb()
      .select()
      .from(sponsorProposals)
      .where(eq(sponsorProposals.id, fixture.proposalId));
    expect(proposal!.status).toBe("viewed");
    expect(proposal!.viewedAt).toBeInstanceOf(Date);
    // The log entry and the notification are written by the view's subscribers, after the answer.
    const logged = await eventually(
      () =>
        getDb()
          .select()
          .from(sponsorInteractions)
          .where(eq(sponsorInteractions.sponsorBrandId, fixture.sponsorBrandId)),
      (rows) => rows.length > 0,
      "the interaction log entry",
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]!.notes).toMatch(/^Proposal viewed: /);
    expect(logged[0]!.createdBy).toBe(owner.id);
    const told = await eventually(
      () =>
        getDb()
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, owner.id), eq(notifications.kind, "proposal.viewed")),
          ),
      (rows) => rows.length > 0,
      "the owner's notification",
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.href).toBe(`/proposals/${fixture.proposalId}`);

    // A second view is counted; the log and the owner hear of the link's first view only.
    expect(
      (await http(`/api/shared-proposals/${link.token}`, { headers: { "user-agent": IPAD } }))
        .status,
    ).toBe(200);
    const [counted] = await getDb()
      .select()
      .from(proposalShareLinks)
      .where(eq(proposalShareLinks.id, link.id));
    expect(counted!.viewCount).toBe(2);
    expect(counted!.lastViewedAt).toBeInstanceOf(Date);
    const devices = await getDb()
      .select({ deviceType: proposalViews.deviceType })
      .from(proposalViews)
      .where(eq(proposalViews.shareLinkId, link.id));
    expect(devices.map((row) => row.deviceType).sort()).toEqual(["mobile", "tablet"]);
    expect(
      await getDb()
        .select()
        .from(sponsorInteractions)
        .where(eq(sponsorInteractions.sponsorBrandId, fixture.sponsorBrandId)),
    ).toHaveLength(1);
    const listed = await http(linksUrl(), { cookie });
    expect(listed.body.items.find((item: { id: number }) => item.id === link.id)).toMatchObject({
      viewCount: 2,
      lastViewedAt: expect.any(String),
    });
  });

  it("keeps an accepted or declined proposal's status when it is viewed", async () => {
    const accepted = await createProposalFixture({ ownerId: owner.id, status: "accepted" });
    const link = await createLink({}, accepted.proposalId);
    expect((await http(`/api/shared-proposals/${link.token}`)).status).toBe(200);
    const [row] = await getDb()
      .select()
      .from(sponsorProposals)
      .where(eq(sponsorProposals.id, accepted.proposalId));
    expect(row!.status).toBe("accepted");
    expect(row!.viewedAt).toBeInstanceOf(Date);
  });

  it("opens only its own proposal: another proposal's token shows that proposal and nothing of this one", async () => {
    const other = await createProposalFixture({ ownerId: owner.id, name: "Borealis Tea" });
    const otherLink = await createLink({}, other.proposalId);
    const res = await http(`/api/shared-proposals/${otherLink.token}`);
    expect(res.status).toBe(200);
    expect(res.body.proposal.title).toBe(other.title);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(fixture.title);
    expect(text).not.toContain(fixture.visibleText);
    // Each proposal lists its own links only.
    const mine = await http(linksUrl(), { cookie });
    expect(mine.body.items.map((item: { id: number }) => item.id)).not.toContain(otherLink.id);
  });

  it("answers the same 404 for unknown, revoked and expired tokens; revoked links stay listed", async () => {
    const unknown = await http(`/api/shared-proposals/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(INACTIVE);

    const revoked = await createLink();
    expect(
      (await http(`/api/proposal-share-links/${revoked.id}/revoke`, { method: "POST" })).status,
    ).toBe(401);
    const res = await http(`/api/proposal-share-links/${revoked.id}/revoke`, {
      cookie,
      method: "POST",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: revoked.id,
      status: "revoked",
      revokedAt: expect.any(String),
    });
    const gone = await http(`/api/shared-proposals/${revoked.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(INACTIVE);

    // Revoking has one address: a DELETE on the link is not a second way to do it.
    const kept = await createLink();
    const del = await http(`/api/proposal-share-links/${kept.id}`, { cookie, method: "DELETE" });
    expect(del.status).toBe(404);
    expect((await http(`/api/shared-proposals/${kept.token}`)).status).toBe(200);
    expect(
      (await http(`/api/proposal-share-links/999999/revoke`, { cookie, method: "POST" })).status,
    ).toBe(404);

    const expired = await createLink({ expiresInDays: 1 });
    await getDb()
      .update(proposalShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(proposalShareLinks.id, expired.id));
    const late = await http(`/api/shared-proposals/${expired.token}`);
    expect(late.status).toBe(404);
    expect(late.body).toEqual(INACTIVE);

    const list = await http(linksUrl(), { cookie });
    const statuses = Object.fromEntries(
      list.body.items.map((item: { id: number; status: string }) => [item.id, item.status]),
    );
    expect(statuses[revoked.id]).toBe("revoked");
    expect(statuses[kept.id]).toBe("active");
    expect(statuses[expired.id]).toBe("expired");
    // No view was recorded for refused tokens.
    const refusedViews = await getDb()
      .select()
      .from(proposalViews)
      .where(eq(proposalViews.shareLinkId, revoked.id));
    expect(refusedViews).toEqual([]);
  });

  it("needs the passcode of a protected link: header or unlock cookie; wrong ones are refused and limited", async () => {
    const link = await createLink({ passcode: "open-sesame" });
    const listed = await http(linksUrl(), { cookie });
    expect(listed.body.items.find((item: { id: number }) => item.id === link.id).hasPasscode).toBe(
      true,
    );

    const locked = await http(`/api/shared-proposals/${link.token}`);
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual({
      error: "This proposal is protected by a passcode. Enter it to continue.",
      code: "UNAUTHORIZED",
      details: { passcodeRequired: true },
    });
    const wrong = await http(`/api/shared-proposals/${link.token}`, {
      headers: { "x-proposal-passcode": "open-sesamE" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe("That passcode is not correct.");
    const right = await http(`/api/shared-proposals/${link.token}`, {
      headers: { "x-proposal-passcode": "open-sesame" },
    });
    expect(right.status).toBe(200);
    expect(right.body.proposal.title).toBe(fixture.title);

    const badUnlock = await http(`/api/shared-proposals/${link.token}/unlock`, {
      json: { passcode: "nope" },
    });
    expect(badUnlock.status).toBe(403);
    const unlock = await http(`/api/shared-proposals/${link.token}/unlock`, {
      json: { passcode: "open-sesame" },
    });
    expect(unlock.status).toBe(200);
    expect(unlock.body).toEqual({ unlocked: true });
    const setCookie = unlock.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^proposal-unlock-${link.id}=[A-Za-z0-9_-]+; Path=/`));
    expect(setCookie).toContain("HttpOnly");
    const unlockCookie = setCookie.split(";")[0]!;
    const withCookie = await http(`/api/shared-proposals/${link.token}`, { cookie: unlockCookie });
    expect(withCookie.status).toBe(200);
    // The cookie of one link opens no other protected link.
    const second = await createLink({ passcode: "another-one" });
    const forged = `proposal-unlock-${second.id}=${unlockCookie.split("=")[1]}`;
    expect((await http(`/api/shared-proposals/${second.token}`, { cookie: forged })).status).toBe(
      401,
    );

    // Ten tries per link and client network in 15 minutes; the eleventh is refused with Retry-After.
    const limited = await createLink({ passcode: "rate-limited" });
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await http(`/api/shared-proposals/${limited.token}/unlock`, {
        json: { passcode: `guess-${attempt}` },
      });
      expect(res.status).toBe(403);
    }
    const blocked = await http(`/api/shared-proposals/${limited.token}/unlock`, {
      json: { passcode: "rate-limited" },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.body.error).toBe("Too many wrong passcodes. Please try again later.");
  });

  it("serves the page at /p/{token}: noindex, the proposal without hidden text; the not-active page with 404", async () => {
    const link = await createLink();
    const page = await http<string>(link.url, { headers: { "user-agent": IPHONE } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(page.body).toContain(fixture.title);
    expect(page.body).toContain(fixture.visibleText);
    for (const marker of markersOf(fixture)) expect(page.body).not.toContain(marker);
    const [counted] = await getDb()
      .select()
      .from(proposalShareLinks)
      .where(eq(proposalShareLinks.id, link.id));
    expect(counted!.viewCount).toBe(1);

    const protectedLink = await createLink({ passcode: "page-pass" });
    const form = await http<string>(protectedLink.url);
    expect(form.status).toBe(200);
    expect(form.body).toContain("This proposal is protected");
    expect(form.body).not.toContain(fixture.visibleText);

    await http(`/api/proposal-share-links/${link.id}/revoke`, { cookie, method: "POST" });
    const revoked = await http<string>(link.url);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toContain("This link is no longer active");
    expect(revoked.body).not.toContain(fixture.title);
    const unknown = await http<string>(`/p/${"B".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("This link is no longer active");
  });
});
