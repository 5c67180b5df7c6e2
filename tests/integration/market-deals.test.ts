import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, marketProperties, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { MARKET_CREDIT } from "@/lib/shared/market";
import { DEAL_MESSAGES, type SponsorDeal } from "@/lib/shared/schemas/deal";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

/** The market's real deals: seeded from the shipped data, listed for the properties it covers. */

let cookie: string;
const brandIdOf = async (name: string) =>
  (await getDb().select().from(eventBrands).where(eq(eventBrands.name, name)))[0]!.id;
const tableCounts = async () => {
  const db = getDb();
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    properties: await n(db.select({ n: count() }).from(marketProperties)),
    deals: await n(db.select({ n: count() }).from(sponsorDeals)),
    sourced: await n(
      db.select({ n: count() }).from(sponsorDeals).where(isNotNull(sponsorDeals.marketKey)),
    ),
    sponsors: await n(db.select({ n: count() }).from(sponsorBrands)),
  };
};
const dealsOf = async (eventBrandId: number): Promise<SponsorDeal[]> => {
  const res = await http(`/api/sponsor-deals?eventBrandId=${eventBrandId}`, { cookie });
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  await resetDatabase();
  // Seeded first without the market: the covered properties get sample deals, as before.
  const before = await seedDatabase();
  expect(before.sampleDealsCreated).toBeGreaterThan(0);
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
});

/**
 * Two listed companies that share the name a sourced deal uses ("EQT"), the first added stored
 * last in the table (an update moves a row), as a catalogue's alias refresh leaves them.
 */
async function twoCompaniesNamedEqt() {
  const db = getDb();
  const [first] = await db
    .insert(sponsorBrands)
    .values({ name: "EQT AB", domain: "eqtgroup.com", source: "reference", industry: "Finance" })
    .returning({ id: sponsorBrands.id });
  const [second] = await db
    .insert(sponsorBrands)
    .values({
      name: "EQT Holdings Limited",
      domain: "eqt.com.au",
      source: "reference",
      industry: "Finance",
    })
    .returning({ id: sponsorBrands.id });
  await db
    .update(sponsorBrands)
    .set({ overview: "Investment firm" })
    .where(eq(sponsorBrands.id, first!.id));
  return { first: first!.id, second: second!.id };
}
const eqtDealSponsor = async () =>
  (
    await getDb()
      .select({ id: sponsorDeals.sponsorBrandId })
      .from(sponsorDeals)
      .where(eq(sponsorDeals.sponsorName, "EQT"))
  ).map((row) => row.id);

describe("seeding the market's deals", () => {
  it("links LIV Golf and SailGP, removes their sample deals, and changes nothing when run again", async () => {
    const liv = await brandIdOf("LIV Golf");
    expect((await dealsOf(liv)).every((deal) => deal.isSample)).toBe(true);
    const eqt = await twoCompaniesNamedEqt();

    const first = await seedDatabase({ marketDeals: true });
    expect(first).toMatchObject({ marketPropertiesCreated: 116, marketDealsCreated: 281 });
    expect(first.sampleDealsRemoved).toBeGreaterThan(0);
    const counts = await tableCounts();
    expect(counts.sourced).toBe(281);

    const again = await seedDatabase({ marketDeals: true });
    expect(again).toMatchObject({
      marketPropertiesCreated: 0,
      marketDealsCreated: 0,
      marketDealsUpdated: 0,
      marketDealsRemoved: 0,
      marketSponsorsCreated: 0,
      sampleDealsRemoved: 0,
      sampleDealsCreated: 0,
    });
    expect(await tableCounts()).toEqual(counts);
    // A shared name goes to the company added first, on every seed.
    expect(await eqtDealSponsor()).toEqual([eqt.first]);

    const linked = await getDb()
      .select({ name: marketProperties.name, brand: eventBrands.name })
      .from(marketProperties)
      .innerJoin(eventBrands, eq(eventBrands.id, marketProperties.eventBrandId));
    expect(linked.map((row) => row.brand).sort()).toEqual(["LIV Golf", "SailGP"]);
  });

  it("never lists a market property as an event brand", async () => {
    const res = await http("/api/event-brands", { cookie });
    const names = (res.body.items ?? res.body).map((brand: { name: string }) => brand.name);
    expect(names).not.toContain("Crushers GC");
    expect(names).not.toContain("DP World Tour");
  });
});

describe("GET /api/sponsor-deals for a covered property", () => {
  it("lists LIV Golf's real partners with their sources and tier words, and no sample deal", async () => {
    const deals = await dealsOf(await brandIdOf("LIV Golf"));
    expect(deals.some((deal) => deal.isSample)).toBe(false);
    for (const name of ["Aramco", "HSBC"]) {
      const deal = deals.find((d) => d.sponsorName === name && d.propertyKind === "league");
      expect(deal).toMatchObject({
        isSample: false,
        isSourced: true,
        property: "LIV Golf",
        sponsorshipLevel: expect.stringMatching(/^Global Partners/),
        source: {
          name: expect.any(String),
          url: "https://www.livgolf.com/partners",
          date: "2026-09-25",
        },
      });
    }
    // The teams' partners, under the team's name.
    expect(deals).toContainEqual(
      expect.objectContaining({
        sponsorName: "HSBC",
        property: "Crushers GC",
        propertyKind: "team",
        isSourced: true,
      }),
    );
  });

  it("never invents a value: none of LIV Golf's sources reported one", async () => {
    const deals = await dealsOf(await brandIdOf("LIV Golf"));
    expect(deals.length).toBeGreaterThan(50);
    for (const deal of deals) {
      expect(deal).toMatchObject({ valueReported: false, reportedValue: null, value: 0 });
    }
  });

  it("keeps the reported value as reported where a source gave one", async () => {
    const db = getDb();
    const [wta] = await db
      .select({ value: sponsorDeals.reportedValue })
      .from(sponsorDeals)
      .where(eq(sponsorDeals.marketKey, "league:wta-tour|mercedes-benz"));
    expect(wta!.value).toEqual({
      amount: 50,
      currency: "USD",
      unit: "m",
      per: "year",
      upTo: true,
      usdApprox: 50,
    });
  });

  it("states the coverage and the credit line in the overview", async () => {
    const liv = await http(
      `/api/sponsor-deals/overview?eventBrandId=${await brandIdOf("LIV Golf")}`,
      {
        cookie,
      },
    );
    expect(liv.body.coverage).toMatchObject({
      sourced: true,
      sampleDeals: 0,
      credit: MARKET_CREDIT,
    });
    expect(liv.body.coverage.sourcedDeals).toBeGreaterThan(50);
  });

  it("keeps labelled sample deals, and says no sourced data exists, for an uncovered property", async () => {
    const ao = await brandIdOf("Australian Open");
    const deals = await dealsOf(ao);
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((deal) => deal.isSample && deal.source === null && !deal.isSourced)).toBe(
      true,
    );
    const overview = await http(`/api/sponsor-deals/overview?eventBrandId=${ao}`, { cookie });
    expect(overview.body.coverage).toEqual({
      sourced: false,
      sourcedDeals: 0,
      sampleDeals: deals.length,
      credit: null,
    });
  });

  it("keeps sourced deals read-only", async () => {
    const [deal] = await dealsOf(await brandIdOf("SailGP"));
    const path = `/api/sponsor-deals/${deal!.id}`;
    for (const res of [
      await http(path, { method: "PATCH", cookie, json: { status: "Expired" } }),
      await http(path, { method: "DELETE", cookie }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(DEAL_MESSAGES.sourcedReadOnly);
    }
    expect((await http(path, { cookie })).body).toMatchObject({
      isSourced: true,
      status: "Active",
    });
  });
});

describe("industry insights from the market's real deals", () => {
  it("counts the real deals of the whole market, never the samples, and states the coverage", async () => {
    const db = getDb();
    const [real] = await db
      .select({
        deals: count(),
        valued:
          sql<number>`count(*) filter (where ${sponsorDeals.reportedValue}->>'usdApprox' is not null)`.mapWith(
            Number,
          ),
      })
      .from(sponsorDeals)
      .where(and(eq(sponsorDeals.isSample, false), isNotNull(sponsorDeals.industry)));
    const [samples] = await db
      .select({ n: count() })
      .from(sponsorDeals)
      .where(eq(sponsorDeals.isSample, true));
    expect(samples!.n).toBeGreaterThan(0);
    expect(real!.valued).toBeGreaterThan(0);

    const res = await http(
      `/api/industry-insights/summaries?eventBrandId=${await brandIdOf("Australian Open")}`,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalDeals: real!.deals,
      sampleDeals: 0,
      valuedDeals: real!.valued,
      coverage: `values reported for ${real!.valued} of ${real!.deals} deals`,
      credit: MARKET_CREDIT,
    });
  });

  it("values a sourced deal by its source's USD figure and compares growth by start season", async () => {
    const liv = await brandIdOf("LIV Golf");
    const summaries = (
      await http(`/api/industry-insights/summaries?eventBrandId=${liv}`, { cookie })
    ).body;
    const { current, previous } = summaries.growthPeriod;
    const valued = summaries.summaries.find(
      (summary: { avgDealValue: number | null }) => summary.avgDealValue !== null,
    );
    expect(valued).toBeDefined();
    const insight = (
      await http(
        `/api/industry-insights?eventBrandId=${liv}&industry=${encodeURIComponent(valued.industry)}`,
        { cookie },
      )
    ).body;
    const season = (year: number) =>
      getDb()
        .select({ n: count() })
        .from(sponsorDeals)
        .where(
          and(
            eq(sponsorDeals.industry, valued.industry),
            eq(sponsorDeals.isSample, false),
            eq(sponsorDeals.startSeason, year),
          ),
        );
    expect(insight).toMatchObject({
      hasData: true,
      sampleDeals: 0,
      credit: MARKET_CREDIT,
      coverage: `values reported for ${insight.valuedDeals} of ${insight.dealCount} deals`,
      growthPeriod: {
        currentDeals: (await season(current))[0]!.n,
        previousDeals: (await season(previous))[0]!.n,
      },
    });
    expect(insight.averageDealValue).toBeGreaterThan(100_000);
  });
});
