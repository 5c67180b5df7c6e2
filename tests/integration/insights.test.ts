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

  it("counts the property's own deals where the page names it, and says the rest is market-wide", async () => {
    // Automotive: 3 deals at LIV Golf, 3 at SailGP.
    const own = await http(`/api/industry-insights?eventBrandId=${sail}&industry=Automotive`, {
      cookie,
    });
    expect(own.body).toMatchObject({ dealCount: 6, ownDealCount: 3 });
    const summaries = await http(`/api/industry-insights/summaries?eventBrandId=${sail}`, {
      cookie,
    });
    expect(summaries.body.summaries).toContainEqual(
      expect.objectContaining({ industry: "Energy", dealCount: 1, ownDealCount: 1 }),
    );

    const page = await http<string>(`/industry-insights?eventBrandId=${liv}&industry=Energy`, {
      cookie,
    });
    expect(page.status).toBe(200);
    const text = String(page.body)
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "");
    expect(text).toContain("Analyzing sponsorship trends for LIV Golf");
    expect(text).toContain(
      "Market figures across all properties, from real deals only: values reported for 1 of 1 deal.",
    );
    // Energy has one deal, at SailGP: none of it is LIV Golf's.
    expect(text).toContain("Energy deals for LIV Golf: 0 of 1.");
    expect(text).toContain("1 deal across all properties");
    expect(text).toContain("Sponsors and deal values across all properties");
  });

  it("answers new figures as soon as a deal is added, changed or removed", async () => {
    const read = async () =>
      (await http(`/api/industry-insights?eventBrandId=${liv}&industry=Energy`, { cookie })).body;
    const summary = async () =>
      (
        await http(`/api/industry-insights/summaries?eventBrandId=${liv}`, { cookie })
      ).body.summaries.find((s: { industry: string }) => s.industry === "Energy");
    expect(await read()).toMatchObject({ dealCount: 1, ownDealCount: 0 });
    expect(await summary()).toMatchObject({ dealCount: 1, ownDealCount: 0 });

    const created = await http("/api/sponsor-deals", {
      cookie,
      json: {
        eventBrandId: liv,
        sponsorName: "Shell",
        industry: "Energy",
        sponsorshipLevel: "Official Partner",
        value: 1_000_000,
        startDate: `${Y}-04-01`,
      },
    });
    expect(created.status).toBe(201);
    expect(await read()).toMatchObject({ dealCount: 2, ownDealCount: 1, totalSponsors: 2 });
    expect(await summary()).toMatchObject({ dealCount: 2, ownDealCount: 1 });

    await http(`/api/sponsor-deals/${created.body.id}`, {
      method: "PATCH",
      cookie,
      json: { value: 5_000_000 },
    });
    expect(await read()).toMatchObject({ averageDealValue: 3_500_000 });

    await http(`/api/sponsor-deals/${created.body.id}`, { method: "DELETE", cookie });
    expect(await read()).toMatchObject({ dealCount: 1, ownDealCount: 0 });

    // A deal written straight to the database (another process) is seen too.
    await getDb()
      .insert(sponsorDeals)
      .values(row(liv, "Total", `${Y}-05-01`, 1_000_000, { industry: "Energy" }));
    expect(await read()).toMatchObject({ dealCount: 2, ownDealCount: 1 });
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

  it("seeds several hundred clash-free sample deals once, and computes no figure from them", async () => {
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

    // Insights read the real market only: sample deals never make a figure.
    const summaries = (
      await http(`/api/industry-insights/summaries?eventBrandId=${livRow!.id}`, { cookie })
    ).body;
    expect(summaries).toMatchObject({
      totalDeals: 0,
      sampleDeals: 0,
      summaries: [],
      valuedDeals: 0,
      coverage: "values reported for 0 of 0 deals",
      credit: null,
    });
    const industry = deals[0].industry;
    const insight = (
      await http(
        `/api/industry-insights?eventBrandId=${livRow!.id}&industry=${encodeURIComponent(industry)}`,
        { cookie },
      )
    ).body;
    expect(insight).toMatchObject({ hasData: false });
  });
});
