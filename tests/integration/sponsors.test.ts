import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  sponsorBrands,
  sponsorMatchScores,
  specificEvents,
} from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let cookie: string;
let liv: number;
let riyadh: number;

async function ids() {
  const [brand] = await getDb()
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  const [event] = await getDb()
    .select({ id: specificEvents.id })
    .from(specificEvents)
    .where(eq(specificEvents.name, "LIV Golf Riyadh"));
  return { liv: brand!.id, riyadh: event!.id };
}

const validProfile = {
  budgetBand: "L",
  markets: { regions: ["Middle East", "Europe"], countries: ["SA", "GB"] },
  audience: {
    ageBands: ["25-34", "35-44", "45-54"],
    genderSkew: "male",
    income: "high",
    interests: ["golf", "travel", "luxury"],
  },
  brandValues: ["performance", "boldness", "global"],
  sportsSponsorships: [{ property: "The Open", sport: "Golf", since: 2015 }],
};

describe("sponsor catalogue and matching (read-only)", () => {
  beforeAll(async () => {
    await resetDatabase();
    await seedDatabase();
    ({ liv, riyadh } = await ids());
    const user = await createTestUser();
    cookie = await signIn(user.username, user.password);
  });

  it("lists every catalogue brand for a context, best match first, with the total in X-Total-Count", async () => {
    const res = await http(`/api/sponsor-brands?eventBrandId=${liv}`, { cookie });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(250);
    expect(res.body).toHaveLength(100);
    const scores = res.body.map(
      (s: { match: { matchPercentage: number } }) => s.match.matchPercentage,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const sponsor of res.body) {
      expect(sponsor.data.matchPercentage).toBe(sponsor.match.matchPercentage);
      for (const key of ["matchPercentage", "audienceMatch", "valueMatch", "brandValueMatch"]) {
        expect(sponsor.match[key]).toBeGreaterThanOrEqual(0);
        expect(sponsor.match[key]).toBeLessThanOrEqual(100);
      }
    }
  });

  it("pages without overlap, searches name/industry/overview and sorts by name", async () => {
    const first = await http(`/api/sponsor-brands?eventBrandId=${liv}&page=1&pageSize=12`, {
      cookie,
    });
    const second = await http(`/api/sponsor-brands?eventBrandId=${liv}&page=2&pageSize=12`, {
      cookie,
    });
    const firstIds = first.body.map((s: { id: number }) => s.id);
    expect(second.body.some((s: { id: number }) => firstIds.includes(s.id))).toBe(false);
    expect(second.headers.get("x-page")).toBe("2");

    const search = await http(`/api/sponsor-brands?eventBrandId=${liv}&search=GOLF&pageSize=100`, {
      cookie,
    });
    expect(search.body.length).toBeGreaterThan(0);
    for (const s of search.body)
      expect(`${s.name} ${s.industry} ${s.overview}`.toLowerCase()).toContain("golf");
    expect(Number(search.headers.get("x-total-count"))).toBeLessThan(
      Number(first.headers.get("x-total-count")),
    );

    const byName = await http(`/api/sponsor-brands?sort=name&pageSize=20`, { cookie });
    const names = byName.body.map((s: { name: string }) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(byName.body[0].match).toBeNull();
    const desc = await http(`/api/sponsor-brands?sort=name&order=desc&pageSize=5`, { cookie });
    expect(desc.body[0].name.toLowerCase() >= desc.body[4].name.toLowerCase()).toBe(true);
    const literal = await http(`/api/sponsor-brands?search=${encodeURIComponent("100%_")}`, {
      cookie,
    });
    expect(literal.body).toEqual([]);
  });

  it("a specific event takes priority over a brand, and changes the scores", async () => {
    const brand = await http(`/api/sponsor-brands?eventBrandId=${liv}&sort=name&pageSize=100`, {
      cookie,
    });
    const event = await http(
      `/api/sponsor-brands?eventBrandId=${liv}&specificEventId=${riyadh}&sort=name&pageSize=100`,
      { cookie },
    );
    const differs = brand.body.some(
      (s: { id: number; match: { matchPercentage: number } }, i: number) =>
        event.body[i].match.matchPercentage !== s.match.matchPercentage,
    );
    expect(differs).toBe(true);
  });

  it.each([
    ["pageSize=0", 400],
    ["pageSize=abc", 400],
    ["pageSize=101", 400],
    ["page=0", 400],
    ["sort=popularity", 400],
    ["order=sideways", 400],
    ["eventBrandId=abc", 400],
    ["eventBrandId=999999", 404],
    ["specificEventId=999999", 404],
  ])("GET /api/sponsor-brands?%s answers %i", async (query, status) => {
    const res = await http(`/api/sponsor-brands?${query}`, { cookie });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe("string");
  });

  it("answers one sponsor with its match, sub-scores and 3 to 5 reasons for the context", async () => {
    const list = await http(`/api/sponsor-brands?eventBrandId=${liv}&pageSize=1`, { cookie });
    const id = list.body[0].id;
    const res = await http(`/api/sponsor-brands/${id}?eventBrandId=${liv}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.matchDetail).toMatchObject({
      matchPercentage: list.body[0].match.matchPercentage,
      confidence: "high",
      context: { type: "event-brand", id: liv, name: "LIV Golf" },
    });
    expect(res.body.matchDetail.reasons.length).toBeGreaterThanOrEqual(3);
    expect(res.body.matchDetail.reasons.length).toBeLessThanOrEqual(5);
    expect(res.body.profile.brandValues.length).toBeGreaterThanOrEqual(2);
    const plain = await http(`/api/sponsor-brands/${id}`, { cookie });
    expect(plain.body.matchDetail).toBeNull();
    expect((await http(`/api/sponsor-brands/abc`, { cookie })).status).toBe(400);
    expect((await http(`/api/sponsor-brands/999999`, { cookie })).status).toBe(404);
    expect((await http(`/api/sponsor-brands/${id}`)).status).toBe(401);
  });

  it("discovery answers the best matches with the discovery fields, and refresh ranks again in the background", async () => {
    const res = await http(`/api/sponsor-discovery?specificEventId=${riyadh}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.context).toMatchObject({
      type: "specific-event",
      id: riyadh,
      name: "LIV Golf Riyadh",
      event: { locationCountry: "Saudi Arabia" },
    });
    const sponsor = res.body.sponsors[0];
    expect(Object.keys(sponsor).sort()).toEqual([
      "annualRevenue",
      "audienceMatch",
      "brandValueMatch",
      "id",
      "industry",
      "isCurrentPartner",
      "logoUrl",
      "matchPercentage",
      "name",
      "recentSponsors",
      "valueMatch",
    ]);
    const before = res.body.computedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(res.body.top).toHaveLength(6);
    expect(res.body.ranking.status).toBe("ready");
    const refreshed = await http("/api/sponsor-discovery/refresh", {
      cookie,
      json: { specificEventId: riyadh },
    });
    expect(refreshed.status).toBe(202);
    expect(typeof refreshed.body.jobId).toBe("string");
    let latest = res.body;
    for (let tries = 0; tries < 100 && !(latest.computedAt > before); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      latest = (await http(`/api/sponsor-discovery?specificEventId=${riyadh}`, { cookie })).body;
      expect(latest.total).toBe(res.body.total);
    }
    expect(latest.computedAt > before).toBe(true);
    expect(latest.ranking.status).toBe("ready");
    expect(latest.sponsors).toHaveLength(res.body.sponsors.length);
    expect((await http("/api/sponsor-discovery", { cookie })).status).toBe(400);
    expect((await http("/api/sponsor-discovery/refresh", { cookie, json: {} })).status).toBe(400);
    expect(
      (await http("/api/sponsor-discovery/refresh", { cookie, json: { eventBrandId: "x" } }))
        .status,
    ).toBe(400);
  });
});

describe("creating and editing sponsors", () => {
  beforeEach(async () => {
    await resetDatabase();
    await seedDatabase();
    ({ liv } = await ids());
    const user = await createTestUser();
    cookie = await signIn(user.username, user.password);
  });

  it("creates a sponsor that is matched at once; without a profile the match is low confidence", async () => {
    const res = await http(`/api/sponsor-brands`, {
      cookie,
      json: {
        name: "Fairway Coffee",
        industry: "Food & Restaurants",
        headquarters: "Leeds, United Kingdom",
        profile: validProfile,
      },
    });
    expect(res.status).toBe(201);
    const detail = await http(`/api/sponsor-brands/${res.body.id}?eventBrandId=${liv}`, { cookie });
    expect(detail.body.matchDetail.confidence).toBe("high");
    const bare = await http(`/api/sponsor-brands`, { cookie, json: { name: "Mystery Brand" } });
    const bareDetail = await http(`/api/sponsor-brands/${bare.body.id}?eventBrandId=${liv}`, {
      cookie,
    });
    expect(bareDetail.body.matchDetail.confidence).toBe("low");
    expect(bareDetail.body.logo).toMatch(/^\/uploads\/logos\/sponsors\/.+\.svg$/);
  });

  it.each([
    [{}, "Sponsor name is required"],
    [{ name: "  " }, "Sponsor name is required"],
    [{ name: "X", industry: "Knitting" }, "Choose an industry from the list"],
    [{ name: "X", annualRevenue: { amountUsd: -5, year: 2024 } }, "Revenue must be positive"],
  ])("refuses %j with '%s'", async (body, message) => {
    const before = (
      await getDb()
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(sponsorBrands)
    )[0]!.n;
    const res = await http(`/api/sponsor-brands`, { cookie, json: body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(
      (
        await getDb()
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(sponsorBrands)
      )[0]!.n,
    ).toBe(before);
  });

  it("refuses an incomplete profile and a duplicate name", async () => {
    const bad = await http(`/api/sponsor-brands`, {
      cookie,
      json: { name: "Half Profile", profile: { ...validProfile, brandValues: ["global"] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toMatch(/profile\.brandValues/);
    const dup = await http(`/api/sponsor-brands`, { cookie, json: { name: "rolex" } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe("A sponsor brand with this name already exists");
  });

  it("editing the profile recomputes the stored match", async () => {
    const created = await http(`/api/sponsor-brands`, {
      cookie,
      json: {
        name: "Shift Brand",
        profile: { ...validProfile, brandValues: ["heritage", "tradition"] },
      },
    });
    const before = await http(`/api/sponsor-brands/${created.body.id}?eventBrandId=${liv}`, {
      cookie,
    });
    const edited = await http(`/api/sponsor-brands/${created.body.id}?eventBrandId=${liv}`, {
      method: "PATCH",
      cookie,
      json: {
        profile: {
          ...validProfile,
          brandValues: ["boldness", "performance", "fun", "global", "innovation", "youth"],
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.matchDetail.brandValueMatch).toBeGreaterThan(
      before.body.matchDetail.brandValueMatch,
    );
    const rows = await getDb()
      .select()
      .from(sponsorMatchScores)
      .where(eq(sponsorMatchScores.sponsorBrandId, created.body.id));
    expect(rows.find((row) => row.contextId === liv)?.brandValueMatch).toBe(
      edited.body.matchDetail.brandValueMatch,
    );
    expect(
      (
        await http(`/api/sponsor-brands/${created.body.id}`, {
          method: "PATCH",
          cookie,
          json: { slug: "x" },
        })
      ).status,
    ).toBe(400);
    expect(
      (await http(`/api/sponsor-brands/999999`, { method: "PATCH", cookie, json: { name: "Y" } }))
        .status,
    ).toBe(404);
  });
});

describe("the watchlist", () => {
  let other: string;
  let sponsorId: number;
  beforeEach(async () => {
    await resetDatabase();
    await seedDatabase();
    ({ liv } = await ids());
    const user = await createTestUser();
    const second = await createTestUser();
    cookie = await signIn(user.username, user.password);
    other = await signIn(second.username, second.password);
    sponsorId = (
      await getDb()
        .select({ id: sponsorBrands.id })
        .from(sponsorBrands)
        .where(eq(sponsorBrands.slug, "rolex"))
    )[0]!.id;
  });

  it("follows, lists with the match, shows isFollowed, and unfollows", async () => {
    const follow = await http("/api/user-favorites", {
      cookie,
      json: { sponsorBrandId: sponsorId },
    });
    expect(follow.status).toBe(201);
    expect(follow.body.sponsor).toMatchObject({ id: sponsorId, name: "Rolex", isFollowed: true });
    expect(
      (await http("/api/user-favorites", { cookie, json: { sponsorBrandId: sponsorId } })).status,
    ).toBe(201);
    const list = await http(`/api/user-favorites?eventBrandId=${liv}`, { cookie });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].match.matchPercentage).toBeGreaterThan(0);
    expect((await http(`/api/user-favorites`, { cookie: other })).body).toEqual([]);
    const detail = await http(`/api/sponsor-brands/${sponsorId}`, { cookie });
    expect(detail.body.isFollowed).toBe(true);
    expect(
      (await http(`/api/sponsor-brands/${sponsorId}`, { cookie: other })).body.isFollowed,
    ).toBe(false);
    expect(
      (await http(`/api/user-favorites/${sponsorId}`, { method: "DELETE", cookie })).status,
    ).toBe(204);
    expect(
      (await http(`/api/user-favorites/${sponsorId}`, { method: "DELETE", cookie })).status,
    ).toBe(404);
  });

  it("asks signed-out visitors to sign in, and checks the input", async () => {
    const res = await http("/api/user-favorites", { json: { sponsorBrandId: sponsorId } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Please sign in to add favorites");
    expect(
      (await http("/api/user-favorites", { cookie, json: { sponsorBrandId: "rolex" } })).status,
    ).toBe(400);
    expect(
      (await http("/api/user-favorites", { cookie, json: { sponsorBrandId: 999999 } })).status,
    ).toBe(404);
    expect((await http("/api/user-favorites/abc", { method: "DELETE", cookie })).status).toBe(400);
  });
});
