import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  jobs,
  specificEvents,
  sponsorBrands,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import type {
  DiscoveryResult,
  MatchReasonView,
  SponsorBrandDetail,
  SponsorBrandSummary,
} from "@/lib/shared/schemas/sponsor";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";

// A brand with a live deal with the selected property is its current partner: marked wherever it
// is listed, and not a prospect (discovery and the dashboard's top matches) unless asked for.

let cookie: string;
let liv: number;
let aramco: number;
let hsbc: number;

const idOf = async (table: typeof eventBrands | typeof sponsorBrands, name: string) =>
  (await getDb().select({ id: table.id }).from(table).where(eq(table.name, name)))[0]!.id;

const discover = async (params: string): Promise<DiscoveryResult> => {
  const res = await http(`/api/sponsor-discovery?eventBrandId=${liv}&${params}`, { cookie });
  expect(res.status).toBe(200);
  return res.body;
};

const listed = async (params: string): Promise<SponsorBrandSummary[]> => {
  const res = await http(`/api/sponsor-brands?eventBrandId=${liv}&${params}`, { cookie });
  expect(res.status).toBe(200);
  return res.body;
};

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase({ marketDeals: true });
  const user = await createTestUser();
  cookie = await signIn(user.username, user.password);
  liv = await idOf(eventBrands, "LIV Golf");
  aramco = await idOf(sponsorBrands, "Aramco");
  hsbc = await idOf(sponsorBrands, "HSBC");
});

describe("current partners in discovery", () => {
  it("leaves LIV Golf's partners Aramco and HSBC out of its prospects by default", async () => {
    const all = await discover("minMatch=0&tab=all&pageSize=100&sortBy=name&search=a");
    const found = [...all.top, ...all.sponsors];
    expect(ids(found)).not.toContain(aramco);
    expect(ids(found)).not.toContain(hsbc);
    expect(found.every((match) => match.isCurrentPartner === false)).toBe(true);

    for (const name of ["Aramco", "HSBC"]) {
      const searched = await discover(`minMatch=0&tab=all&search=${name}`);
      expect(searched.sponsors.map((match) => match.name)).not.toContain(name);
    }
  });

  it("lists and marks them with includeCurrentPartners=true, and the counts say how many were left out", async () => {
    const withPartners = await discover(
      "minMatch=0&tab=all&includeCurrentPartners=true&search=Aramco",
    );
    const row = withPartners.sponsors.find((match) => match.id === aramco);
    expect(row?.isCurrentPartner).toBe(true);

    const without = await discover("minMatch=0&tab=all&pageSize=1");
    const included = await discover("minMatch=0&tab=all&pageSize=1&includeCurrentPartners=true");
    const partners = await getDb()
      .selectDistinct({ id: sponsorDeals.sponsorBrandId })
      .from(sponsorDeals)
      .where(and(eq(sponsorDeals.isSample, false), eq(sponsorDeals.status, "Active")));
    expect(included.counts.all - without.counts.all).toBeGreaterThan(0);
    expect(included.counts.all - without.counts.all).toBeLessThanOrEqual(partners.length);
    // The best matches are the ranking's best less the partners.
    const prospects = ids(included.top.filter((match) => !match.isCurrentPartner));
    expect(ids(without.top).slice(0, prospects.length)).toEqual(prospects);
  });

  it("rejects a flag that is neither true nor false", async () => {
    const res = await http(
      `/api/sponsor-discovery?eventBrandId=${liv}&includeCurrentPartners=yes`,
      { cookie },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("includeCurrentPartners must be true or false");
  });
});

describe("current partners in the sponsor list and detail", () => {
  it("marks them in the list and leaves them out with excludeCurrentPartners=true", async () => {
    const found = await listed("search=Aramco");
    expect(found.find((sponsor) => sponsor.id === aramco)?.isCurrentPartner).toBe(true);
    expect(ids(await listed("search=Aramco&excludeCurrentPartners=true"))).not.toContain(aramco);

    // The dashboard's Top Sponsor Matches read: the best matches, partners left out.
    const res = await http(
      `/api/sponsor-brands?eventBrandId=${liv}&sort=match&pageSize=100&excludeCurrentPartners=true`,
      { cookie },
    );
    const top: SponsorBrandSummary[] = res.body;
    expect(ids(top)).not.toContain(aramco);
    expect(ids(top)).not.toContain(hsbc);
    expect(top.every((sponsor) => !sponsor.isCurrentPartner)).toBe(true);
    const everyone = await http(`/api/sponsor-brands?eventBrandId=${liv}&sort=match&pageSize=1`, {
      cookie,
    });
    expect(Number(res.headers.get("x-total-count"))).toBeLessThan(
      Number(everyone.headers.get("x-total-count")),
    );
  });

  it("marks the partner on its detail for the property, not for another property", async () => {
    const detail = await http(`/api/sponsor-brands/${hsbc}?eventBrandId=${liv}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.isCurrentPartner).toBe(true);
    const other = await idOf(eventBrands, "The Hundred");
    const elsewhere = await http(`/api/sponsor-brands/${hsbc}?eventBrandId=${other}`, { cookie });
    expect(elsewhere.body.isCurrentPartner).toBe(false);
  });

  it("counts a brand's sourced deals in its match: Aldar Properties sponsors the DP World Tour", async () => {
    // Its curated profile lists only a cricket sponsorship; the market data has its golf deal.
    const aldar = await idOf(sponsorBrands, "Aldar Properties");
    const detail = await http(`/api/sponsor-brands/${aldar}?eventBrandId=${liv}`, { cookie });
    expect(detail.status).toBe(200);
    const reasons: MatchReasonView[] = detail.body.matchDetail.reasons;
    const record = reasons.find((reason) => reason.factor === "sports-sponsorship");
    expect(record?.text).toBe("Sponsors 1 golf property: DP World Tour");
    // The named property links to its deal's source.
    expect(record?.links).toEqual([
      { label: "DP World Tour", url: "https://www.europeantour.com/dpworld-tour/" },
    ]);
    expect(
      detail.body.profile.sportsSponsorships.map((deal: { sport: string }) => deal.sport),
    ).toEqual(["cricket"]);
  });

  it("answers the brand's known deals on its detail: property, level, years and source", async () => {
    const detail = await http(`/api/sponsor-brands/${hsbc}`, { cookie });
    const known: SponsorBrandDetail["knownDeals"] = detail.body.knownDeals;
    expect(known.length).toBeGreaterThanOrEqual(3);
    const league = known.find((deal) => deal.propertyKind === "league" && deal.sport === "golf");
    expect(league).toMatchObject({ property: expect.stringContaining("LIV Golf") });
    expect(league?.level).toBeTruthy();
    // LIV Golf's partners' values were not reported: the deal says so rather than guess.
    expect(league?.value).toBeNull();
    expect(known.every((deal) => deal.source?.url?.startsWith("http") ?? true)).toBe(true);
    expect(known.some((deal) => deal.source !== null)).toBe(true);
  });
});

describe("current partners in AI recommendations", () => {
  it("the potential-sponsors research leaves the property's partners out, as discovery does", async () => {
    const riyadh = (
      await getDb()
        .select({ id: specificEvents.id })
        .from(specificEvents)
        .where(eq(specificEvents.name, "LIV Golf Riyadh"))
    )[0]!.id;
    // The event's 50 best matches, partners included: some are LIV Golf's partners.
    const ranked = await http(
      `/api/sponsor-discovery?specificEventId=${riyadh}&minMatch=0&tab=all&pageSize=50&includeCurrentPartners=true`,
      { cookie },
    );
    const best: DiscoveryResult["sponsors"] = ranked.body.sponsors;
    const partnersAmongBest = ids(best.filter((match) => match.isCurrentPartner));
    expect(partnersAmongBest.length).toBeGreaterThan(0);

    const started = await http("/api/jobs/potential-sponsors", {
      cookie,
      json: { eventId: riyadh, limit: 50 },
    });
    const job = await waitForJob(started.body.jobId, cookie);
    expect(job.status).toBe("completed");
    const recommended: number[] = job.result.recommendations.map((r: { id: number }) => r.id);
    expect(recommended).toHaveLength(50);
    for (const partner of partnersAmongBest) expect(recommended).not.toContain(partner);

    // Research stored before a deal was signed still never shows the partner as a prospect.
    const result = job.result as { recommendations: { id: number; name: string }[] };
    const stale = {
      ...result,
      recommendations: [
        { ...result.recommendations[0]!, id: aramco, name: "Aramco" },
        ...result.recommendations,
      ],
    };
    await getDb().update(jobs).set({ result: stale }).where(eq(jobs.id, started.body.jobId));
    for (const path of [
      `/api/event-brands/${liv}/recommendations`,
      `/api/specific-events/${riyadh}/recommendations`,
    ]) {
      const shown = await http(path, { cookie });
      expect(shown.status).toBe(200);
      const shownIds = ids(shown.body.latest.recommendations);
      expect(shownIds).not.toContain(aramco);
      expect(shownIds).toEqual(recommended);
    }
  });
});
