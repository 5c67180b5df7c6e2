import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  activations,
  eventBrands,
  mockups,
  sponsorBrands,
  userFavorites,
} from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob as waitForJobDone } from "../support/http";

/**
 * The creative lists across sponsors: GET /api/activations, /api/mockups and /api/research with
 * their optional eventBrandId and sponsorBrandId filters, favourites first.
 */
let cookie: string;
let userId: number;
let liv: number;
let sail: number;
let rolex: number;
let aramco: number;

const ids = (body: Array<{ id: number }>) => body.map((row) => row.id);

const waitForJob = (id: string) => waitForJobDone(id, cookie);

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const db = getDb();
  const brands = await db
    .select({ id: eventBrands.id, name: eventBrands.name })
    .from(eventBrands)
    .where(inArray(eventBrands.name, ["LIV Golf", "SailGP"]));
  liv = brands.find((b) => b.name === "LIV Golf")!.id;
  sail = brands.find((b) => b.name === "SailGP")!.id;
  const sponsors = await db
    .select({ id: sponsorBrands.id, slug: sponsorBrands.slug })
    .from(sponsorBrands)
    .where(inArray(sponsorBrands.slug, ["rolex", "aramco"]));
  rolex = sponsors.find((s) => s.slug === "rolex")!.id;
  aramco = sponsors.find((s) => s.slug === "aramco")!.id;
  const user = await createTestUser();
  userId = user.id;
  cookie = await signIn(user.username, user.password);
});

describe("the creative lists need a session and valid filters", () => {
  it.each(["/api/activations", "/api/mockups", "/api/research"])(
    "GET %s answers 401 signed out",
    async (path) => {
      const res = await http(path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("UNAUTHORIZED");
    },
  );

  it.each([
    ["/api/activations?eventBrandId=abc", "eventBrandId must be a positive whole number"],
    ["/api/activations?sponsorBrandId=0", "sponsorBrandId must be a positive whole number"],
    ["/api/mockups?eventBrandId=-1", "eventBrandId must be a positive whole number"],
    ["/api/mockups?sponsorBrandId=1.5", "sponsorBrandId must be a positive whole number"],
    ["/api/research?eventBrandId=12abc", "eventBrandId must be a positive whole number"],
  ])("GET %s answers 400", async (path, message) => {
    const res = await http(path, { cookie });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", error: message });
  });

  it("treats an empty filter as none", async () => {
    const res = await http("/api/activations?eventBrandId=&sponsorBrandId=", { cookie });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});

describe("activation ideas and mockups across sponsors", () => {
  let ideas: Record<string, number>;
  beforeAll(async () => {
    const db = getDb();
    await db.delete(activations);
    await db.delete(mockups);
    const idea = (title: string, sponsor: number, brand: number, isFavorite = false) => ({
      title,
      description: `${title}, described`,
      category: "Hospitality",
      sponsorBrandId: sponsor,
      eventBrandId: brand,
      isFavorite,
      aiProvider: "offline",
      aiModel: "pitchside-offline-1",
    });
    // Inserted oldest first: ids grow with age, so "newest first" is descending id.
    const rows = await db
      .insert(activations)
      .values([
        idea("Rolex LIV old", rolex, liv),
        idea("Rolex LIV starred", rolex, liv, true),
        idea("Aramco LIV", aramco, liv),
        idea("Rolex SailGP", rolex, sail),
        idea("Aramco SailGP new", aramco, sail),
      ])
      .returning({ id: activations.id, title: activations.title });
    ideas = Object.fromEntries(rows.map((row) => [row.title, row.id]));
    const mockup = (title: string, sponsor: number, brand: number, isFavorite = false) => ({
      title,
      description: `${title} scene`,
      sponsorBrandId: sponsor,
      eventBrandId: brand,
      isFavorite,
      details: { sceneKey: "tee-box" },
    });
    await db
      .insert(mockups)
      .values([
        mockup("M Rolex LIV", rolex, liv),
        mockup("M Aramco SailGP starred", aramco, sail, true),
        mockup("M Rolex SailGP", rolex, sail),
      ]);
  });

  it("lists every idea, favourites first, then newest, with its sponsor and property", async () => {
    const res = await http("/api/activations", { cookie });
    expect(res.status).toBe(200);
    expect(res.body.map((row: { title: string }) => row.title)).toEqual([
      "Rolex LIV starred",
      "Aramco SailGP new",
      "Rolex SailGP",
      "Aramco LIV",
      "Rolex LIV old",
    ]);
    expect(res.body[0]).toMatchObject({
      id: ideas["Rolex LIV starred"],
      sponsorBrandId: rolex,
      sponsorName: "Rolex",
      eventBrandId: liv,
      eventBrandName: "LIV Golf",
      isFavorite: true,
      aiProvider: "offline",
    });
  });

  it("filters ideas by event brand, by sponsor, and by both", async () => {
    const byBrand = await http(`/api/activations?eventBrandId=${liv}`, { cookie });
    expect(ids(byBrand.body)).toEqual([
      ideas["Rolex LIV starred"],
      ideas["Aramco LIV"],
      ideas["Rolex LIV old"],
    ]);
    const bySponsor = await http(`/api/activations?sponsorBrandId=${aramco}`, { cookie });
    expect(ids(bySponsor.body)).toEqual([ideas["Aramco SailGP new"], ideas["Aramco LIV"]]);
    const both = await http(`/api/activations?eventBrandId=${sail}&sponsorBrandId=${rolex}`, {
      cookie,
    });
    expect(ids(both.body)).toEqual([ideas["Rolex SailGP"]]);
    const none = await http("/api/activations?eventBrandId=999999", { cookie });
    expect(none.body).toEqual([]);
  });

  it("lists mockups of all sponsors, of one sponsor, or of one property, favourites first", async () => {
    const all = await http("/api/mockups", { cookie });
    expect(all.status).toBe(200);
    expect(all.body.map((row: { title: string }) => row.title)).toEqual([
      "M Aramco SailGP starred",
      "M Rolex SailGP",
      "M Rolex LIV",
    ]);
    expect(all.body[0]).toMatchObject({ sponsorName: "Aramco", eventBrandName: "SailGP" });
    const rolexOnly = await http(`/api/mockups?sponsorBrandId=${rolex}`, { cookie });
    expect(rolexOnly.body.map((row: { title: string }) => row.title)).toEqual([
      "M Rolex SailGP",
      "M Rolex LIV",
    ]);
    const sailOnly = await http(`/api/mockups?eventBrandId=${sail}`, { cookie });
    expect(sailOnly.body.map((row: { title: string }) => row.title)).toEqual([
      "M Aramco SailGP starred",
      "M Rolex SailGP",
    ]);
    const both = await http(`/api/mockups?eventBrandId=${liv}&sponsorBrandId=${aramco}`, {
      cookie,
    });
    expect(both.body).toEqual([]);
  });
});

describe("deep research across sponsors", () => {
  beforeAll(async () => {
    const runs = await Promise.all([
      http("/api/jobs/deep-research", { cookie, json: { sponsorId: rolex, eventContext: liv } }),
      http("/api/jobs/deep-research", { cookie, json: { sponsorId: aramco, eventContext: sail } }),
    ]);
    for (const run of runs) expect((await waitForJob(run.body.jobId)).status).toBe("completed");
  });

  it("lists sponsors with research, every field and who made it", async () => {
    const res = await http("/api/research", { cookie });
    expect(res.status).toBe(200);
    expect(res.body.map((row: { sponsorName: string }) => row.sponsorName).sort()).toEqual([
      "Aramco",
      "Rolex",
    ]);
    const item = res.body.find((row: { sponsorBrandId: number }) => row.sponsorBrandId === rolex);
    expect(item).toMatchObject({
      sponsorName: "Rolex",
      eventBrandName: "LIV Golf",
      isFollowed: false,
      meta: { provider: "offline", model: "pitchside-offline-1", eventBrandId: liv },
    });
    expect(item.lastDeepResearchDate).toBeTruthy();
    expect(Object.keys(item.deepResearch).sort()).toEqual(
      [
        "activationIdeas",
        "brandValues",
        "competitiveSponsorship",
        "considerations",
        "currentMarketingFocus",
        "growthTrajectory",
        "optimalTimingToApproach",
        "overview",
        "predictedBudgetRange",
        "riskAssessment",
        "strategicInitiatives",
        "strengths",
        "targetAudience",
      ].sort(),
    );
  });

  it("filters by the property researched for and by sponsor", async () => {
    const byBrand = await http(`/api/research?eventBrandId=${sail}`, { cookie });
    expect(byBrand.body.map((row: { sponsorBrandId: number }) => row.sponsorBrandId)).toEqual([
      aramco,
    ]);
    const bySponsor = await http(`/api/research?sponsorBrandId=${rolex}`, { cookie });
    expect(bySponsor.body).toHaveLength(1);
    expect(bySponsor.body[0].sponsorBrandId).toBe(rolex);
    const none = await http(`/api/research?eventBrandId=${liv}&sponsorBrandId=${aramco}`, {
      cookie,
    });
    expect(none.body).toEqual([]);
  });

  it("puts the sponsors the user follows first", async () => {
    await getDb().insert(userFavorites).values({ userId, sponsorBrandId: aramco });
    const first = await http("/api/research", { cookie });
    expect(first.body[0]).toMatchObject({ sponsorBrandId: aramco, isFollowed: true });
    await getDb().delete(userFavorites).where(eq(userFavorites.userId, userId));
    await getDb().insert(userFavorites).values({ userId, sponsorBrandId: rolex });
    const second = await http("/api/research", { cookie });
    expect(second.body[0]).toMatchObject({ sponsorBrandId: rolex, isFollowed: true });
  });
});
