import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  marketProperties,
  specificEvents,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { CHANNEL_CPM_USD, type AssetExposure } from "@/lib/shared/inventory";
import { REACH_MESSAGES } from "@/lib/shared/schemas/reach";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers in tests are arbitrary JSON
type AnyJson = any;

let adminCookie: string;
let userCookie: string;
let liv: number;
let other: number;
let tour: number;
const asset: Record<string, number> = {};
let packageId: number;
let golfDealId: number;

async function addAsset(
  eventBrandId: number,
  name: string,
  values: {
    category: string;
    scope?: string;
    quantity?: number;
    price: number;
    exposure?: AssetExposure;
    specificEventIds?: number[];
  },
) {
  const [row] = await getDb()
    .insert(inventoryAssets)
    .values({
      eventBrandId,
      name,
      category: values.category,
      unit: values.scope === "season" ? "per season" : "per event",
      scope: values.scope ?? "event",
      quantity: values.quantity ?? 10,
      listPriceCents: values.price * 100,
      exposure: values.exposure ?? {},
      specificEventIds: values.specificEventIds ?? [],
    })
    .returning({ id: inventoryAssets.id });
  asset[name] = row!.id;
  return row!.id;
}

const brandId = async (name: string) =>
  (await getDb().select().from(eventBrands).where(eq(eventBrands.name, name)))[0]!.id;

const sourced = { name: "Test source", url: "https://example.com/audience", date: "2025-01-31" };

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase({ marketDeals: true });
  const db = getDb();
  // The seed gives every property a demo rate card; this file sets its own, priced so that the
  // arithmetic below is exact (package items go with their packages).
  await db.delete(inventoryPackages);
  await db.delete(inventoryAssets);
  liv = await brandId("LIV Golf");
  other = await brandId("SailGP");
  await addAsset(liv, "Tee-box signage", {
    category: "signage",
    quantity: 18,
    price: 25_000,
    exposure: { attendance: 0.3, broadcast: 0.1 },
  });
  await addAsset(liv, "Hospitality suite", {
    category: "hospitality",
    quantity: 6,
    price: 60_000,
    exposure: { attendance: 0.01 },
  });
  await addAsset(liv, "Sponsored social post", {
    category: "digital",
    scope: "season",
    quantity: 100,
    price: 15_000,
    exposure: { social: 0.05 },
  });
  await addAsset(liv, "Event title rights", {
    category: "naming",
    quantity: 1,
    price: 3_000_000,
    exposure: { attendance: 1, broadcast: 1 },
  });
  await addAsset(other, "Race village stand", { category: "experiential", price: 40_000 });
  const [pkg] = await db
    .insert(inventoryPackages)
    .values({
      eventBrandId: liv,
      name: "Official Partner",
      priceCents: 250_000_000,
      termSeasons: 3,
    })
    .returning({ id: inventoryPackages.id });
  packageId = pkg!.id;
  await db.insert(inventoryPackageItems).values([
    { packageId, assetId: asset["Tee-box signage"]!, quantity: 4 },
    { packageId, assetId: asset["Hospitality suite"]!, quantity: 2 },
    { packageId, assetId: asset["Sponsored social post"]!, quantity: 6 },
  ]);
  // A sample deal with a reported value, and a real golf deal with one: only the real one counts.
  const [golf] = await db
    .select({ id: marketProperties.id })
    .from(marketProperties)
    .where(eq(marketProperties.eventBrandId, liv));
  const deal = {
    marketPropertyId: golf!.id,
    sponsorshipLevel: "league-partner",
    status: "Active",
    sourceName: "Example Golf News",
    sourceUrl: "https://example.com/golf-deal",
    sourceDate: "2025-03-01",
  };
  await db.insert(sponsorDeals).values({
    ...deal,
    sponsorName: "Sample Golf Sponsor",
    isSample: true,
    reportedValue: {
      amount: 99,
      currency: "USD",
      unit: "m",
      per: "year",
      upTo: false,
      usdApprox: 99,
    },
  });
  const [real] = await db
    .insert(sponsorDeals)
    .values({
      ...deal,
      sponsorName: "Test Golf Partner",
      marketKey: "test:golf-partner",
      reportedFrom: "2024",
      reportedTo: "2026",
      reportedValue: {
        amount: 12,
        currency: "USD",
        unit: "m",
        per: "total",
        upTo: true,
        usdApprox: 12,
      },
    })
    .returning({ id: sponsorDeals.id });
  golfDealId = real!.id;

  // A property with sourced audience inputs and two events, for exact arithmetic.
  const [created] = await db
    .insert(eventBrands)
    .values({
      name: "Test Tour",
      industry: "Professional Tennis",
      reach: { attendancePerEvent: { value: 10_000, source: sourced, estimate: false } },
    })
    .returning({ id: eventBrands.id });
  tour = created!.id;
  const events = await db
    .insert(specificEvents)
    .values([
      { eventBrandId: tour, name: "Open One", startDate: "2030-03-01", endDate: "2030-03-03" },
      { eventBrandId: tour, name: "Open Two", startDate: "2030-06-01", endDate: "2030-06-03" },
    ])
    .returning({ id: specificEvents.id });
  await db
    .update(specificEvents)
    .set({ reach: { attendancePerEvent: { value: 30_000, source: sourced, estimate: false } } })
    .where(eq(specificEvents.id, events[1]!.id));
  await addAsset(tour, "Court signage", {
    category: "signage",
    quantity: 4,
    price: 5_000,
    exposure: { attendance: 0.5 },
  });

  const admin = await createTestUser({ username: "valuer-admin", role: "admin" });
  const user = await createTestUser({ username: "valuer" });
  adminCookie = await signIn(admin.username, admin.password);
  userCookie = await signIn(user.username, user.password);
}, 180_000);

const value = (json: Record<string, unknown>, cookie = userCookie) =>
  http("/api/valuations", { cookie, json });

describe("POST /api/valuations", () => {
  let answer: AnyJson;
  beforeAll(async () => {
    const res = await value({
      eventBrandId: liv,
      items: [
        { assetId: asset["Tee-box signage"], quantity: 4 },
        { assetId: asset["Sponsored social post"], quantity: 6 },
      ],
      season: 2026,
    });
    expect(res.status).toBe(200);
    answer = res.body;
  });

  it("answers a USD range per season labelled an estimate, with its explanation", () => {
    expect(answer).toMatchObject({ currency: "USD", season: 2026, termSeasons: 1, estimate: true });
    expect(answer.low).toBeGreaterThan(0);
    expect(answer.low).toBeLessThanOrEqual(answer.mid);
    expect(answer.mid).toBeLessThanOrEqual(answer.high);
    expect(answer.explanation).toContain("equal weight");
    expect(answer.explanation).toContain("the list price stays the seller's decision");
    expect(["low", "medium", "high"]).toContain(answer.confidence);
  });

  it("uses only real deals with a reported value and a source, the same sport first", async () => {
    const comparables: AnyJson[] = answer.basis.comparables;
    expect(comparables.length).toBeGreaterThan(1);
    const valued = await getDb()
      .select({ id: sponsorDeals.id })
      .from(sponsorDeals)
      .where(and(isNotNull(sponsorDeals.reportedValue), eq(sponsorDeals.isSample, false)));
    const valuedIds = new Set(valued.map((row) => row.id));
    for (const comparable of comparables) {
      expect(valuedIds.has(comparable.dealId)).toBe(true);
      expect(comparable.sourceUrl).toMatch(/^https?:\/\//);
      expect(comparable.valuePerYearUsd).toBeGreaterThan(0);
      expect(comparable.reportedValue).not.toBe("");
      expect(comparable.why).not.toBe("");
    }
    expect(comparables.map((c) => c.sponsor)).not.toContain("Sample Golf Sponsor");
    // The golf deal: $12 million over 2024 to 2026 is $4 million a year, "up to" kept visible.
    expect(comparables[0]).toMatchObject({
      dealId: golfDealId,
      sameSport: true,
      sport: "golf",
      valuePerYearUsd: 4_000_000,
      years: 3,
      upTo: true,
    });
    expect(comparables.slice(1).every((c) => !c.sameSport)).toBe(true);
    expect(answer.basis.comparableRange.sportFrom).toContain("market property");
  });

  it("lists every audience input with its source, names the missing ones and states the CPMs", () => {
    const inputs: AnyJson[] = answer.basis.audience.inputs;
    const attendance = inputs.find((input) => input.label === "Attendance per event");
    expect(attendance).toMatchObject({ missing: false, estimate: true });
    expect(attendance.sourceName).toContain("estimate");
    const x = inputs.find((input) => input.label === "X followers");
    expect(x).toMatchObject({ missing: true, value: null });
    expect(answer.confidenceReasons.join(" ")).toContain("missing audience inputs: X followers");
    expect(answer.basis.audience.cpmUsd).toEqual(CHANNEL_CPM_USD);
    const channels = answer.basis.audience.channels.map((c: AnyJson) => c.channel);
    expect(channels).toEqual(["attendance", "broadcast", "social"]);
  });

  it("computes the audience value from inputs, exposure, units and events (an event's own input first)", async () => {
    const res = await value({
      eventBrandId: tour,
      items: [{ assetId: asset["Court signage"], quantity: 2 }],
      season: 2030,
    });
    expect(res.status).toBe(200);
    // (10,000 + 30,000) attendees × 0.5 × 2 signs = 40,000 impressions at $25 CPM = $1,000.
    expect(res.body.basis.audience.channels).toEqual([
      { channel: "attendance", cpmUsd: 25, impressions: 40_000, value: 1_000, missing: [] },
    ]);
    expect(res.body.basis.audience.inputs.map((i: AnyJson) => i.label)).toEqual([
      "Attendance per event",
      "Attendance per event (Open Two)",
    ]);
    expect(res.body.items[0]).toMatchObject({ quantity: 2, events: 2, rateCard: 20_000 });
  });

  it("names every missing input and lowers the confidence when a property has none", async () => {
    await getDb().update(eventBrands).set({ reach: {} }).where(eq(eventBrands.id, other));
    const res = await value({
      eventBrandId: other,
      items: [{ assetId: asset["Race village stand"], quantity: 1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.basis.audience.value).toBeNull();
    expect(res.body.confidence).toBe("low");
  });

  it.each([
    [{ items: [{ assetId: 1, quantity: 1 }] }, "eventBrandId is required"],
    [{ eventBrandId: 1, items: [] }, "Choose at least one asset to value"],
    [
      { eventBrandId: 1, items: [{ assetId: 1, quantity: 0 }] },
      "quantity must be a whole number from 1 to 10000",
    ],
    [
      { eventBrandId: 1, items: [{ assetId: 1, quantity: 1.5 }] },
      "quantity must be a whole number from 1 to 10000",
    ],
    [
      {
        eventBrandId: 1,
        items: [
          { assetId: 1, quantity: 1 },
          { assetId: 1, quantity: 2 },
        ],
      },
      "Each asset may appear once in items",
    ],
    [
      { eventBrandId: 1, items: [{ assetId: 1, quantity: 1 }], termSeasons: 0 },
      "termSeasons must be a whole number from 1 to 10",
    ],
  ])("refuses %j with a 400", async (body, message) => {
    const res = await value(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message.split(" ")[0]);
    if (!message.startsWith("eventBrandId")) expect(res.body.error).toBe(message);
  });

  it("refuses another property's assets by name, an unknown asset, and an unknown property", async () => {
    const foreign = await value({
      eventBrandId: liv,
      items: [{ assetId: asset["Race village stand"], quantity: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe("These assets belong to another property: Race village stand");
    const unknown = await value({ eventBrandId: liv, items: [{ assetId: 999_999, quantity: 1 }] });
    expect([unknown.status, unknown.body.error]).toEqual([400, "No asset has the id 999999"]);
    const noBrand = await value({
      eventBrandId: 999_999,
      items: [{ assetId: asset["Tee-box signage"], quantity: 1 }],
    });
    expect(noBrand.status).toBe(404);
  });

  it("is for signed-in users", async () => {
    const res = await http("/api/valuations", {
      json: { eventBrandId: liv, items: [{ assetId: asset["Tee-box signage"], quantity: 1 }] },
    });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/packages/{id}/valuation", () => {
  it("values the package's items over its term, scaled against the top-tier package", async () => {
    const res = await http(`/api/packages/${packageId}/valuation?season=2026`, {
      cookie: userCookie,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eventBrandId: liv, season: 2026, termSeasons: 3 });
    expect(res.body.items.map((i: AnyJson) => [i.name, i.quantity])).toEqual([
      ["Tee-box signage", 4],
      ["Hospitality suite", 2],
      ["Sponsored social post", 6],
    ]);
    // The only package is the top tier: its own scale is 1.
    expect(res.body.basis.comparableRange.scale).toBe(1);
    expect(res.body.explanation).toContain('"Official Partner"');
  });

  it("answers 404 for an unknown package, 400 for a bad season and 401 signed out", async () => {
    expect((await http("/api/packages/999999/valuation", { cookie: userCookie })).status).toBe(404);
    const season = await http(`/api/packages/${packageId}/valuation?season=99`, {
      cookie: userCookie,
    });
    expect([season.status, season.body.error]).toEqual([
      400,
      "season must be a year (1900 to 2200)",
    ]);
    expect((await http(`/api/packages/${packageId}/valuation`)).status).toBe(401);
  });
});

describe("audience inputs (reach) on event brands and events", () => {
  const reach = {
    attendancePerEvent: { value: 52_000, source: sourced, estimate: false },
    socialFollowers: {
      instagram: { value: 900_000, source: { name: "Instagram profile" }, estimate: true },
    },
  };

  it("lets an admin set them through PATCH and answers them on GET and the list", async () => {
    const res = await http(`/api/event-brands/${tour}`, {
      cookie: adminCookie,
      method: "PATCH",
      json: { reach },
    });
    expect(res.status).toBe(200);
    const stored = {
      attendancePerEvent: reach.attendancePerEvent,
      socialFollowers: {
        instagram: {
          value: 900_000,
          source: { name: "Instagram profile", url: null, date: null },
          estimate: true,
        },
      },
    };
    expect(res.body.reach).toEqual(stored);
    expect((await http(`/api/event-brands/${tour}`, { cookie: userCookie })).body.reach).toEqual(
      stored,
    );
    const list = await http("/api/event-brands", { cookie: userCookie });
    expect(list.body.find((b: AnyJson) => b.id === tour).reach).toEqual(stored);
  });

  it("lets an admin set an event's own inputs", async () => {
    const [event] = await getDb()
      .select()
      .from(specificEvents)
      .where(eq(specificEvents.eventBrandId, tour));
    const res = await http(`/api/specific-events/${event!.id}`, {
      cookie: adminCookie,
      method: "PATCH",
      json: { reach: { broadcastViewersPerEvent: { value: 1_000, source: null, estimate: true } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.reach).toEqual({
      broadcastViewersPerEvent: { value: 1_000, source: null, estimate: true },
    });
  });

  it("refuses a member's edit with 403", async () => {
    const res = await http(`/api/event-brands/${tour}`, {
      cookie: userCookie,
      method: "PATCH",
      json: { reach: {} },
    });
    expect(res.status).toBe(403);
  });

  it.each([
    [{ attendancePerEvent: { value: -5 } }, REACH_MESSAGES.value],
    [{ attendancePerEvent: { value: "many" } }, REACH_MESSAGES.value],
    [
      { attendancePerEvent: { value: 5, source: { name: "x".repeat(201) } } },
      REACH_MESSAGES.sourceName,
    ],
    [
      { attendancePerEvent: { value: 5, source: { name: "Site", url: "javascript:alert(1)" } } },
      REACH_MESSAGES.sourceUrl,
    ],
    [
      { attendancePerEvent: { value: 5, source: { name: "Site", date: "31/01/2025" } } },
      REACH_MESSAGES.sourceDate,
    ],
    [{ attendancePerEvent: { value: 5, estimate: "yes" } }, REACH_MESSAGES.estimate],
    [{ followers: 5 }, REACH_MESSAGES.unknownField],
  ])("refuses %j with a clear 400 and changes nothing", async (bad, message) => {
    const before = (await http(`/api/event-brands/${tour}`, { cookie: userCookie })).body.reach;
    const res = await http(`/api/event-brands/${tour}`, {
      cookie: adminCookie,
      method: "PATCH",
      json: { reach: bad },
    });
    expect([res.status, res.body.error]).toEqual([400, message]);
    expect((await http(`/api/event-brands/${tour}`, { cookie: userCookie })).body.reach).toEqual(
      before,
    );
  });

  it("seeds LIV Golf's inputs as marked estimates, only where empty", async () => {
    const res = await http(`/api/event-brands/${liv}`, { cookie: userCookie });
    expect(res.body.reach.attendancePerEvent).toMatchObject({ estimate: true });
    expect(res.body.reach.attendancePerEvent.source.name).toContain("estimate");
    const edited = { value: 1, source: sourced, estimate: false };
    await http(`/api/event-brands/${liv}`, {
      cookie: adminCookie,
      method: "PATCH",
      json: { reach: { attendancePerEvent: edited } },
    });
    await seedDatabase();
    const after = (await http(`/api/event-brands/${liv}`, { cookie: userCookie })).body.reach;
    expect(after.attendancePerEvent).toEqual(edited);
    expect(after.broadcastViewersPerEvent).toMatchObject({ estimate: true });
  });
});
