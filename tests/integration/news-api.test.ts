import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands, watchlistNews } from "@/lib/server/db/schema";
import { seedEventBrands } from "@/lib/server/seed/event-brands";
import { seedSampleNews } from "@/lib/server/seed/news";
import { seedSponsorCatalogue } from "@/lib/server/seed/sponsors";
import { SAMPLE_NEWS_SOURCE, type WatchlistNewsItem } from "@/lib/shared/schemas/news";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

/**
 * GET /api/user-favorites-news over HTTP. The server under test has no NEWS_FEED_URL_TEMPLATE, so
 * it runs the offline default: seeded sample items only.
 */

let alice: string;
let bob: string;
let liv: number;
let brandIds: Record<string, number>;

async function slugIds(...slugs: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const slug of slugs) {
    const [row] = await getDb()
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(eq(sponsorBrands.slug, slug));
    out[slug] = row!.id;
  }
  return out;
}

const follow = (cookie: string, sponsorBrandId: number) =>
  http("/api/user-favorites", { cookie, json: { sponsorBrandId } });
const news = (cookie: string | null, query = "") =>
  http<WatchlistNewsItem[]>(`/api/user-favorites-news${query}`, { cookie });

beforeAll(async () => {
  await resetDatabase();
  const db = getDb();
  await seedEventBrands(db);
  await seedSponsorCatalogue(db);
  expect(await seedSampleNews(db)).toEqual({ created: 30 });
  const [brand] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  liv = brand!.id;
  brandIds = await slugIds("rolex", "hsbc", "bmw");
  const [a, b] = [await createTestUser(), await createTestUser()];
  alice = await signIn(a!.username, a!.password);
  bob = await signIn(b!.username, b!.password);
});

describe("GET /api/user-favorites-news", () => {
  it("needs a signed-in user", async () => {
    const res = await news(null, `?eventBrandId=${liv}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it.each([
    ["?eventBrandId=abc", "query.eventBrandId"],
    ["?eventBrandId=0", "query.eventBrandId"],
    ["?eventBrandId=1.5", "query.eventBrandId"],
    ["?limit=0", "query.limit"],
    ["?limit=500", "query.limit"],
  ])("refuses %s with 400", async (query, path) => {
    const res = await news(alice, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR" });
    expect((res.body as unknown as { details: { path: string }[] }).details[0]?.path).toBe(path);
  });

  it("answers 404 for an event brand that does not exist", async () => {
    const res = await news(alice, "?eventBrandId=999999");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: "Event brand not found" });
  });

  it("answers an empty list while the watchlist is empty", async () => {
    const res = await news(alice, `?eventBrandId=${liv}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("answers the sample items of followed companies, with the news fields", async () => {
    expect((await follow(alice, brandIds.rolex!)).status).toBe(201);
    const res = await news(alice, `?eventBrandId=${liv}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [item] = res.body;
    expect(item).toEqual({
      id: expect.any(Number),
      sponsorBrandId: brandIds.rolex,
      companyName: "Rolex",
      newsDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      title: expect.stringMatching(/^Sample item: /),
      latestNews: expect.stringMatching(/^Sample item for the offline demo, not a news report\./),
      sponsorshipImplications: expect.stringMatching(/Offline reading/),
      recentDeals: expect.any(String),
      source: SAMPLE_NEWS_SOURCE,
      url: null,
      isSample: true,
    });
    // Grounded in the catalogue: Rolex's item names its partnership with The Open.
    expect(item!.latestNews).toContain("The Open");
  });

  it("keeps each user's watchlist to themselves", async () => {
    expect((await news(bob)).body).toEqual([]);
    await follow(bob, brandIds.hsbc!);
    await follow(bob, brandIds.bmw!);
    const bobs = await news(bob, `?eventBrandId=${liv}`);
    expect(bobs.body.map((i) => i.companyName).sort()).toEqual(["BMW", "HSBC"]);
    const alices = await news(alice, `?eventBrandId=${liv}`);
    expect(alices.body.map((i) => i.companyName)).toEqual(["Rolex"]);
  });

  it("answers newest first and honours limit", async () => {
    const all = (await news(bob)).body;
    const dates = all.map((i) => i.newsDate ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    const one = await news(bob, "?limit=1");
    expect(one.body).toEqual([all[0]]);
  });

  it("stops showing a company's news once it is unfollowed", async () => {
    await http(`/api/user-favorites/${brandIds.bmw}`, { method: "DELETE", cookie: bob });
    expect((await news(bob)).body.map((i) => i.companyName)).toEqual(["HSBC"]);
  });

  it("shows no feed items offline, and seeding again adds nothing", async () => {
    await getDb().insert(watchlistNews).values({
      sponsorBrandId: brandIds.rolex!,
      companyName: "Rolex",
      externalId: "https://news.example/from-a-feed",
      latestNews: "Stored while a feed was configured",
      newsDate: new Date(),
      source: "Wire",
    });
    expect((await news(alice)).body.every((i) => i.isSample)).toBe(true);
    expect(await seedSampleNews(getDb())).toEqual({ created: 0 });
  });
});
