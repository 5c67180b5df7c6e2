import { eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

/**
 * The reference companies loader on PostgreSQL, on the 600 largest companies (the demo loads all
 * 26,101; `npm run bench` times that): merged with the curated brands, idempotent, and never
 * touching what users own.
 */

const db = () => getDb();
const byName = async (name: string) =>
  (await db().select().from(sponsorBrands).where(eq(sponsorBrands.name, name)))[0];
const count = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sponsorBrands)
  )[0]!.n;

let first: Record<string, number>;

beforeAll(async () => {
  await resetDatabase();
  // A brand a user created before the reference data arrived: the same company as "Tesla, Inc."
  await db().insert(sponsorBrands).values({ name: "Tesla", source: "user", overview: "Mine" });
  first = await seedDatabase({ referenceCompanies: 600 });
}, 120_000);

describe("seeding the reference companies", () => {
  it("adds the companies that are not in the catalogue yet, with estimated profiles", async () => {
    expect(first.sponsorsCreated).toBe(294);
    expect(first.referenceCompaniesCreated).toBeGreaterThan(400);
    expect(first.curatedBrandsMerged).toBeGreaterThan(50);
    const apple = await byName("Apple Inc.");
    expect(apple).toMatchObject({
      source: "reference",
      website: "https://apple.com",
      domain: "apple.com",
      country: "US",
      marketCapBand: "mega",
      slug: null,
      logo: "/uploads/logos/sponsors/mark-apple.svg",
    });
    expect(apple!.profile).toMatchObject({
      isEstimate: true,
      budgetIsEstimate: true,
      scale: "mega",
    });
    expect(apple!.data).toMatchObject({
      reference: { date: "2026-08-16", listedName: "Apple Inc." },
    });
  });

  it("merges a curated brand with its company: curated fields win, the company fills gaps", async () => {
    const nike = await byName("Nike");
    expect(nike).toMatchObject({
      source: "curated",
      slug: "nike",
      country: "US",
      marketCapBand: "mega",
      logo: "/uploads/logos/sponsors/mark-nike.svg",
    });
    expect(nike!.overview).not.toMatch(/^Nike, Inc\./); // the curated overview stays
    expect(nike!.data).toMatchObject({ reference: { listedName: "Nike, Inc." } });
    expect(await byName("Nike, Inc.")).toBeUndefined();
  });

  it("never adds a second row for, nor changes, a brand a user created", async () => {
    expect(await byName("Tesla, Inc.")).toBeUndefined();
    expect(await byName("Tesla")).toMatchObject({ source: "user", overview: "Mine", domain: null });
  });

  it("is idempotent and keeps an uploaded logo", async () => {
    const rows = await count();
    await db()
      .update(sponsorBrands)
      .set({ logo: "/uploads/logos/sponsors/uploaded.png" })
      .where(eq(sponsorBrands.slug, "bmw"));
    const again = await seedDatabase({ referenceCompanies: 600 });
    expect(again).toMatchObject({
      sponsorsCreated: 0,
      referenceCompaniesCreated: 0,
      curatedBrandsMerged: 0,
    });
    expect(await count()).toBe(rows);
    expect((await byName("BMW"))!.logo).toBe("/uploads/logos/sponsors/uploaded.png");
    const dupes = await queryRows(
      sql`select domain from sponsor_brands where domain is not null group by domain having count(*) > 1`,
    );
    expect(dupes).toEqual([]);
  });

  it("is served with its source, date and market-cap band on the detail", async () => {
    const user = await createTestUser();
    const cookie = await signIn(user.username, user.password);
    const [liv] = await db()
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"));
    const apple = await byName("Apple Inc.");
    const detail = await http<SponsorBrandDetail>(
      `/api/sponsor-brands/${apple!.id}?eventBrandId=${liv!.id}`,
      { cookie },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.revenue).toBeNull();
    expect(detail.body.catalogue).toMatchObject({
      source: "reference",
      marketCapBand: "mega",
      marketCapLabel: "Mega cap (over $200B)",
      profileIsEstimate: true,
      dataset: { date: "2026-08-16", listedName: "Apple Inc." },
    });
    // Reasons are built on first view and then stored.
    expect(detail.body.matchDetail!.reasons.length).toBeGreaterThanOrEqual(3);
    const curated = await db()
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(inArray(sponsorBrands.slug, ["rolex"]));
    const rolex = await http<SponsorBrandDetail>(`/api/sponsor-brands/${curated[0]!.id}`, {
      cookie,
    });
    expect(rolex.body.catalogue).toMatchObject({ source: "curated", profileIsEstimate: false });
    expect(rolex.body.data.revenue).not.toBeNull();
  });
});
