import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorDeals } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { seedSampleDeals } from "@/lib/server/seed/deals";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let cookie: string;
let liv: number;
let sail: number;

// Figures are read for "now": build the data around the last complete calendar year.
const Y = new Date().getUTCFullYear() - 1;

async function brand(name: string): Promise<number> {
  const [row] = await getDb()
    .insert(eventBrands)
    .values({ name })
    .returning({ id: eventBrands.id });
  return row!.id;
}

const row = (
  eventBrandId: number,
  sponsorName: string,
  startDate: string,
  dollars: number,
  overrides: Partial<typeof sponsorDeals.$inferInsert> = {},
) => ({
  eventBrandId,
  sponsorName,
  industry: "Automotive",
  sponsorshipLevel: "Official Partner",
  status: "Active",
  valueCents: dollars * 100,
  startDate,
  endDate: null,
  ...overrides,
});

describe("industry insights over HTTP", () => {
  beforeEach(async () => {
    await resetDatabase();
    const user = await createTestUser();
    cookie = await signIn(user.username, user.password);
    liv = await brand("LIV Golf");
    sail = await brand("SailGP");
    await getDb()
      .insert(sponsorDeals)
      .values([
        row(liv, "Genesis", `${Y}-01-15`, 12_000_000, { endDate: `${Y + 2}-12-31` }),
        row(sail, "BMW", `${Y}-03-01`, 3_000_000),
        row(sail, "Hyundai", `${Y}-09-01`, 6_000_000),
        row(liv, "Kia", `${Y - 1}-05-01`, 500_000, { endDate: `${Y}-12-31`, status: "Expired" }),
        row(sail, "genesis", `${Y - 1}-06-01`, 30_000_000),
        row(liv, "Audi", `${Y + 1}-01-01`, 7_000_000, { currency: "EUR", status: "Pending" }),
        row(sail, "Aramco", `${Y}-02-01`, 2_000_000, { industry: "Energy" }),
      ]);
  });

  it("summarises every industry of the market, most sponsors first", async () => {
    const res = await http(`/api/industry-insights/summaries?eventBrandId=${liv}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eventBrandId: liv,
      growthPeriod: { current: Y, previous: Y - 1 },
      totalDeals: 7,
      sampleDeals: 0,
    });
    expect(res.body.summaries).toEqual([
      {
        industry: "Automotive",
        sponsorCount: 5,
        dealCount: 6,
        // USD deals with a value only: (12 + 3 + 6 + 0.5 + 30) / 5 million.
        avgDealValue: 10_300_000,
        growthRate: 50,
        ownDealCount: 3,
      },
      {
        industry: "Energy",
        sponsorCount: 1,
        dealCount: 1,
        avgDealValue: 2_000_000,
        growthRate: null,
        ownDealCount: 0,
      },
    ]);
  });

  it("computes one industry's insight from the stored deals", async () => {
    const res = await http(`/api/industry-insights?eventBrandId=${liv}&industry=Automotive`, {
      cookie,
    });
    expect(res.status).toBe(200);
    const insight = res.body;
    expect(insight).toMatchObject({
      industry: "Automotive",
      hasData: true,
      totalSponsors: 5,
      dealCount: 6,
      averageDealValue: 10_300_000,
      growthRate: 50,
      growthPeriod: { current: Y, previous: Y - 1, currentDeals: 3, previousDeals: 2 },
      ownDealCount: 3,
      sampleDeals: 0,
    });
    expect(insight.dealValues.map((r: { percentage: number }) => r.percentage)).toEqual([
      20, 20, 20, 20, 20,
    ]);
    expect(insight.sponsorCount).toHaveLength(6);
    expect(insight.sponsorCount.at(-1)).toEqual({ year: Y + 1, count: 4 });
    // Genesis (twice, any case), BMW, Hyundai and Kia (ends in Y); Audi replaces Kia the year after.
    expect(insight.sponsorCount.find((p: { year: number }) => p.year === Y)).toEqual({
      year: Y,
      count: 4,
    });
    expect(insight.topSponsors[0]).toMatchObject({
      name: "Genesis",
      deals: 2,
      totalValue: 42_000_000,
    });
    expect(insight.recentDeals[0]).toMatchObject({
      sponsor: "Audi",
      property: "LIV Golf",
      value: 7_000_000,
      currency: "EUR",
      date: `${Y + 1}-01-01`,
      status: "Pending",
      isOwn: true,
    });
    expect(insight.recentDeals.map((d: { sponsor: string }) => d.sponsor)).not.toContain("Aramco");
    expect(insight.trends[0]).toBe(
      `Deal count grew 50.0% year on year (3 deals in ${Y} vs 2 in ${Y - 1})`,
    );
    expect(insight.trends.length).toBeGreaterThanOrEqual(3);
    expect(insight.trends.length).toBeLessThanOrEqual(5);
  });

  it("says plainly when an industry has no deals", async () => {
    const res = await http(
      `/api/industry-insights?eventBrandId=${liv}&industry=${encodeURIComponent("Wine & Spirits")}`,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      industry: "Wine & Spirits",
      eventBrandId: liv,
      hasData: false,
      message:
        "No Wine & Spirits deals are on record yet, at LIV Golf or any other property, so there are no figures to show.",
    });
  });

  it.each([
    ["/api/industry-insights/summaries", 400, "eventBrandId is required"],
    [
      "/api/industry-insights/summaries?eventBrandId=x",
      400,
      "eventBrandId must be a positive whole number",
    ],
    ["/api/industry-insights/summaries?eventBrandId=9999", 404, "Event brand not found"],
    ["/api/industry-insights?eventBrandId=1", 400, "industry is required"],
    ["/api/industry-insights?eventBrandId=1&industry=%20", 400, "industry is required"],
    ["/api/industry-insights?eventBrandId=9999&industry=Automotive", 404, "Event brand not found"],
  ])("%s answers %i", async (path, status, message) => {
    const res = await http(path, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });

  it("needs a session", async () => {
    expect((await http(`/api/industry-insights/summaries?eventBrandId=${liv}`)).status).toBe(401);
    expect(
      (await http(`/api/industry-insights?eventBrandId=${liv}&industry=Automotive`)).status,
    ).toBe(401);
  });
});

describe("sample deal history", () => {
  beforeAll(async () => {
    await resetDatabase();
  });

  it("seeds several hundred clash-free sample deals once, and the insights say they are sample data", async () => {
    // The app's seed lays the history down with the rest of the reference data, once.
    const first = await seedDatabase();
    expect(first.sampleDealsCreated).toBeGreaterThan(500);
    expect(first.sampleDealsCreated).toBeLessThan(1100);
    expect((await seedSampleDeals(getDb())).created).toBe(0);
    expect((await seedDatabase()).sampleDealsCreated).toBe(0);

    const user = await createTestUser();
    cookie = await signIn(user.username, user.password);
    const [livRow] = await getDb()
      .select()
      .from(eventBrands)
      .where(eq(eventBrands.name, "LIV Golf"));
    const deals = (await http(`/api/sponsor-deals?eventBrandId=${livRow!.id}`, { cookie })).body;
    expect(deals.length).toBeGreaterThan(80);
    expect(new Set(deals.map((d: { status: string }) => d.status))).toEqual(
      new Set(["Active", "Pending", "Expired"]),
    );
    expect(
      deals.every(
        (d: { isSample: boolean; sponsorBrandId: number | null }) => d.isSample && d.sponsorBrandId,
      ),
    ).toBe(true);
    expect(deals.filter((d: { conflicts: unknown[] }) => d.conflicts.length > 0)).toEqual([]);

    const summaries = (
      await http(`/api/industry-insights/summaries?eventBrandId=${livRow!.id}`, { cookie })
    ).body;
    expect(summaries.sampleDeals).toBe(first.sampleDealsCreated);
    expect(summaries.summaries.length).toBeGreaterThan(15);
    const top = summaries.summaries[0].industry;
    const insight = (
      await http(
        `/api/industry-insights?eventBrandId=${livRow!.id}&industry=${encodeURIComponent(top)}`,
        { cookie },
      )
    ).body;
    expect(insight).toMatchObject({ hasData: true, sampleDeals: insight.dealCount });
    expect(insight.trends.length).toBeGreaterThanOrEqual(3);
  });
});
