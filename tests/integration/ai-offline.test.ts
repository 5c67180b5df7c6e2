import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { resetEnvCache } from "@/lib/env";
import { generateActivations } from "@/lib/server/activations/generate";
import { setActivationFavorite } from "@/lib/server/activations/mutations";
import { listActivations, listFavoriteActivations } from "@/lib/server/activations/queries";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import { getAiProvider } from "@/lib/server/ai/provider";
import { getDb } from "@/lib/server/db/client";
import {
  activationIdeas,
  activationImages,
  activations,
  eventBrands,
  mockupIdeas,
  specificEvents,
  sponsorBrands,
} from "@/lib/server/db/schema";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { renderScene } from "@/lib/server/mockups/compose";
import { removeCustomMockupLogo, saveCustomMockupLogo } from "@/lib/server/mockups/custom-logo";
import { generateMockup } from "@/lib/server/mockups/generate";
import { generateImageVariations } from "@/lib/server/mockups/image-variations";
import { listMockups } from "@/lib/server/mockups/queries";
import { SCENES } from "@/lib/server/mockups/scenes/registry";
import { runDeepResearch, runResearch } from "@/lib/server/research/deep-research";
import { seedCreativeLibrary } from "@/lib/server/seed/creative-library";
import { SEED_EVENT_BRANDS } from "@/lib/server/seed/event-brands";
import { keyFromPublicUrl } from "@/lib/server/storage/keys";
import { getStorage, storeFile } from "@/lib/server/storage/store";
import { findPotentialSponsors } from "@/lib/server/sponsorships/potential-sponsors";
import { matchTier } from "@/lib/shared/match-labels";
import {
  deepResearchSchema,
  OFFLINE_MODEL,
  recommendedSponsorSchema,
  type DeepResearch,
} from "@/lib/shared/schemas/ai";
import { ACTIVATION_CATEGORIES } from "@/lib/shared/ai-vocabulary";
import { NO_EVENT_BRAND } from "@/lib/shared/job-constants";
import { resetDatabase } from "../support/db";
import { formWithFile, pngBytes } from "../support/images";

/** The offline provider and the task functions end to end against the database. */

const saved = { ...process.env };
let dataDir: string;
const ctx: JobContext = {
  jobId: "offline-test",
  userId: null,
  attempt: 1,
  progress: async () => {},
  checkCancelled: async () => {},
  finish: (write) => getDb().transaction(write),
  transaction: (work) => getDb().transaction(work),
  step: (_name, run) => run(),
};
const SLUGS = [
  "rolex",
  "omega",
  "tag-heuer",
  "bmw",
  "mercedes-benz",
  "callaway",
  "heineken",
  "hsbc",
];
let sponsorIds: Record<string, number>;
let brandId: number;
let eventId: number;

async function sponsorData(id: number): Promise<Record<string, unknown>> {
  const [row] = await getDb().select().from(sponsorBrands).where(eq(sponsorBrands.id, id));
  return row!.data as Record<string, unknown>;
}

async function insertActivation(
  sponsorBrandId: number,
  eventBrandId: number | null,
  title = "Rolex Pin Flags",
) {
  const [row] = await getDb()
    .insert(activations)
    .values({
      sponsorBrandId,
      eventBrandId,
      title,
      description: "Flags.",
      category: "On-Course Branding",
    })
    .returning({ id: activations.id });
  return row!.id;
}

async function pngOf(url: string): Promise<Buffer> {
  const stored = await getStorage().get(keyFromPublicUrl(url)!);
  return Buffer.from(stored!.bytes);
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "pitchside-ai-offline-"));
  delete process.env.OPENAI_API_KEY;
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  process.env = saved;
  resetEnvCache();
});

beforeEach(async () => {
  await resetDatabase();
  const db = getDb();
  const liv = SEED_EVENT_BRANDS[0]!;
  const [brand] = await db
    .insert(eventBrands)
    .values({
      name: liv.name,
      description: liv.description,
      audience: liv.audience,
      profile: liv.profile,
    })
    .returning({ id: eventBrands.id });
  brandId = brand!.id;
  const events = await db
    .insert(specificEvents)
    .values([
      {
        eventBrandId: brandId,
        name: "LIV Golf Adelaide",
        startDate: "2031-02-13",
        endDate: "2031-02-15",
        locationName: "The Grange Golf Club, Adelaide",
        locationCountry: "Australia",
      },
      {
        eventBrandId: brandId,
        name: "LIV Golf UK",
        startDate: "2031-07-24",
        endDate: "2031-07-26",
        locationName: "JCB Golf & Country Club, Rocester",
        locationCountry: "United Kingdom",
      },
    ])
    .returning({ id: specificEvents.id });
  eventId = events[0]!.id;
  sponsorIds = {};
  for (const slug of SLUGS) {
    const entry = catalogueSponsors().find((item) => item.slug === slug)!;
    const [row] = await db
      .insert(sponsorBrands)
      .values({
        slug,
        name: entry.name,
        industry: entry.industry,
        headquarters: entry.headquarters,
        overview: entry.overview,
        data: { annualRevenue: entry.annualRevenue, brandColor: entry.brandColor },
        profile: entry.profile,
      })
      .returning({ id: sponsorBrands.id });
    sponsorIds[slug] = row!.id;
  }
});

describe("offline deep research", () => {
  it("stores every field, labelled offline, and differs between sponsors", async () => {
    expect(getAiProvider().name).toBe("offline");
    const rolex = await runDeepResearch(
      { sponsorId: sponsorIds.rolex!, eventContext: brandId },
      ctx,
    );
    const omega = await runDeepResearch(
      {
        sponsorId: sponsorIds.omega!,
        eventContext: { eventBrandId: brandId, specificEventId: eventId },
      },
      ctx,
    );
    expect(rolex).toMatchObject({
      provider: "offline",
      model: OFFLINE_MODEL,
      specificEventId: null,
    });
    expect(omega.specificEventId).toBe(eventId);
    const a = deepResearchSchema.parse((await sponsorData(sponsorIds.rolex!)).deepResearch);
    const b = deepResearchSchema.parse((await sponsorData(sponsorIds.omega!)).deepResearch);
    expect(a.overview).not.toEqual(b.overview);
    expect(a.overview).toContain("not from live research");
    expect(a.predictedBudgetRange).toEqual({ min: 100_000_000, max: null, currency: "USD" });
    const rivals = a.competitiveSponsorship.competitors.map((c) => c.name);
    expect(rivals).toContain("Omega"); // a real competitor from the same industry
    expect(rivals).not.toContain("Rolex");
    expect(
      a.competitiveSponsorship.competitors.find((c) => c.name === "Omega")!.sponsorships,
    ).toContain("Ryder Cup (official timekeeper)");
    expect(a.optimalTimingToApproach.rationale).toContain("LIV Golf Adelaide");
    expect(a.activationIdeas[0]!.title).toContain("Rolex");
    expect((await sponsorData(sponsorIds.rolex!)).deepResearchMeta).toMatchObject({
      provider: "offline",
    });
  });

  it("is deterministic for the same sponsor and property", async () => {
    await runDeepResearch({ sponsorId: sponsorIds.bmw!, eventContext: brandId }, ctx);
    const first = (await sponsorData(sponsorIds.bmw!)).deepResearch as DeepResearch;
    await runDeepResearch({ sponsorId: sponsorIds.bmw!, eventContext: brandId }, ctx);
    expect((await sponsorData(sponsorIds.bmw!)).deepResearch).toEqual(first);
  });

  it("research finds the sponsor by name, ignoring case, or fails clearly", async () => {
    const summary = await runResearch({ sponsorName: "  HEINEKEN " }, ctx);
    expect(summary).toMatchObject({ sponsorId: sponsorIds.heineken, eventBrandId: brandId });
    await expect(runResearch({ sponsorName: "Nobody Inc" }, ctx)).rejects.toThrow(
      new PermanentJobError('No sponsor brand named "Nobody Inc"'),
    );
  });
});

describe("offline activations", () => {
  it.each([1, 3, 5] as const)("creates %i idea(s) with library categories", async (n) => {
    const summary = await generateActivations(
      { sponsorId: sponsorIds.bmw!, eventBrandId: brandId, count: n },
      ctx,
    );
    expect(summary.activationIds).toHaveLength(n);
    const rows = await listActivations(sponsorIds.bmw!);
    expect(rows).toHaveLength(n);
    for (const row of rows) {
      expect(ACTIVATION_CATEGORIES).toContain(row.category);
      expect(row).toMatchObject({
        aiProvider: "offline",
        aiModel: OFFLINE_MODEL,
        eventBrandId: brandId,
      });
      expect(row.title).toContain("BMW");
    }
    expect(new Set(rows.map((row) => row.category)).size).toBe(n); // one per category first
  });

  it("does not repeat ideas on a second generation", async () => {
    await generateActivations(
      { sponsorId: sponsorIds.rolex!, eventBrandId: brandId, count: 5 },
      ctx,
    );
    await generateActivations(
      { sponsorId: sponsorIds.rolex!, eventBrandId: brandId, count: 5 },
      ctx,
    );
    const titles = (await listActivations(sponsorIds.rolex!)).map((row) => row.title);
    expect(new Set(titles).size).toBe(10);
  });

  it("stars ideas and lists a property's favourites", async () => {
    const { activationIds } = await generateActivations(
      { sponsorId: sponsorIds.hsbc!, eventBrandId: brandId, count: 3 },
      ctx,
    );
    const starred = await setActivationFavorite(activationIds[1]!, true);
    expect(starred.isFavorite).toBe(true);
    const favourites = await listFavoriteActivations({ eventBrandId: brandId });
    expect(favourites.map((row) => [row.id, row.sponsorName])).toEqual([
      [activationIds[1], "HSBC"],
    ]);
    await expect(setActivationFavorite(999_999, true)).rejects.toThrow("Activation idea not found");
  });
});

describe("offline potential sponsors", () => {
  it("ranks every sponsor by match with all recommendation fields", async () => {
    const result = await findPotentialSponsors({ specificEventId: eventId, limit: 5 }, ctx);
    expect(result).toMatchObject({ eventId, eventName: "LIV Golf Adelaide", provider: "offline" });
    expect(result.recommendations).toHaveLength(5);
    const scores = result.recommendations.map((r) => r.matchPercentage);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    for (const recommendation of result.recommendations) {
      recommendedSponsorSchema.parse(recommendation);
      expect(recommendation.recommendedSponsorshipSize).toBe(
        matchTier(recommendation.matchPercentage),
      );
      expect(recommendation.localRelevance).toMatch(/Australia|Oceania/);
    }
  });
});

describe("offline mockups", () => {
  it("composites the logo into the scene's logo area and stores a PNG", async () => {
    const activationId = await insertActivation(sponsorIds.rolex!, brandId);
    const summary = await generateMockup({ activationId, quality: "high", logoSize: "large" }, ctx);
    expect(summary).toMatchObject({
      sceneKey: "pin-flag",
      sceneSource: "template",
      logoSource: "placeholder",
    });
    const png = await pngOf(summary.imageUrl);
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 800]);
    const bare = await renderScene("pin-flag", "#006039");
    const area = SCENES["pin-flag"].logoAreas[0]!;
    let changed = 0;
    for (let y = area.y; y < area.y + area.height; y++) {
      for (let x = area.x; x < area.x + area.width; x++) {
        const i = (y * 1200 + x) * 4;
        if (Math.abs(data[i]! - bare[i]!) + Math.abs(data[i + 1]! - bare[i + 1]!) > 30) changed++;
      }
    }
    expect(changed / (area.width * area.height)).toBeGreaterThan(0.2);
    const [listed] = await listMockups(sponsorIds.rolex!);
    expect(listed).toMatchObject({
      id: summary.mockupId,
      imageUrl: summary.imageUrl,
      logoSize: "large",
    });
    expect(listed!.title).toBe("Pin flag: Rolex Pin Flags");
    const [activation] = await listActivations(sponsorIds.rolex!);
    expect(activation!.imageUrl).toBe(summary.imageUrl);
  });

  it("uses the custom logo, else the event brand's, else the sponsor's", async () => {
    const activationId = await insertActivation(
      sponsorIds.omega!,
      brandId,
      "Omega Grandstand Banner",
    );
    const sponsorLogo = await storeFile(
      "logos",
      await pngBytes(80, 40, { r: 200, g: 16, b: 46 }),
      "png",
      "image/png",
    );
    await getDb()
      .update(sponsorBrands)
      .set({ logo: sponsorLogo })
      .where(eq(sponsorBrands.id, sponsorIds.omega!));
    const run = () =>
      generateMockup({ activationId, quality: "standard", logoSize: "medium" }, ctx);
    expect((await run()).logoSource).toBe("sponsor");
    const brandLogo = await storeFile("logos", await pngBytes(60, 60), "png", "image/png");
    await getDb()
      .update(eventBrands)
      .set({ logoUrl: brandLogo })
      .where(eq(eventBrands.id, brandId));
    expect((await run()).logoSource).toBe("event-brand");
    const { customLogoUrl } = await saveCustomMockupLogo(
      sponsorIds.omega!,
      formWithFile("logo", await pngBytes(90, 30), "logo.png", "image/png"),
    );
    expect(customLogoUrl).toMatch(/^\/uploads\/logos\/custom\/.+\.png$/);
    expect((await sponsorData(sponsorIds.omega!)).customLogoUrl).toBe(customLogoUrl);
    expect((await run()).logoSource).toBe("custom");
    await removeCustomMockupLogo(sponsorIds.omega!);
    expect((await sponsorData(sponsorIds.omega!)).customLogoUrl).toBeUndefined();
    expect(await getStorage().get(keyFromPublicUrl(customLogoUrl)!)).toBeNull();
    expect((await run()).logoSource).toBe("event-brand");
  });

  it("refuses an activation without an event brand", async () => {
    const activationId = await insertActivation(sponsorIds.rolex!, null);
    await expect(
      generateMockup({ activationId, quality: "high", logoSize: "medium" }, ctx),
    ).rejects.toThrow(new PermanentJobError(NO_EVENT_BRAND.mockup));
  });

  it("creates `count` image variations, the first one featured", async () => {
    const activationId = await insertActivation(
      sponsorIds.callaway!,
      brandId,
      "Callaway Hospitality Suite",
    );
    const summary = await generateImageVariations(
      { activationId, count: 3, settings: ["Golden hour", "Evening under lights"] },
      ctx,
    );
    expect(summary.imageIds).toHaveLength(3);
    const rows = await getDb()
      .select()
      .from(activationImages)
      .where(eq(activationImages.activationId, activationId))
      .orderBy(asc(activationImages.id));
    expect(rows.map((row) => row.isFeatured)).toEqual([true, false, false]);
    expect(rows.map((row) => row.setting)).toEqual([
      "Golden hour",
      "Evening under lights",
      "Golden hour",
    ]);
    expect(rows.map((row) => row.angle)).toEqual(["Wide shot", "Close-up", "Broadcast angle"]);
    expect(rows[0]!.caption).toBe(
      "Callaway Hospitality Suite: hospitality suite, wide shot, golden hour",
    );
    const sizes = await Promise.all(
      rows.map(async (row) => (await sharp(await pngOf(row.imageUrl)).metadata()).width),
    );
    expect(sizes).toEqual([1200, 1200, 1200]);
  });
});

describe("creative library seed", () => {
  it("inserts the library once", async () => {
    const first = await seedCreativeLibrary(getDb());
    expect(first.activationIdeasCreated).toBeGreaterThanOrEqual(60);
    expect(first.mockupIdeasCreated).toBe(6);
    expect(await seedCreativeLibrary(getDb())).toEqual({
      activationIdeasCreated: 0,
      mockupIdeasCreated: 0,
    });
    const [ideas] = await getDb().select({ n: count() }).from(activationIdeas);
    expect(ideas!.n).toBe(first.activationIdeasCreated);
    const scenes = await getDb().select().from(mockupIdeas);
    expect(scenes.map((scene) => scene.placementType).sort()).toEqual(Object.keys(SCENES).sort());
  });
});
