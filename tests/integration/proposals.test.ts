import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  crmContacts,
  eventBrands,
  sponsorBrands,
  sponsorDeals,
  sponsorEngagements,
  sponsorInteractions,
  sponsorProgress,
  sponsorProposals,
  specificEvents,
} from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import {
  PROPOSAL_MESSAGES,
  PROPOSAL_SECTION_KINDS,
  type ProposalSection,
} from "@/lib/shared/schemas/proposal";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";

/**
 * The proposals API end to end with the offline provider: a proposal for a seeded sponsor at a
 * LIV Golf event, drafted by its job, edited, versioned, restored and sent.
 */
let ownerCookie: string;
let otherCookie: string;
let adminCookie: string;
let ownerId: number;
let liv: number;
let sailGp: number;
let riyadh: { id: number; startDate: string | null; endDate: string | null };
let pastRiyadh: number;
let sponsor: { id: number; name: string; industry: string };
let contactId: number;
let foreignContactId: number;
const RIVAL_MESSAGE_PART = "Rival Logistics";

const idOfBrand = async (name: string) =>
  (
    await getDb().select({ id: eventBrands.id }).from(eventBrands).where(eq(eventBrands.name, name))
  )[0]!.id;

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const db = getDb();
  liv = await idOfBrand("LIV Golf");
  sailGp = await idOfBrand("SailGP");
  // An edition still to come whatever day the test runs (proposals for past events are refused),
  // and the seeded 2025 edition, long over.
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [event] = await db
    .insert(specificEvents)
    .values({
      eventBrandId: liv,
      name: "LIV Golf Riyadh",
      startDate: day(100),
      endDate: day(102),
      locationName: "Riyadh Golf Club, Riyadh",
      locationCountry: "Saudi Arabia",
    })
    .returning();
  riyadh = { id: event!.id, startDate: event!.startDate, endDate: event!.endDate };
  const [over] = await db
    .select()
    .from(specificEvents)
    .where(
      and(
        eq(specificEvents.eventBrandId, liv),
        eq(specificEvents.name, "LIV Golf Riyadh"),
        eq(specificEvents.startDate, "2025-02-06"),
      ),
    );
  pastRiyadh = over!.id;
  const [row] = await db.select().from(sponsorBrands).where(eq(sponsorBrands.slug, "dp-world"));
  sponsor = { id: row!.id, name: row!.name, industry: row!.industry! };
  // The sponsor has no deep research yet: the drafting job runs it first.
  await db.update(sponsorBrands).set({ data: {} }).where(eq(sponsorBrands.id, sponsor.id));
  const [contact] = await db
    .insert(crmContacts)
    .values({
      sponsorBrandId: sponsor.id,
      firstName: "Ana",
      lastName: "Silva",
      position: "Head of Sponsorship",
      email: "ana@dpworld.test",
      isPrimary: true,
    })
    .returning();
  contactId = contact!.id;
  const [otherSponsor] = await db
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.slug, "rolex"));
  const [foreign] = await db
    .insert(crmContacts)
    .values({ sponsorBrandId: otherSponsor!.id, firstName: "Tom", lastName: "Other" })
    .returning();
  foreignContactId = foreign!.id;
  // A rival in the same industry holds exclusive rights at LIV Golf over the event's dates: a
  // conflict for the seller, never printed in the proposal.
  await db.insert(sponsorDeals).values({
    eventBrandId: liv,
    sponsorName: RIVAL_MESSAGE_PART,
    industry: sponsor.industry,
    sponsorshipLevel: "Title",
    isExclusive: true,
    status: "Active",
    valueCents: 900_000_000,
    startDate: "2020-01-01",
    endDate: "2035-12-31",
  });
  // One comparable deal (same industry and tier) at another property.
  await db.insert(sponsorDeals).values({
    eventBrandId: sailGp,
    sponsorName: "Comparable Freight",
    industry: sponsor.industry,
    sponsorshipLevel: "Official Sponsor",
    status: "Active",
    valueCents: 200_000_000,
    startDate: "2024-01-01",
    endDate: "2026-12-31",
  });

  const owner = await createTestUser({ username: "seller" });
  const other = await createTestUser({ username: "colleague" });
  const admin = await createTestUser({ username: "boss", role: "admin" });
  ownerId = owner.id;
  ownerCookie = await signIn(owner.username, owner.password);
  otherCookie = await signIn(other.username, other.password);
  adminCookie = await signIn(admin.username, admin.password);
});

const create = (body: Record<string, unknown>, cookie: string | null = ownerCookie) =>
  http("/api/proposals", { cookie, json: body });

describe("POST /api/proposals", () => {
  it("needs a signed-in user", async () => {
    expect(
      (await create({ sponsorBrandId: sponsor.id, eventBrandId: liv, tier: "Title Sponsor" }, null))
        .status,
    ).toBe(401);
    expect((await http("/api/proposals")).status).toBe(401);
  });

  it("refuses a request without a context, with an unknown tier, or with another sponsor's contact", async () => {
    const noContext = await create({ sponsorBrandId: sponsor.id, tier: "Title Sponsor" });
    expect(noContext.status).toBe(400);
    expect(noContext.body.error).toBe(PROPOSAL_MESSAGES.contextRequired);
    const badTier = await create({ sponsorBrandId: sponsor.id, eventBrandId: liv, tier: "Gold" });
    expect(badTier.status).toBe(400);
    expect(badTier.body.error).toMatch(/^tier must be one of: Title Sponsor/);
    const foreign = await create({
      sponsorBrandId: sponsor.id,
      eventBrandId: liv,
      tier: "Title Sponsor",
      contactId: foreignContactId,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(PROPOSAL_MESSAGES.contactNotOfSponsor);
    const wrongBrand = await create({
      sponsorBrandId: sponsor.id,
      eventBrandId: sailGp,
      specificEventId: riyadh.id,
      tier: "Title Sponsor",
    });
    expect(wrongBrand.status).toBe(400);
    expect(wrongBrand.body.error).toBe(PROPOSAL_MESSAGES.eventNotOfBrand);
    const missing = await create({
      sponsorBrandId: 99_999,
      eventBrandId: liv,
      tier: "Title Sponsor",
    });
    expect(missing.status).toBe(404);
    expect(await getDb().select().from(sponsorProposals)).toHaveLength(0);
  });

  it("refuses an event that is over, saying so, and creates nothing", async () => {
    const res = await create({
      sponsorBrandId: sponsor.id,
      specificEventId: pastRiyadh,
      tier: "Official Sponsor",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      "LIV Golf Riyadh ended on Feb 8, 2025: choose an upcoming event or the whole property",
    );
    expect(await getDb().select().from(sponsorProposals)).toHaveLength(0);
  });
});

describe("a proposal's life", () => {
  let id: number;
  let title: string;
  let drafted: ProposalSection[];

  it("answers 202 with the draft and its job, which writes ten sections as version 1", async () => {
    // Ideas made for the event first: the draft chooses up to four of them.
    const ideas = await http("/api/jobs/activation", {
      cookie: ownerCookie,
      json: { sponsorId: sponsor.id, eventId: liv, specificEventId: riyadh.id, count: 5 },
    });
    expect((await waitForJob(ideas.body.jobId, ownerCookie)).status).toBe("completed");
    const ideaIds = (
      await http(`/api/activations/${sponsor.id}`, { cookie: ownerCookie })
    ).body.map((idea: { id: number }) => idea.id);

    const res = await create({
      sponsorBrandId: sponsor.id,
      specificEventId: riyadh.id,
      tier: "Official Sponsor",
      contactId,
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("location")).toBe(`/api/jobs/${res.body.job.id}`);
    expect(res.body.proposal).toMatchObject({
      status: "draft",
      version: 0,
      tier: "Official Sponsor",
      sponsor: { id: sponsor.id, name: sponsor.name },
      eventBrand: { id: liv, name: "LIV Golf" },
      event: { id: riyadh.id, name: "LIV Golf Riyadh" },
      contact: { id: contactId, name: "Ana Silva" },
      owner: { id: ownerId },
      canEdit: true,
      sections: [],
    });
    expect(res.body.job).toMatchObject({
      type: "proposal-draft",
      data: { proposalId: res.body.proposal.id },
    });
    id = res.body.proposal.id;
    title = res.body.proposal.title;
    expect(title).toBe(`${sponsor.name} × LIV Golf Riyadh: Official Sponsor proposal`);

    const job = await waitForJob(res.body.job.id, ownerCookie);
    expect(job.status).toBe("completed");
    expect(job.result).toEqual({ proposalId: id, version: 1, sections: 10 });

    const got = await http(`/api/proposals/${id}`, { cookie: otherCookie });
    expect(got.status).toBe(200);
    expect(got.body.version).toBe(1);
    expect(got.body.canEdit).toBe(false);
    drafted = got.body.sections;
    expect(drafted.map((s) => s.kind)).toEqual([...PROPOSAL_SECTION_KINDS]);
    const body = (kind: string) => drafted.find((s) => s.kind === kind)!.body;
    // The outputs draw the title, names and recipient: the cover body repeats none of them.
    expect(body("cover")).toBe("**An Official Sponsor partnership proposal**");
    // The fit in plain words; the score is the seller's.
    expect(body("why_match")).not.toMatch(/\d+%|match/i);
    expect(got.body.internal.match.percentage).toEqual(expect.any(Number));
    expect(got.body.internal.notes[0].text).toMatch(/^Match \d+% \(\w+ Match\)/);
    // The research was run first; its date and sources are a seller note, not sponsor copy.
    expect(body("sponsor_understanding")).not.toMatch(/research|offline|Pitchside/i);
    expect(
      got.body.internal.notes.some(
        (n: { section: string; text: string }) =>
          n.section === "sponsor_understanding" && /^Research of .+ by offline \//.test(n.text),
      ),
    ).toBe(true);
    const [stored] = await getDb()
      .select()
      .from(sponsorBrands)
      .where(eq(sponsorBrands.id, sponsor.id));
    expect(stored!.data.deepResearch).toBeTruthy();
    // The sponsor sees the price; how it was reached is the seller's.
    expect(body("investment")).toMatch(
      /^\*\*Investment: \$[\d.]+[KM]?–\$[\d.]+[KM]? \(USD\) for the term\*\*/,
    );
    expect(body("investment")).not.toContain("comparable");
    expect(got.body.internal.priceBasis.text).toContain(
      "1 comparable deal in the same industry and tier",
    );
    const chosen = drafted.find((s) => s.kind === "activation_ideas")!.activationIds!;
    expect(chosen).toHaveLength(4);
    expect(chosen.every((ideaId) => ideaIds.includes(ideaId))).toBe(true);
    expect(drafted.find((s) => s.kind === "visuals")!.mockupIds).toEqual([]);

    // The conflict is in the seller's notes only, shown at the package.
    expect(
      got.body.internal.conflicts.some(
        (c: { sponsorName: string }) => c.sponsorName === RIVAL_MESSAGE_PART,
      ),
    ).toBe(true);
    expect(JSON.stringify(drafted)).not.toContain(RIVAL_MESSAGE_PART);
    expect(
      got.body.internal.notes.filter(
        (n: { section: string; warning: boolean; text: string }) =>
          n.section === "package" && n.warning && n.text.includes(RIVAL_MESSAGE_PART),
      ),
    ).toHaveLength(1);
    expect(got.body.internal.priceBasis).toMatchObject({
      comparableCount: 1,
      comparableMin: 2_000_000,
    });
    expect(got.body.internal.research).toMatchObject({ provider: "offline" });
  });

  it("refuses to run the drafting job again for a proposal that has its draft", async () => {
    const res = await http("/api/jobs/submit", {
      cookie: ownerCookie,
      json: { type: "proposal-draft", data: { proposalId: id } },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("location")).toBe(`/api/jobs/${res.body.jobId}`);
    const job = await waitForJob(res.body.jobId, ownerCookie);
    expect(job.status).toBe("failed");
    expect(job.error).toBe("This proposal is not waiting for this draft");
    expect((await http(`/api/proposals/${id}`, { cookie: ownerCookie })).body.version).toBe(1);
  });

  it("lists proposals with filters and the total in X-Total-Count", async () => {
    const all = await http("/api/proposals", { cookie: otherCookie });
    expect(all.status).toBe(200);
    expect(all.headers.get("X-Total-Count")).toBe("1");
    expect(all.body[0]).toMatchObject({ id, title, status: "draft", owner: { id: ownerId } });
    expect(all.body[0].sections).toBeUndefined();
    const count = async (query: string) =>
      (await http(`/api/proposals?${query}`, { cookie: otherCookie })).headers.get("X-Total-Count");
    expect(await count("status=draft")).toBe("1");
    expect(await count("status=sent")).toBe("0");
    expect(await count(`eventBrandId=${liv}`)).toBe("1");
    expect(await count(`eventBrandId=${sailGp}`)).toBe("0");
    expect(await count(`ownerId=${ownerId}`)).toBe("1");
    expect(await count(`ownerId=${ownerId + 1}`)).toBe("0");
    expect(await count(`q=${encodeURIComponent(sponsor.name.slice(0, 4))}`)).toBe("1");
    expect(await count("q=zzzz")).toBe("0");
    expect((await http("/api/proposals?status=won", { cookie: otherCookie })).status).toBe(400);
  });

  it("saves an edit as a new version: the owner and admins only", async () => {
    const edited = drafted.map((s) =>
      s.kind === "executive_summary" ? { ...s, body: "**A new summary** for the sponsor." } : s,
    );
    // Hide the visuals and move the timeline up one place.
    const visuals = edited.findIndex((s) => s.kind === "visuals");
    edited[visuals] = { ...edited[visuals]!, hidden: true };
    const timeline = edited.findIndex((s) => s.kind === "timeline");
    [edited[timeline - 1], edited[timeline]] = [edited[timeline]!, edited[timeline - 1]!];

    const denied = await http(`/api/proposals/${id}`, {
      method: "PATCH",
      cookie: otherCookie,
      json: { sections: edited },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe(PROPOSAL_MESSAGES.notOwner);

    const res = await http(`/api/proposals/${id}`, {
      method: "PATCH",
      cookie: ownerCookie,
      json: { sections: edited, note: "New summary" },
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.sections).toEqual(edited);
    const [row] = await getDb().select().from(sponsorProposals).where(eq(sponsorProposals.id, id));
    expect(row!.content).toContain("A new summary for the sponsor.");
    expect(row!.content).not.toContain("Visuals\n");

    const byAdmin = await http(`/api/proposals/${id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { title: "Renamed by the admin" },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ version: 3, title: "Renamed by the admin" });
  });

  it("refuses malformed edits", async () => {
    const patch = (json: unknown) =>
      http(`/api/proposals/${id}`, { method: "PATCH", cookie: ownerCookie, json });
    const short = await patch({ sections: drafted.slice(1) });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(PROPOSAL_MESSAGES.sectionsIncomplete);
    const twice = await patch({ sections: [drafted[0], ...drafted.slice(0, 9)] });
    expect(twice.status).toBe(400);
    expect((await patch({})).body.error).toBe("Nothing to change");
    expect((await patch({ contactId: foreignContactId })).status).toBe(400);
    expect((await patch({ tier: "Platinum" })).status).toBe(400);
    expect((await http(`/api/proposals/999999`, { cookie: ownerCookie })).status).toBe(404);
  });

  it("lists, reads and restores versions", async () => {
    const versions = await http(`/api/proposals/${id}/versions`, { cookie: otherCookie });
    expect(versions.status).toBe(200);
    expect(
      versions.body.map((v: { version: number; note: string }) => [v.version, v.note]),
    ).toEqual([
      [3, "Edited"],
      [2, "New summary"],
      [1, "Drafted"],
    ]);
    const first = await http(`/api/proposals/${id}/versions/1`, { cookie: otherCookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 1, title });
    expect(first.body.sections).toEqual(drafted);
    expect((await http(`/api/proposals/${id}/versions/99`, { cookie: otherCookie })).status).toBe(
      404,
    );

    const denied = await http(`/api/proposals/${id}/versions/1/restore`, {
      method: "POST",
      cookie: otherCookie,
    });
    expect(denied.status).toBe(403);
    const restored = await http(`/api/proposals/${id}/versions/1/restore`, {
      method: "POST",
      cookie: ownerCookie,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, title });
    expect(restored.body.sections).toEqual(drafted);
    const latest = await http(`/api/proposals/${id}/versions`, { cookie: ownerCookie });
    expect(latest.body[0]).toMatchObject({ version: 4, note: "Restored from version 1" });
    expect(
      (
        await http(`/api/proposals/${id}/versions/42/restore`, {
          method: "POST",
          cookie: ownerCookie,
        })
      ).status,
    ).toBe(404);
  });

  it("moves draft → sent → declined, logs the sending and moves the pipeline", async () => {
    const status = (value: string, cookie = ownerCookie) =>
      http(`/api/proposals/${id}/status`, { cookie, json: { status: value } });
    const early = await status("accepted");
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      "A draft proposal cannot be marked accepted: it can be marked sent",
    );
    expect((await status("viewed")).status).toBe(400);
    expect((await status("sent", otherCookie)).status).toBe(403);

    const sent = await status("sent");
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe("sent");
    expect(sent.body.sentAt).toEqual(expect.any(String));
    const log = await getDb()
      .select()
      .from(sponsorInteractions)
      .where(eq(sponsorInteractions.sponsorBrandId, sponsor.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      type: "email",
      notes: `Proposal sent: ${title}`,
      contactId,
      createdBy: ownerId,
    });
    const [stage] = await getDb()
      .select()
      .from(sponsorProgress)
      .where(eq(sponsorProgress.sponsorBrandId, sponsor.id));
    expect(stage!.currentStage).toBe("proposal");
    const [engagement] = await getDb()
      .select()
      .from(sponsorEngagements)
      .where(
        and(
          eq(sponsorEngagements.sponsorBrandId, sponsor.id),
          eq(sponsorEngagements.eventBrandId, liv),
        ),
      );
    expect(engagement!.lastActivityDate).toBeTruthy();

    expect((await status("sent")).status).toBe(409);
    const awaiting = await http("/api/proposals?awaiting=true", { cookie: otherCookie });
    expect(awaiting.body.map((p: { id: number }) => p.id)).toEqual([id]);

    const declined = await status("declined");
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "declined", respondedAt: expect.any(String) });
    const final = await status("accepted");
    expect(final.status).toBe(409);
    expect(final.body.error).toBe("This proposal is declined and can no longer change status");
  });

  it("keeps a later pipeline stage when a proposal is sent", async () => {
    await getDb()
      .update(sponsorProgress)
      .set({ currentStage: "negotiation" })
      .where(eq(sponsorProgress.sponsorBrandId, sponsor.id));
    const res = await create({
      sponsorBrandId: sponsor.id,
      eventBrandId: liv,
      tier: "Title Sponsor",
    });
    expect(res.status).toBe(202);
    await waitForJob(res.body.job.id, ownerCookie);
    const sent = await http(`/api/proposals/${res.body.proposal.id}/status`, {
      cookie: ownerCookie,
      json: { status: "sent" },
    });
    expect(sent.status).toBe(200);
    const [stage] = await getDb()
      .select()
      .from(sponsorProgress)
      .where(eq(sponsorProgress.sponsorBrandId, sponsor.id));
    expect(stage!.currentStage).toBe("negotiation");
    expect(res.body.proposal.event).toBeNull();
  });

  it("deletes: the owner or an admin", async () => {
    expect(
      (await http(`/api/proposals/${id}`, { method: "DELETE", cookie: otherCookie })).status,
    ).toBe(403);
    expect(
      (await http(`/api/proposals/${id}`, { method: "DELETE", cookie: ownerCookie })).status,
    ).toBe(204);
    expect((await http(`/api/proposals/${id}`, { cookie: ownerCookie })).status).toBe(404);
    expect((await http(`/api/proposals/${id}/versions`, { cookie: ownerCookie })).status).toBe(404);
    expect(
      (await http(`/api/proposals/${id}`, { method: "DELETE", cookie: ownerCookie })).status,
    ).toBe(404);
  });
});
