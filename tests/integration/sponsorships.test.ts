import { count, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, sponsorships, specificEvents } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let cookie: string;
let liv: number;
let riyadh: number;
let adelaide: number;
const ids: Record<string, number> = {};

const links = async () => (await getDb().select({ n: count() }).from(sponsorships))[0]?.n ?? 0;

beforeEach(async () => {
  await resetDatabase();
  await seedDatabase();
  const db = getDb();
  liv = (
    await db
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"))
  )[0]!.id;
  riyadh = (
    await db
      .select({ id: specificEvents.id })
      .from(specificEvents)
      .where(eq(specificEvents.name, "LIV Golf Riyadh"))
  )[0]!.id;
  adelaide = (
    await db
      .select({ id: specificEvents.id })
      .from(specificEvents)
      .where(eq(specificEvents.name, "LIV Golf Adelaide"))
  )[0]!.id;
  for (const slug of ["rolex", "omega", "bmw", "genesis"]) {
    ids[slug] = (
      await db
        .select({ id: sponsorBrands.id })
        .from(sponsorBrands)
        .where(eq(sponsorBrands.slug, slug))
    )[0]!.id;
  }
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
});

describe("linking sponsors to events", () => {
  it("links with a level (default Official Sponsor), lists it, and refuses the same link twice", async () => {
    const res = await http("/api/sponsorships", {
      cookie,
      json: {
        sponsorBrandId: ids.rolex,
        specificEventId: riyadh,
        sponsorshipLevel: "Official Timekeeper",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sponsorBrandId: ids.rolex,
      specificEventId: riyadh,
      sponsorshipLevel: "Official Timekeeper",
      hasDeepResearch: false,
    });
    const plain = await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.omega, specificEventId: riyadh },
    });
    expect(plain.body.sponsorshipLevel).toBe("Official Sponsor");
    const twice = await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.rolex, specificEventId: riyadh },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("This sponsor is already linked to this event");

    const event = await http(`/api/specific-events/${riyadh}/sponsors`, { cookie });
    expect(event.body.sponsors.map((s: { sponsor: { name: string } }) => s.sponsor.name)).toEqual([
      "Rolex",
      "Omega",
    ]);
    const byEvent = await http(`/api/sponsorships?eventId=${riyadh}`, { cookie });
    expect(byEvent.body).toHaveLength(2);
    const one = await http(
      `/api/sponsorships?specificEventId=${riyadh}&sponsorBrandId=${ids.rolex}`,
      { cookie },
    );
    expect(one.body).toHaveLength(1);
    expect(one.body[0].id).toBe(res.body.id);
  });

  it("accepts the progress-record form and starts from the brand's progress", async () => {
    await http("/api/sponsor-engagements", {
      method: "PATCH",
      cookie,
      json: { sponsorBrandId: ids.bmw, eventBrandId: liv, hasDeepResearch: true },
    });
    const linked = await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.bmw, specificEventId: adelaide },
    });
    expect(linked.body.hasDeepResearch).toBe(true);
    const record = await http("/api/sponsorships", {
      cookie,
      json: {
        sponsorBrandId: ids.genesis,
        specificEventId: adelaide,
        hasDeepResearch: false,
        hasMatchAnalysis: true,
        hasBrandActivations: false,
        hasVisualMockups: false,
        lastActivityDate: "2026-11-01T10:00:00.000Z",
        createdAt: "2026-11-01T10:00:00.000Z",
      },
    });
    expect(record.status).toBe(201);
    expect(record.body).toMatchObject({
      hasMatchAnalysis: true,
      lastActivityDate: "2026-11-01T10:00:00.000Z",
    });
  });

  it("updates progress by hand with a new activity date and feeds the brand's progress view", async () => {
    const link = await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.rolex, specificEventId: riyadh },
    });
    const patched = await http(`/api/sponsorships/${link.body.id}`, {
      method: "PATCH",
      cookie,
      json: { hasDeepResearch: true, hasMatchAnalysis: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.lastActivityDate > link.body.lastActivityDate).toBe(true);
    const progress = await http(`/api/sponsorships?eventBrandId=${liv}`, { cookie });
    expect(progress.body).toEqual([
      expect.objectContaining({
        sponsorBrandId: ids.rolex,
        sponsorName: "Rolex",
        hasDeepResearch: true,
        hasMatchAnalysis: true,
        hasBrandActivations: false,
      }),
    ]);
    expect(
      (await http(`/api/sponsorships/${link.body.id}`, { method: "PATCH", cookie, json: {} }))
        .status,
    ).toBe(400);
    expect(
      (
        await http(`/api/sponsorships/${link.body.id}`, {
          method: "PATCH",
          cookie,
          json: { hasDeepResearch: "yes" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await http(`/api/sponsorships/999999`, {
          method: "PATCH",
          cookie,
          json: { hasDeepResearch: true },
        })
      ).status,
    ).toBe(404);
  });

  it("lists the events a sponsor is linked to, soonest first, optionally at one property", async () => {
    for (const specificEventId of [adelaide, riyadh]) {
      await http("/api/sponsorships", {
        cookie,
        json: { sponsorBrandId: ids.genesis, specificEventId, sponsorshipLevel: "Official Car" },
      });
    }
    const res = await http(`/api/sponsor-brands/${ids.genesis}/events?eventBrandId=${liv}`, {
      cookie,
    });
    expect(res.status).toBe(200);
    const dates = await getDb()
      .select({ id: specificEvents.id, start: specificEvents.startDate })
      .from(specificEvents)
      .where(inArray(specificEvents.id, [riyadh, adelaide]));
    const expected = dates
      .sort((a, b) => (a.start ?? "").localeCompare(b.start ?? ""))
      .map((event) => event.id);
    expect(res.body.map((link: { event: { id: number } }) => link.event.id)).toEqual(expected);
    expect(res.body[0]).toMatchObject({
      sponsorBrandId: ids.genesis,
      sponsorshipLevel: "Official Car",
      event: { eventBrandId: liv },
    });
    expect((await http(`/api/sponsor-brands/${ids.rolex}/events`, { cookie })).body).toEqual([]);
    expect((await http(`/api/sponsor-brands/999999/events`, { cookie })).status).toBe(404);
    const bad = await http(`/api/sponsor-brands/${ids.genesis}/events?eventBrandId=x`, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("eventBrandId must be a positive whole number");
    expect((await http(`/api/sponsor-brands/${ids.genesis}/events`)).status).toBe(401);
  });

  it("clears an activity set by hand on the brand record and on the sponsor's event links", async () => {
    const link = await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.rolex, specificEventId: riyadh },
    });
    const engage = (flags: Record<string, boolean>) =>
      http("/api/sponsor-engagements", {
        method: "PATCH",
        cookie,
        json: { sponsorBrandId: ids.rolex, eventBrandId: liv, ...flags },
      });
    expect((await engage({ hasDeepResearch: true, hasMatchAnalysis: true })).status).toBe(200);
    const linked = async () =>
      (await getDb().select().from(sponsorships).where(eq(sponsorships.id, link.body.id)))[0]!;
    expect(await linked()).toMatchObject({ hasDeepResearch: true, hasMatchAnalysis: true });

    expect((await engage({ hasMatchAnalysis: false })).status).toBe(200);
    expect(await linked()).toMatchObject({ hasDeepResearch: true, hasMatchAnalysis: false });
    const progress = await http(`/api/sponsorships?eventBrandId=${liv}`, { cookie });
    expect(progress.body).toEqual([
      expect.objectContaining({
        sponsorBrandId: ids.rolex,
        hasDeepResearch: true,
        hasMatchAnalysis: false,
      }),
    ]);
    const bad = await engage({ hasMatchAnalysis: "no" as unknown as boolean });
    expect(bad.status).toBe(400);
    expect(await linked()).toMatchObject({ hasDeepResearch: true, hasMatchAnalysis: false });
  });

  it("warns before breaking category exclusivity, and saves when acknowledged", async () => {
    const title = await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.bmw, specificEventId: riyadh, sponsorshipLevel: "Title Partner" },
    });
    expect(title.status).toBe(201);
    const rival = await http("/api/sponsorships", {
      cookie,
      json: {
        sponsorBrandId: ids.genesis,
        specificEventId: riyadh,
        sponsorshipLevel: "Official Car",
      },
    });
    expect(rival.status).toBe(409);
    expect(rival.body.error).toMatch(
      /^Saving this would break category exclusivity: BMW holds Title/,
    );
    expect(rival.body.details.conflicts[0]).toMatchObject({
      sponsorName: "BMW",
      industry: "Automotive",
    });
    expect(await links()).toBe(1);
    const saved = await http("/api/sponsorships", {
      cookie,
      json: {
        sponsorBrandId: ids.genesis,
        specificEventId: riyadh,
        sponsorshipLevel: "Official Car",
        acknowledgeConflicts: true,
      },
    });
    expect(saved.status).toBe(201);
    const event = await http(`/api/specific-events/${riyadh}/sponsors`, { cookie });
    // The conflict shows on both cards.
    expect(event.body.sponsors).toHaveLength(2);
    for (const sponsor of event.body.sponsors) expect(sponsor.conflicts.length).toBe(1);
    const otherEvent = await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.genesis, specificEventId: adelaide },
    });
    expect(otherEvent.status).toBe(201);
  });

  it.each([
    [{ specificEventId: 1 }, "sponsorBrandId must be a number"],
    [{ sponsorBrandId: 1, specificEventId: "x" }, "specificEventId must be a number"],
    [
      { sponsorBrandId: 1, specificEventId: 1, sponsorshipLevel: "x".repeat(101) },
      "Sponsorship level must be at most 100 characters",
    ],
    [
      { sponsorBrandId: 1, specificEventId: 1, lastActivityDate: "yesterday" },
      "lastActivityDate must be an ISO date-time",
    ],
  ])("refuses %j", async (body, message) => {
    const res = await http("/api/sponsorships", { cookie, json: body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await links()).toBe(0);
  });

  it("answers 404 for a missing sponsor or event, and unlinks", async () => {
    expect(
      (
        await http("/api/sponsorships", {
          cookie,
          json: { sponsorBrandId: 999999, specificEventId: riyadh },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await http("/api/sponsorships", {
          cookie,
          json: { sponsorBrandId: ids.rolex, specificEventId: 999999 },
        })
      ).status,
    ).toBe(404);
    await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.rolex, specificEventId: riyadh },
    });
    expect(
      (await http(`/api/sponsorships/${ids.rolex}/${riyadh}`, { method: "DELETE", cookie })).status,
    ).toBe(204);
    expect(
      (await http(`/api/sponsorships/${ids.rolex}/${riyadh}`, { method: "DELETE", cookie })).status,
    ).toBe(404);
    expect(
      (await http(`/api/sponsorships/abc/${riyadh}`, { method: "DELETE", cookie })).status,
    ).toBe(400);
    expect((await http(`/api/specific-events/999999/sponsors`, { cookie })).status).toBe(404);
    expect((await http(`/api/sponsorships`, { cookie })).status).toBe(400);
    expect((await http(`/api/sponsorships?eventBrandId=${liv}`)).status).toBe(401);
  });
});

describe("interactions and the pipeline", () => {
  it("logs, edits, completes and deletes interactions, most recent first", async () => {
    const call = await http("/api/sponsor-interactions", {
      cookie,
      json: {
        sponsorBrandId: ids.rolex,
        type: "call",
        date: "2026-11-10",
        notes: "Intro call with the sponsorship director",
      },
    });
    expect(call.status).toBe(201);
    expect(call.body).toMatchObject({
      type: "call",
      completed: false,
      notes: "Intro call with the sponsorship director",
    });
    await http("/api/sponsor-interactions", {
      cookie,
      json: { sponsorBrandId: ids.rolex, type: "meeting", date: "2026-11-20T14:30:00+01:00" },
    });
    const list = await http(`/api/sponsor-interactions?sponsorBrandId=${ids.rolex}`, { cookie });
    expect(list.body.map((i: { type: string }) => i.type)).toEqual(["meeting", "call"]);
    const done = await http(`/api/sponsor-interactions/${call.body.id}`, {
      method: "PATCH",
      cookie,
      json: { completed: true, notes: "" },
    });
    expect(done.body).toMatchObject({ completed: true, notes: null });
    expect(
      (await http(`/api/sponsor-interactions/${call.body.id}`, { method: "DELETE", cookie }))
        .status,
    ).toBe(204);
    expect(
      (
        await http(`/api/sponsor-interactions/${call.body.id}`, {
          method: "PATCH",
          cookie,
          json: { completed: true },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [{ type: "fax", date: "2026-11-10" }, "Type must be call, meeting, email or note"],
    [{ type: "call", date: "someday" }, "The date must be a valid date (YYYY-MM-DD) or date-time"],
    [{ type: "call" }, "Choose when it happens"],
  ])("refuses an interaction %j", async (body, message) => {
    const res = await http("/api/sponsor-interactions", {
      cookie,
      json: { sponsorBrandId: ids.rolex, ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("keeps one pipeline stage per sponsor", async () => {
    expect((await http(`/api/sponsor-progresses/${ids.rolex}`, { cookie })).body.currentStage).toBe(
      "prospect",
    );
    const moved = await http(`/api/sponsor-progresses/${ids.rolex}`, {
      method: "PUT",
      cookie,
      json: {
        currentStage: "proposal",
        nextAction: "Send the hospitality deck",
        targetDate: "2026-12-01",
      },
    });
    expect(moved.body).toMatchObject({
      currentStage: "proposal",
      nextAction: "Send the hospitality deck",
      targetDate: "2026-12-01",
    });
    expect(
      (
        await http(`/api/sponsor-progresses/${ids.rolex}`, {
          method: "PUT",
          cookie,
          json: { currentStage: "won-ish" },
        })
      ).status,
    ).toBe(400);
    await http("/api/sponsor-engagements", {
      method: "PATCH",
      cookie,
      json: { sponsorBrandId: ids.rolex, eventBrandId: liv, hasMatchAnalysis: true },
    });
    const pipeline = await http(`/api/sponsor-progresses?eventBrandId=${liv}`, { cookie });
    expect(pipeline.body).toEqual([
      expect.objectContaining({ sponsorBrandId: ids.rolex, currentStage: "proposal" }),
    ]);
  });
});
