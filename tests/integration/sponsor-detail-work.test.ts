import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents, sponsorBrands } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { EVENT_NOT_OF_BRAND } from "@/lib/shared/job-constants";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";

/**
 * The sponsor page's work, end to end with the offline provider: ideas and mockups made for one
 * event, mockup favourites, the match analysis mark and the detail answer's research.
 */
let cookie: string;
let liv: number;
let dpWorld: number;
type EventRow = { id: number; name: string; locationName: string | null };
let riyadh: EventRow;
let others: EventRow[];

const idOf = async (slug: string) =>
  (
    await getDb()
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(eq(sponsorBrands.slug, slug))
  )[0]!.id;

/** The words that identify an event: its name and the parts of its location (venue, city). */
const wordsOf = (event: EventRow) =>
  [event.name, ...(event.locationName ?? "").split(",").map((part) => part.trim())].filter(
    (word) => word.length > 3,
  );

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const db = getDb();
  liv = (
    await db
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"))
  )[0]!.id;
  const events = await db
    .select({
      id: specificEvents.id,
      name: specificEvents.name,
      locationName: specificEvents.locationName,
    })
    .from(specificEvents)
    .where(eq(specificEvents.eventBrandId, liv));
  riyadh = events.find((event) => event.name === "LIV Golf Riyadh")!;
  // Every other event of the league (another season's Riyadh is the same place).
  others = events.filter((event) => event.name !== riyadh.name);
  dpWorld = await idOf("dp-world");
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
});

describe("ideas and mockups for a specific event", () => {
  let ideaId: number;

  it("ideas made for LIV Golf Riyadh name its venue or city, carry the event and no other event", async () => {
    const submitted = await http("/api/jobs/activation", {
      cookie,
      json: { sponsorId: dpWorld, eventId: liv, specificEventId: riyadh.id, count: 5 },
    });
    expect(submitted.status).toBe(202);
    expect(submitted.body.job.data).toMatchObject({
      specificEventId: riyadh.id,
      specificEventName: "LIV Golf Riyadh",
    });
    const job = await waitForJob(submitted.body.jobId, cookie);
    expect(job.status).toBe("completed");
    expect(job.result).toMatchObject({ specificEventId: riyadh.id });

    const list = await http(`/api/activations/${dpWorld}`, { cookie });
    expect(list.body).toHaveLength(5);
    const texts: string[] = list.body.map(
      (idea: { title: string; description: string }) => `${idea.title} ${idea.description}`,
    );
    for (const idea of list.body)
      expect(idea).toMatchObject({
        specificEventId: riyadh.id,
        specificEvent: { id: riyadh.id, name: "LIV Golf Riyadh" },
      });
    // Riyadh Golf Club / Riyadh in the ideas (one library idea, a docu-series, names no place).
    const naming = texts.filter((text) => /Riyadh/.test(text));
    expect(naming.length).toBeGreaterThanOrEqual(texts.length - 1);
    const own = new Set(wordsOf(riyadh));
    const foreign = others.flatMap(wordsOf).filter((word) => !own.has(word));
    for (const text of texts) for (const word of foreign) expect(text).not.toContain(word);
    ideaId = list.body[0].id;
  });

  it("a mockup of that idea is captioned with Riyadh and its venue, stored with the event, and can be starred", async () => {
    const submitted = await http("/api/jobs/mockup", { cookie, json: { activationId: ideaId } });
    expect(submitted.status).toBe(202);
    const job = await waitForJob(submitted.body.jobId, cookie);
    expect(job.status).toBe("completed");
    const mockups = await http(`/api/mockups?sponsorBrandId=${dpWorld}`, { cookie });
    const mockup = mockups.body[0];
    expect(mockup).toMatchObject({
      specificEventId: riyadh.id,
      specificEvent: { id: riyadh.id, name: "LIV Golf Riyadh" },
      isFavorite: false,
    });
    expect(mockup.description).toContain("LIV Golf Riyadh (Riyadh Golf Club, Riyadh)");
    for (const event of others) expect(mockup.description).not.toContain(event.name);

    const star = await http(`/api/mockups/${mockup.id}/favorite`, {
      method: "PUT",
      cookie,
      json: { isFavorite: true },
    });
    expect(star.status).toBe(200);
    expect(star.body).toMatchObject({
      id: mockup.id,
      isFavorite: true,
      specificEventId: riyadh.id,
    });
    const again = await http(`/api/mockups?sponsorBrandId=${dpWorld}`, { cookie });
    expect(again.body.find((m: { id: number }) => m.id === mockup.id).isFavorite).toBe(true);
    const unstar = await http(`/api/mockups/${mockup.id}/favorite`, {
      method: "PUT",
      cookie,
      json: { isFavorite: false },
    });
    expect(unstar.body.isFavorite).toBe(false);
    expect(
      (
        await http(`/api/mockups/${mockup.id}/favorite`, {
          method: "PUT",
          cookie,
          json: { isFavorite: "yes" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await http(`/api/mockups/999999/favorite`, {
          method: "PUT",
          cookie,
          json: { isFavorite: true },
        })
      ).status,
    ).toBe(404);
  });

  it("an event of another brand is refused for ideas and mockups", async () => {
    const db = getDb();
    const [brand] = await db
      .insert(eventBrands)
      .values({ name: "Other Tour" })
      .returning({ id: eventBrands.id });
    const [foreign] = await db
      .insert(specificEvents)
      .values({ eventBrandId: brand!.id, name: "Other Tour Open", locationName: "Elsewhere" })
      .returning({ id: specificEvents.id });
    const ideas = await http("/api/jobs/activation", {
      cookie,
      json: { sponsorId: dpWorld, eventId: liv, specificEventId: foreign!.id },
    });
    expect(ideas.status).toBe(400);
    expect(ideas.body.error).toBe(EVENT_NOT_OF_BRAND);
    const mockup = await http("/api/jobs/mockup", {
      cookie,
      json: { activationId: ideaId, specificEventId: foreign!.id },
    });
    expect(mockup.status).toBe(400);
    expect(mockup.body.error).toBe(EVENT_NOT_OF_BRAND);
    const missing = await http("/api/jobs/activation", {
      cookie,
      json: { sponsorId: dpWorld, eventId: liv, specificEventId: 999999 },
    });
    expect(missing.status).toBe(404);
  });
});

describe("the sponsor detail answer", () => {
  it("answers the research under data, next to lastDeepResearchDate", async () => {
    const before = await http(`/api/sponsor-brands/${dpWorld}?eventBrandId=${liv}`, { cookie });
    expect(before.status).toBe(200);
    expect(before.body).not.toHaveProperty("deepResearch");
    expect(before.body.data).toMatchObject({ deepResearch: null, lastDeepResearchDate: null });
  });
});

describe("match analysis", () => {
  const progressOf = async (sponsorId: number) =>
    (await http(`/api/sponsorships?eventBrandId=${liv}`, { cookie })).body.find(
      (record: { sponsorBrandId: number }) => record.sponsorBrandId === sponsorId,
    );

  it("opening a well-founded match records hasMatchAnalysis for the property", async () => {
    const rolex = await idOf("rolex");
    expect((await progressOf(rolex))?.hasMatchAnalysis ?? false).toBe(false);
    const opened = await http(`/api/sponsor-brands/${rolex}/match-analysis`, {
      cookie,
      json: { eventBrandId: liv },
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ recorded: true, eventBrandId: liv, reason: null });
    expect(await progressOf(rolex)).toMatchObject({ hasMatchAnalysis: true });
  });

  it("a specific event's match counts for its property", async () => {
    const omega = await idOf("omega");
    const opened = await http(`/api/sponsor-brands/${omega}/match-analysis`, {
      cookie,
      json: { specificEventId: riyadh.id },
    });
    expect(opened.body).toMatchObject({ recorded: true, eventBrandId: liv });
    expect(await progressOf(omega)).toMatchObject({ hasMatchAnalysis: true });
  });

  it("a placeholder match (no profile) records nothing; no context is a 400", async () => {
    const [bare] = await getDb()
      .insert(sponsorBrands)
      .values({ name: "Profileless Test Co" })
      .returning({ id: sponsorBrands.id });
    const opened = await http(`/api/sponsor-brands/${bare!.id}/match-analysis`, {
      cookie,
      json: { eventBrandId: liv },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.recorded).toBe(false);
    expect((await progressOf(bare!.id))?.hasMatchAnalysis ?? false).toBe(false);
    const none = await http(`/api/sponsor-brands/${bare!.id}/match-analysis`, {
      cookie,
      json: {},
    });
    expect(none.status).toBe(400);
  });
});
