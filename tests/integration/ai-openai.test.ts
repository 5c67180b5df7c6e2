import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { resetEnvCache } from "@/lib/env";
import { generateActivations } from "@/lib/server/activations/generate";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import { AI_ERROR_TEXT, AiServiceError } from "@/lib/server/ai/errors";
import { getAiProvider } from "@/lib/server/ai/provider";
import { getDb } from "@/lib/server/db/client";
import {
  activations,
  eventBrands,
  mockups,
  specificEvents,
  sponsorBrands,
} from "@/lib/server/db/schema";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { generateMockup } from "@/lib/server/mockups/generate";
import { runDeepResearch } from "@/lib/server/research/deep-research";
import { SEED_EVENT_BRANDS } from "@/lib/server/seed/event-brands";
import { keyFromPublicUrl } from "@/lib/server/storage/keys";
import { getStorage } from "@/lib/server/storage/store";
import { findPotentialSponsors } from "@/lib/server/sponsorships/potential-sponsors";
import { EMPTY_AI_RESPONSE } from "@/lib/shared/job-constants";
import { resetDatabase } from "../support/db";
import {
  chatReply,
  errorReply,
  GOOD_DEEP_RESEARCH,
  goodActivationIdeas,
  imageReply,
  jsonReply,
  recommendationsFor,
  schemaName,
  startFakeOpenAI,
  userPrompt,
  type FakeOpenAI,
} from "../support/fake-openai";

/** The OpenAI provider through the real SDK against a fake OpenAI-compatible server. */

const saved = { ...process.env };
let fake: FakeOpenAI;
let dataDir: string;
let ids: { rolex: number; omega: number; brand: number; event: number; activation: number };

const steps: string[] = [];
const ctx: JobContext = {
  jobId: "test-job",
  userId: null,
  attempt: 1,
  progress: async () => {},
  checkCancelled: async () => {},
  finish: (write) => getDb().transaction(write),
  transaction: (work) => getDb().transaction(work),
  step: (name, run) => {
    steps.push(name);
    return run();
  },
};

function useEnv(values: Record<string, string>): void {
  Object.assign(process.env, values);
  resetEnvCache();
}

async function insertSponsor(slug: string): Promise<number> {
  const entry = catalogueSponsors().find((item) => item.slug === slug)!;
  const [row] = await getDb()
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
  return row!.id;
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "pitchside-ai-openai-"));
});

afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.env = saved;
  resetEnvCache();
});

beforeEach(async () => {
  useEnv({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: fake.url,
    OPENAI_TIMEOUT_MS: "5000",
    OPENAI_MAX_RETRIES: "2",
    OPENAI_TEXT_MODEL: "gpt-test-text",
    OPENAI_IMAGE_MODEL: "gpt-image-1",
    DATA_DIR: dataDir,
  });
  fake.reset();
  steps.length = 0;
  await resetDatabase();
  const liv = SEED_EVENT_BRANDS[0]!;
  const db = getDb();
  const [brand] = await db
    .insert(eventBrands)
    .values({
      name: liv.name,
      description: liv.description,
      audience: liv.audience,
      profile: liv.profile,
    })
    .returning({ id: eventBrands.id });
  const [event] = await db
    .insert(specificEvents)
    .values({
      eventBrandId: brand!.id,
      name: "LIV Golf Adelaide",
      startDate: "2031-02-13",
      endDate: "2031-02-15",
      locationName: "The Grange Golf Club, Adelaide",
      locationCountry: "Australia",
    })
    .returning({ id: specificEvents.id });
  const rolex = await insertSponsor("rolex");
  const omega = await insertSponsor("omega");
  const [activation] = await db
    .insert(activations)
    .values({
      sponsorBrandId: rolex,
      eventBrandId: brand!.id,
      title: "Rolex Pin Flags",
      description: "Pin flags in Rolex green.",
      category: "On-Course Branding",
    })
    .returning({ id: activations.id });
  ids = { rolex, omega, brand: brand!.id, event: event!.id, activation: activation!.id };
});

const research = () => runDeepResearch({ sponsorId: ids.rolex, eventContext: ids.brand }, ctx);

describe("OpenAI provider", () => {
  it("is chosen when OPENAI_API_KEY is set", () => {
    expect(getAiProvider().name).toBe("openai");
  });

  it("stores deep research from a good answer, grounded in catalogue and match facts", async () => {
    fake.respond(() => jsonReply(GOOD_DEEP_RESEARCH));
    const summary = await research();
    expect(summary).toMatchObject({
      sponsorId: ids.rolex,
      provider: "openai",
      model: "gpt-test-text",
    });
    expect(steps).toEqual(["load-context", "research", "store"]);
    const [row] = await getDb().select().from(sponsorBrands).where(eq(sponsorBrands.id, ids.rolex));
    const data = row!.data as Record<string, unknown>;
    expect(data.deepResearch).toEqual(GOOD_DEEP_RESEARCH);
    expect(data.lastDeepResearchDate).toBe(summary.generatedAt);
    expect(data.deepResearchMeta).toMatchObject({ provider: "openai", eventBrandId: ids.brand });
    expect(data.annualRevenue).toBeDefined(); // merged, not replaced
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.body.model).toBe("gpt-test-text");
    expect(schemaName(request)).toBe("deep_research");
    const prompt = userPrompt(request);
    expect(prompt).toContain("SPONSOR: Rolex");
    expect(prompt).toContain("MATCH ENGINE VERDICT");
    expect(prompt).toContain("Omega"); // same-industry competitor from the database
    expect(JSON.stringify(request.body.response_format)).not.toMatch(/maxLength|minItems/);
  });

  it("stores activation ideas with provider and model", async () => {
    fake.respond(() => jsonReply(goodActivationIdeas(3)));
    const summary = await generateActivations(
      { sponsorId: ids.rolex, eventBrandId: ids.brand, count: 3 },
      ctx,
    );
    expect(summary.activationIds).toHaveLength(3);
    const rows = await getDb()
      .select()
      .from(activations)
      .where(eq(activations.eventBrandId, ids.brand));
    const generated = rows.filter((row) => summary.activationIds.includes(row.id));
    expect(generated.map((row) => row.aiProvider)).toEqual(["openai", "openai", "openai"]);
    expect(generated.map((row) => row.category)).toEqual([
      "Hospitality",
      "Fan Experience",
      "Media",
    ]);
    expect(userPrompt(fake.requests[0])).toContain("Rolex Pin Flags"); // existing idea not to repeat
  });

  it("stages ideas for a chosen event at that event: the prompt names it, its venue and dates", async () => {
    fake.respond(() => jsonReply(goodActivationIdeas(3)));
    const summary = await generateActivations(
      { sponsorId: ids.rolex, eventBrandId: ids.brand, specificEventId: ids.event, count: 3 },
      ctx,
    );
    expect(summary.specificEventId).toBe(ids.event);
    const prompt = userPrompt(fake.requests[0]);
    expect(prompt).toContain(
      "at LIV Golf Adelaide (2031-02-13 to 2031-02-15, The Grange Golf Club, Adelaide, Australia)",
    );
    expect(prompt).toContain("Every idea is staged at LIV Golf Adelaide");
    const rows = await getDb()
      .select()
      .from(activations)
      .where(eq(activations.eventBrandId, ids.brand));
    const generated = rows.filter((row) => summary.activationIds.includes(row.id));
    expect(generated.map((row) => row.specificEventId)).toEqual([ids.event, ids.event, ids.event]);
  });

  it("recommends sponsors ranked by the engine with AI texts", async () => {
    fake.respond((request) => jsonReply(recommendationsFor(userPrompt(request))));
    const result = await findPotentialSponsors({ specificEventId: ids.event, limit: 12 }, ctx);
    expect(result.provider).toBe("openai");
    expect(result.recommendations.map((r) => r.name).sort()).toEqual(["Omega", "Rolex"]);
    const [first, second] = result.recommendations;
    expect(first!.matchPercentage).toBeGreaterThanOrEqual(second!.matchPercentage);
    expect(first!.overview).toBe(`AI overview for sponsor ${first!.id}.`);
    expect(first!.recommendedSponsorshipSize).toMatch(/Sponsor|Partner|Provider/);
  });

  it("composes a mockup on the AI scene", async () => {
    const scene = await sharp({
      create: { width: 1536, height: 1024, channels: 3, background: "#88aa66" },
    })
      .png()
      .toBuffer();
    fake.respond(() => imageReply(scene));
    const summary = await generateMockup(
      { activationId: ids.activation, quality: "high", logoSize: "medium" },
      ctx,
    );
    expect(summary).toMatchObject({ sceneSource: "ai", provider: "openai", model: "gpt-image-1" });
    expect(fake.requests[0]!.path).toBe("/v1/images/generations");
    expect(fake.requests[0]!.body.quality).toBe("high");
    const stored = await getStorage().get(keyFromPublicUrl(summary.imageUrl)!);
    const meta = await sharp(Buffer.from(stored!.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 800]);
  });

  it("falls back to the scene template when the image service fails", async () => {
    fake.respond(() => errorReply(500));
    const summary = await generateMockup(
      { activationId: ids.activation, quality: "high", logoSize: "small" },
      ctx,
    );
    expect(summary).toMatchObject({
      sceneSource: "template",
      provider: "offline",
      sceneKey: "pin-flag",
    });
    const [row] = await getDb().select().from(mockups).where(eq(mockups.id, summary.mockupId));
    expect(row!.details).toMatchObject({ sceneFallback: expect.stringContaining("HTTP 500") });
  });

  it("rejects malformed JSON with a clear error after asking once more", async () => {
    fake.respond(() => chatReply("{ this is not json"));
    await expect(research()).rejects.toThrow(
      "The AI service returned an answer in an unexpected format (the answer is not valid JSON)",
    );
    await expect(research()).rejects.toBeInstanceOf(PermanentJobError);
    expect(fake.requests).toHaveLength(4);
  });

  it("rejects an answer that does not fit the schema", async () => {
    fake.respond(() => jsonReply({ ...GOOD_DEEP_RESEARCH, targetAudience: "everyone" }));
    const error = await research().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect((error as Error).message).toMatch(
      /^The AI service returned an answer in an unexpected format: targetAudience: /,
    );
  });

  it("turns an empty answer into the product's 'Received empty response' text", async () => {
    fake.respond(() => chatReply(""));
    await expect(research()).rejects.toThrow(EMPTY_AI_RESPONSE.research);
    fake.respond(() => jsonReply({ ideas: [] }));
    await expect(
      generateActivations({ sponsorId: ids.rolex, eventBrandId: ids.brand, count: 1 }, ctx),
    ).rejects.toThrow(EMPTY_AI_RESPONSE.activations);
  });

  it("says the service took too long when it answers past the timeout", async () => {
    useEnv({ OPENAI_TIMEOUT_MS: "300", OPENAI_MAX_RETRIES: "0" });
    fake.respond(() => ({ ...jsonReply(GOOD_DEEP_RESEARCH), delayMs: 3000 }));
    const started = Date.now();
    const error = await research().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiServiceError); // not permanent: the job may be retried
    expect((error as Error).message).toBe(
      "The AI service took too long to answer. Please try again later.",
    );
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("succeeds when a rate limit is followed by an answer (SDK retry)", async () => {
    fake.respond(() => jsonReply(GOOD_DEEP_RESEARCH));
    fake.queue(errorReply(429, "Rate limit reached"));
    await expect(research()).resolves.toMatchObject({ provider: "openai" });
    expect(fake.requests).toHaveLength(2);
  });

  it("gives a clear error when the service fails every time", async () => {
    fake.respond(() => errorReply(500, "upstream exploded"));
    const error = await research().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiServiceError);
    expect((error as Error).message).toBe(
      "The AI service is unavailable (HTTP 500). Please try again later.",
    );
    expect(fake.requests).toHaveLength(3); // first try plus OPENAI_MAX_RETRIES
  });

  it("says the API key is invalid on 401, without retrying", async () => {
    fake.respond(() => errorReply(401, "Incorrect API key provided"));
    const error = await research().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect((error as Error).message).toBe(AI_ERROR_TEXT.invalidKey);
    expect(fake.requests).toHaveLength(1);
  });

  it("reads news implications", async () => {
    fake.respond(() =>
      jsonReply({ sponsorshipImplications: "Budget is growing.", recentDeals: "None." }),
    );
    const result = await getAiProvider().assessNews({
      company: { name: "Rolex", industry: "Luxury & Watches", profile: null },
      headline: "Rolex opens a new workshop",
      summary: null,
      publishedAt: null,
    });
    expect(result).toMatchObject({ provider: "openai", data: { recentDeals: "None." } });
  });
});
