import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, specificEvents } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { todayIso } from "@/lib/shared/dates";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob as waitForJobDone } from "../support/http";

let cookie: string;
let otherCookie: string;
let liv: number;
let sailgp: number;
let riyadh: number;
const ids: Record<string, number> = {};

async function brandId(name: string) {
  return (
    await getDb().select({ id: eventBrands.id }).from(eventBrands).where(eq(eventBrands.name, name))
  )[0]!.id;
}

const waitForJob = (id: string) => waitForJobDone(id, cookie);

beforeEach(async () => {
  await resetDatabase();
  await seedDatabase();
  liv = await brandId("LIV Golf");
  sailgp = await brandId("SailGP");
  riyadh = (
    await getDb()
      .select({ id: specificEvents.id })
      .from(specificEvents)
      .where(eq(specificEvents.name, "LIV Golf Riyadh"))
  )[0]!.id;
  for (const slug of ["rolex", "bmw", "genesis"]) {
    ids[slug] = (
      await getDb()
        .select({ id: sponsorBrands.id })
        .from(sponsorBrands)
        .where(eq(sponsorBrands.slug, slug))
    )[0]!.id;
  }
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
  const other = await createTestUser();
  otherCookie = await signIn(other.username, other.password);
});

describe("GET /api/reports/pipeline", () => {
  it("reports each sponsor's engagement, pipeline stage, follow-ups and linked events", async () => {
    await http("/api/sponsor-engagements", {
      method: "PATCH",
      cookie,
      json: {
        sponsorBrandId: ids.bmw,
        eventBrandId: liv,
        hasDeepResearch: true,
        hasMatchAnalysis: true,
        hasBrandActivations: true,
        hasVisualMockups: true,
      },
    });
    await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.rolex, specificEventId: riyadh },
    });
    await http(`/api/sponsor-progresses/${ids.bmw}`, {
      method: "PUT",
      cookie,
      json: {
        currentStage: "negotiation",
        nextAction: "=cmd|' /C calc'!A0",
        targetDate: "2026-12-15",
      },
    });
    const now = Date.now();
    for (const [offsetDays, completed] of [
      [-3, false],
      [-10, true],
      [-45, false],
      [5, false],
    ] as const) {
      await http("/api/sponsor-interactions", {
        cookie,
        json: {
          sponsorBrandId: ids.bmw,
          type: "call",
          date: new Date(now + offsetDays * 86_400_000).toISOString(),
          completed,
        },
      });
    }

    const res = await http(`/api/reports/pipeline?eventBrandId=${liv}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.eventBrand).toEqual({ id: liv, name: "LIV Golf" });
    expect(res.body.counters).toEqual({
      activeProspects: 2,
      readyForApproval: 1,
      inResearch: 1,
      completedThisMonth: 1,
    });
    expect(res.body.byEngagementStage).toMatchObject({ research: 1, completed: 1 });
    expect(res.body.byPipelineStage).toMatchObject({ prospect: 1, negotiation: 1, won: 0 });
    expect(res.body.interactions).toEqual({ last30Days: 2, open: 3 });
    expect(res.body.rows).toEqual([
      expect.objectContaining({
        sponsorName: "BMW",
        engagementPercent: 100,
        engagementStage: "completed",
        pipelineStage: "negotiation",
        targetDate: "2026-12-15",
        openInteractions: 3,
        linkedEvents: 0,
      }),
      expect.objectContaining({
        sponsorName: "Rolex",
        engagementPercent: 0,
        pipelineStage: "prospect",
        openInteractions: 0,
        linkedEvents: 1,
      }),
    ]);
    // The seeded sample history is counted and said to be sample data.
    const deals = res.body.deals;
    expect(deals.sample).toBeGreaterThan(0);
    expect(deals.Active.count + deals.Pending.count + deals.Expired.count).toBe(deals.sample);
    expect(deals.Active.valueUsd).toBeGreaterThan(0);

    // Another property has none of this.
    const other = await http(`/api/reports/pipeline?eventBrandId=${sailgp}`, { cookie });
    expect(other.body.rows).toEqual([]);
    expect(other.body.counters.activeProspects).toBe(0);
  });

  it("counts researched sponsors under Research however far they have gone, on the page too", async () => {
    // Genesis researched only, BMW researched and matched, Rolex linked to an event with nothing done.
    await http("/api/sponsor-engagements", {
      method: "PATCH",
      cookie,
      json: { sponsorBrandId: ids.genesis, eventBrandId: liv, hasDeepResearch: true },
    });
    await http("/api/sponsor-engagements", {
      method: "PATCH",
      cookie,
      json: {
        sponsorBrandId: ids.bmw,
        eventBrandId: liv,
        hasDeepResearch: true,
        hasMatchAnalysis: true,
      },
    });
    await http("/api/sponsorships", {
      cookie,
      json: { sponsorBrandId: ids.rolex, specificEventId: riyadh },
    });
    const res = await http(`/api/reports/pipeline?eventBrandId=${liv}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.doneByStage).toEqual({
      research: 2,
      matchmaking: 1,
      activation: 0,
      visualization: 0,
      completed: 0,
    });
    const page = await http<string>(`/reports?eventBrandId=${liv}`, { cookie });
    expect(page.status).toBe(200);
    const html = String(page.body).replace(/<!-- -->/g, "");
    // The Engagement stages bars: the label, then its count two cells on.
    expect(html).toMatch(/>Research<\/dt>.*?<dd[^>]*>2<\/dd>/);
    expect(html).toMatch(/>Match Analysis<\/dt>.*?<dd[^>]*>1<\/dd>/);
  });

  it("downloads the rows as CSV with formulas defused", async () => {
    await http(`/api/sponsor-progresses/${ids.bmw}`, {
      method: "PUT",
      cookie,
      json: { currentStage: "proposal", nextAction: '=HYPERLINK("x"), then "call"' },
    });
    await http("/api/sponsor-engagements", {
      method: "PATCH",
      cookie,
      json: { sponsorBrandId: ids.bmw, eventBrandId: liv, hasDeepResearch: true },
    });
    const res = await http<string>(`/api/reports/pipeline?eventBrandId=${liv}&format=csv`, {
      cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="pipeline-liv-golf-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const lines = (res.body as unknown as string).split("\r\n");
    expect(lines[0]).toBe(
      "Sponsor,Industry,Engagement %,Engagement stage,Pipeline stage,Next action,Target date,Last activity,Open interactions,Linked events",
    );
    expect(lines[1]).toBe(
      `BMW,Automotive,25,Match Analysis,Proposal,"'=HYPERLINK(""x""), then ""call""",,${new Date().toISOString().slice(0, 10)},0,0`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
  });

  it.each([
    ["", "eventBrandId is required"],
    ["?eventBrandId=abc", "eventBrandId must be a positive whole number"],
    ["?eventBrandId=1&format=pdf", "format must be json or csv"],
  ])("refuses %j", async (query, message) => {
    const res = await http(`/api/reports/pipeline${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("answers 404 for an unknown brand and 401 when signed out", async () => {
    expect((await http(`/api/reports/pipeline?eventBrandId=999999`, { cookie })).status).toBe(404);
    expect((await http(`/api/reports/pipeline?eventBrandId=${liv}`)).status).toBe(401);
  });
});

describe("GET /api/event-brands/{id}/recommendations", () => {
  it("names the next event, runs research for it, and serves the latest result to the team", async () => {
    const before = await http(`/api/event-brands/${liv}/recommendations`, { cookie });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ latest: null, completedAt: null, activeJob: null });
    const target = before.body.target;
    expect(target).not.toBeNull();
    // The next event that has not ended: none of the brand's events ends between today and it.
    const events = await getDb()
      .select({
        id: specificEvents.id,
        start: specificEvents.startDate,
        end: specificEvents.endDate,
      })
      .from(specificEvents)
      .where(eq(specificEvents.eventBrandId, liv));
    const today = todayIso();
    const open = events.filter((event) => (event.end ?? event.start ?? "") >= today);
    if (open.length > 0) {
      const soonest = open.sort((a, b) => (a.start ?? "").localeCompare(b.start ?? ""))[0]!;
      expect(target.id).toBe(soonest.id);
    } else {
      const latest = events.sort((a, b) => (b.start ?? "").localeCompare(a.start ?? ""))[0]!;
      expect(target.id).toBe(latest.id);
    }

    const submitted = await http("/api/jobs/potential-sponsors", {
      cookie,
      json: { eventId: target.id },
    });
    expect(submitted.status).toBe(202);
    const during = await http(`/api/event-brands/${liv}/recommendations`, { cookie });
    // The job may already be done; if one is reported, it is this one.
    expect([null, submitted.body.jobId]).toContain(during.body.activeJob?.id ?? null);
    expect((await waitForJob(submitted.body.jobId)).status).toBe("completed");

    const after = await http(`/api/event-brands/${liv}/recommendations`, { cookie: otherCookie });
    expect(after.body.activeJob).toBeNull();
    expect(after.body.latest).toMatchObject({ eventId: target.id, eventBrandId: liv });
    expect(after.body.latest.recommendations.length).toBeGreaterThan(0);
    expect(typeof after.body.completedAt).toBe("string");
    // Another property's research is not this one's.
    const sail = await http(`/api/event-brands/${sailgp}/recommendations`, { cookie });
    expect(sail.body.latest).toBeNull();
  });

  it("falls back to the latest event when the season is over, and to none without events", async () => {
    const db = getDb();
    const [winter] = await db
      .insert(eventBrands)
      .values({ name: "Winter Series", description: "A new property" })
      .returning({ id: eventBrands.id });
    const noEvents = { body: winter! };
    const empty = await http(`/api/event-brands/${noEvents.body.id}/recommendations`, { cookie });
    expect(empty.body.target).toBeNull();
    const [past] = await db
      .insert(specificEvents)
      .values({
        eventBrandId: noEvents.body.id,
        name: "Winter Series 2020",
        startDate: "2020-01-10",
        endDate: "2020-01-12",
      })
      .returning({ id: specificEvents.id });
    await db.insert(specificEvents).values({
      eventBrandId: noEvents.body.id,
      name: "Winter Series 2019",
      startDate: "2019-01-10",
      endDate: "2019-01-12",
    });
    const over = await http(`/api/event-brands/${noEvents.body.id}/recommendations`, { cookie });
    expect(over.body.target).toMatchObject({ id: past!.id, name: "Winter Series 2020" });
  });

  it("answers 400, 404 and 401", async () => {
    expect((await http(`/api/event-brands/abc/recommendations`, { cookie })).status).toBe(400);
    expect((await http(`/api/event-brands/999999/recommendations`, { cookie })).status).toBe(404);
    expect((await http(`/api/event-brands/${liv}/recommendations`)).status).toBe(401);
  });
});
