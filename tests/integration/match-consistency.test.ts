import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  specificEvents,
  sponsorBrands,
  sponsorMatchScores,
} from "@/lib/server/db/schema";
import { loadPropertyFacts, loadSponsorFacts, matchSponsor } from "@/lib/server/facts/load";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { matchTier } from "@/lib/shared/match-labels";
import { createTestUser, resetDatabase } from "../support/db";
import { formWithFile } from "../support/images";
import { http, signIn, waitForJob } from "../support/http";

/**
 * One number per match (docs/product.md, "One number per match"): a sponsor shows one percentage
 * for one context on every screen and in every piece of work, the level beside it is derived from
 * it, and a proposal makes the pipeline agree with the engagement.
 */
let cookie: string;
let liv: number;
let riyadh: number;

const idBySlug = async (slug: string) =>
  (await getDb().select().from(sponsorBrands).where(eq(sponsorBrands.slug, slug)))[0]!;

/** The stored score of a sponsor in a context, set by hand: a ranking that moved since. */
async function setStoredScore(
  sponsorBrandId: number,
  context: { type: "event-brand" | "specific-event"; id: number },
  matchPercentage: number,
) {
  const updated = await getDb()
    .update(sponsorMatchScores)
    .set({ matchPercentage })
    .where(
      and(
        eq(sponsorMatchScores.sponsorBrandId, sponsorBrandId),
        eq(sponsorMatchScores.contextType, context.type),
        eq(sponsorMatchScores.contextId, context.id),
      ),
    )
    .returning();
  expect(updated).toHaveLength(1);
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const db = getDb();
  liv = (await db.select().from(eventBrands).where(eq(eventBrands.name, "LIV Golf")))[0]!.id;
  riyadh = (
    await db
      .select()
      .from(specificEvents)
      .where(and(eq(specificEvents.eventBrandId, liv), eq(specificEvents.name, "LIV Golf Riyadh")))
  )[0]!.id;
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
}, 120_000);

describe("one percentage per sponsor and context", () => {
  it.each([
    ["the property", () => null, () => `eventBrandId=${liv}`],
    ["one of its events", () => riyadh, () => `specificEventId=${riyadh}`],
  ])(
    "for %s: the list, the sponsor's page, discovery and the AI work agree",
    async (_label, event, query) => {
      for (const slug of ["bmw", "rolex", "omega"]) {
        const sponsor = await idBySlug(slug);
        const search = encodeURIComponent(sponsor.name);
        const list = await http(
          `/api/sponsor-brands?${query()}&sort=name&search=${search}&pageSize=100`,
          { cookie },
        );
        const listed = list.body.find((row: { id: number }) => row.id === sponsor.id);
        const detail = await http(`/api/sponsor-brands/${sponsor.id}?${query()}`, { cookie });
        const found = await http(
          `/api/sponsor-discovery?${query()}&search=${search}&minMatch=0&tab=all&pageSize=100`,
          { cookie },
        );
        const discovered = found.body.sponsors.find((row: { id: number }) => row.id === sponsor.id);
        const facts = await matchSponsor(
          await loadSponsorFacts(sponsor.id),
          await loadPropertyFacts({
            eventBrandId: liv,
            specificEventId: event(),
          }),
        );
        const percentage = detail.body.matchDetail.matchPercentage;
        expect({
          list: listed.match.matchPercentage,
          discovery: discovered.matchPercentage,
          work: facts.matchPercentage,
        }).toEqual({ list: percentage, discovery: percentage, work: percentage });
        expect(facts.reasons).toEqual(detail.body.matchDetail.reasons);
      }
    },
  );

  it("an event's research shows the event's current match, and the dashboard the property's, each with its own level", async () => {
    const job = await http("/api/jobs/potential-sponsors", { cookie, json: { eventId: riyadh } });
    expect(job.status).toBe(202);
    expect((await waitForJob(job.body.jobId, cookie)).status).toBe("completed");
    const researched = await http(`/api/specific-events/${riyadh}/recommendations`, { cookie });
    const first = researched.body.latest.recommendations[0];
    // The research reads the event's ranking: its figures are the sponsor page's for the event.
    const page = await http(`/api/sponsor-brands/${first.id}?specificEventId=${riyadh}`, {
      cookie,
    });
    expect(first.matchPercentage).toBe(page.body.matchDetail.matchPercentage);

    // The rankings move after the research (a day passes, a profile changes): the screens follow.
    await setStoredScore(first.id, { type: "specific-event", id: riyadh }, 42);
    await setStoredScore(first.id, { type: "event-brand", id: liv }, 91);
    const event = await http(`/api/specific-events/${riyadh}/recommendations`, { cookie });
    const atEvent = event.body.latest.recommendations.find(
      (item: { id: number }) => item.id === first.id,
    );
    expect(atEvent).toMatchObject({
      matchPercentage: 42,
      recommendedSponsorshipSize: matchTier(42),
    });
    const dashboard = await http(`/api/event-brands/${liv}/recommendations`, { cookie });
    const atProperty = dashboard.body.latest.recommendations.find(
      (item: { id: number }) => item.id === first.id,
    );
    expect(atProperty).toMatchObject({
      matchPercentage: 91,
      recommendedSponsorshipSize: "Title Sponsor",
    });
    // Every level shown is the one its own percentage suggests.
    for (const item of [
      ...event.body.latest.recommendations,
      ...dashboard.body.latest.recommendations,
    ]) {
      expect(item.recommendedSponsorshipSize).toBe(matchTier(item.matchPercentage));
    }
    // The texts do not freeze a percentage that would disagree with the one shown beside them.
    expect(atEvent.overview).not.toContain("Match for");
  });

  it("an imported prospect is scored as it is imported: the list shows the match its page shows", async () => {
    // Rank the property first, as a visit to the sponsor list does.
    expect((await http(`/api/sponsor-brands?eventBrandId=${liv}`, { cookie })).status).toBe(200);
    const csv =
      "Company;Website;Country\r\nHarbour Lights Brewing;harbourlights.test;Australia\r\n";
    const created = await http("/api/sponsor-imports", {
      form: formWithFile("file", csv, "prospects.csv", "text/csv"),
      cookie,
    });
    expect(created.status).toBe(201);
    const started = await http(`/api/sponsor-imports/${created.body.id}/commit`, {
      method: "POST",
      cookie,
    });
    expect(started.status).toBe(202);
    expect((await waitForJob(started.body.jobId, cookie)).status).toBe("completed");
    const [brand] = await getDb()
      .select()
      .from(sponsorBrands)
      .where(eq(sponsorBrands.name, "Harbour Lights Brewing"));
    expect(brand!.source).toBe("import");
    // Scored in the property's ranking by the import itself, before anyone opens it.
    const stored = await getDb()
      .select()
      .from(sponsorMatchScores)
      .where(
        and(
          eq(sponsorMatchScores.sponsorBrandId, brand!.id),
          eq(sponsorMatchScores.contextType, "event-brand"),
          eq(sponsorMatchScores.contextId, liv),
        ),
      );
    expect(stored).toHaveLength(1);
    const list = await http(
      `/api/sponsor-brands?eventBrandId=${liv}&sort=recent&source=import&pageSize=10`,
      { cookie },
    );
    const listed = list.body.find((row: { id: number }) => row.id === brand!.id);
    const detail = await http(`/api/sponsor-brands/${brand!.id}?eventBrandId=${liv}`, { cookie });
    expect(listed.match).not.toBeNull();
    expect(listed.match.matchPercentage).toBe(detail.body.matchDetail.matchPercentage);
  });

  it("a brand added in bulk since the ranking is scored when a list shows it", async () => {
    const [bulk] = await getDb()
      .insert(sponsorBrands)
      .values({ name: "Bulk Loaded Co", industry: "Beer", source: "import" })
      .returning();
    const list = await http(
      `/api/sponsor-brands?eventBrandId=${liv}&sort=name&search=Bulk%20Loaded&pageSize=10`,
      { cookie },
    );
    expect(list.body[0]).toMatchObject({ id: bulk!.id });
    const detail = await http(`/api/sponsor-brands/${bulk!.id}?eventBrandId=${liv}`, { cookie });
    expect(list.body[0].match?.matchPercentage).toBe(detail.body.matchDetail.matchPercentage);
  });

  it("lists only brands of the origins asked for, and refuses an unknown origin", async () => {
    const added = await http(`/api/sponsor-brands?source=user,import&sort=recent&pageSize=100`, {
      cookie,
    });
    expect(added.status).toBe(200);
    expect(added.body.length).toBeGreaterThan(0);
    for (const row of added.body) {
      const [stored] = await getDb()
        .select()
        .from(sponsorBrands)
        .where(eq(sponsorBrands.id, row.id));
      expect(["user", "import"]).toContain(stored!.source);
    }
    expect(Number(added.headers.get("x-total-count"))).toBe(added.body.length);
    const bad = await http(`/api/sponsor-brands?source=seed`, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      "source must be one or more of: curated, reference, import, user, market (comma-separated)",
    );
  });
});

describe("engagement and pipeline agree", () => {
  it("drafting a proposal moves the pipeline to Proposal and puts the sponsor in the property's report", async () => {
    const sponsor = await idBySlug("bmw");
    const before = await http(`/api/sponsor-progresses/${sponsor.id}`, { cookie });
    expect(before.body.currentStage).toBe("prospect");
    const created = await http("/api/proposals", {
      cookie,
      json: { sponsorBrandId: sponsor.id, eventBrandId: liv, tier: "Official Sponsor" },
    });
    expect(created.status).toBe(202);
    const after = await http(`/api/sponsor-progresses/${sponsor.id}`, { cookie });
    expect(after.body.currentStage).toBe("proposal");
    const report = await http(`/api/reports/pipeline?eventBrandId=${liv}`, { cookie });
    const row = report.body.rows.find(
      (item: { sponsorBrandId: number }) => item.sponsorBrandId === sponsor.id,
    );
    expect(row).toMatchObject({ pipelineStage: "proposal" });
    expect(report.body.byPipelineStage.proposal).toBeGreaterThanOrEqual(1);
    await waitForJob(created.body.job.id, cookie);
  });

  it("never moves a sponsor back from a later stage", async () => {
    const sponsor = await idBySlug("rolex");
    const set = await http(`/api/sponsor-progresses/${sponsor.id}`, {
      method: "PUT",
      cookie,
      json: { currentStage: "negotiation" },
    });
    expect(set.status).toBe(200);
    const created = await http("/api/proposals", {
      cookie,
      json: { sponsorBrandId: sponsor.id, eventBrandId: liv, tier: "Official Sponsor" },
    });
    expect(created.status).toBe(202);
    const after = await http(`/api/sponsor-progresses/${sponsor.id}`, { cookie });
    expect(after.body.currentStage).toBe("negotiation");
    await waitForJob(created.body.job.id, cookie);
  });
});
