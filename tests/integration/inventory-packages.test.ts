import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  specificEvents,
} from "@/lib/server/db/schema";
import { LIV_GOLF_PACKAGES, seedInventoryPackages } from "@/lib/server/seed/inventory-packages";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let adminCookie: string;
let userCookie: string;
let brandId: number;
let otherBrandId: number;
let signs: number;
let suite: number;
let posts: number;
let foreign: number;

/** Assets go straight into the table: the asset API is another module's. */
async function insertAsset(
  eventBrandId: number,
  values: Partial<typeof inventoryAssets.$inferInsert> & { name: string },
): Promise<number> {
  const [row] = await getDb()
    .insert(inventoryAssets)
    .values({
      eventBrandId,
      category: "signage",
      unit: "per event",
      scope: "event",
      quantity: 10,
      listPriceCents: 0,
      ...values,
    })
    .returning({ id: inventoryAssets.id });
  return row!.id;
}

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  const user = await createTestUser({ username: "seller" });
  adminCookie = await signIn(admin.username, admin.password);
  userCookie = await signIn(user.username, user.password);
  const db = getDb();
  const [brand, other] = await db
    .insert(eventBrands)
    .values([{ name: "LIV Golf" }, { name: "Asian Tour" }])
    .returning({ id: eventBrands.id });
  brandId = brand!.id;
  otherBrandId = other!.id;
  // Three events in 2031, one in 2032: a 2031 event asset counts three times.
  const [first] = await db
    .insert(specificEvents)
    .values([
      { eventBrandId: brandId, name: "LIV Golf Riyadh", startDate: "2031-02-06" },
      { eventBrandId: brandId, name: "LIV Golf Adelaide", startDate: "2031-04-10" },
      { eventBrandId: brandId, name: "LIV Golf Dallas", startDate: "2031-06-26" },
      { eventBrandId: brandId, name: "LIV Golf Riyadh", startDate: "2032-02-05" },
    ])
    .returning({ id: specificEvents.id });
  signs = await insertAsset(brandId, { name: "Tee-box signage", listPriceCents: 25_000_00 });
  suite = await insertAsset(brandId, {
    name: "Hospitality suite",
    category: "hospitality",
    listPriceCents: 40_000_00,
    specificEventIds: [first!.id],
  });
  posts = await insertAsset(brandId, {
    name: "Sponsored social post",
    category: "digital",
    unit: "per post",
    scope: "season",
    quantity: 40,
    listPriceCents: 15_000_00,
  });
  foreign = await insertAsset(otherBrandId, { name: "Asian Tour signage" });
});

const officialPartner = () => ({
  name: "Official Partner",
  description: "Signs at every event, a suite and social posts.",
  price: 1_000_000,
  termSeasons: 3,
  exclusiveCategory: "Banking & Financial Services",
  items: [
    { assetId: signs, quantity: 4 },
    { assetId: suite, quantity: 2 },
    { assetId: posts, quantity: 6 },
  ],
});

const create = (body: unknown, cookie = adminCookie, brand = brandId) =>
  http(`/api/event-brands/${brand}/packages`, { cookie, json: body });
const patch = (id: number, body: unknown, cookie = adminCookie) =>
  http(`/api/packages/${id}`, { method: "PATCH", cookie, json: body });
const packageCount = async () =>
  (await getDb().select({ n: count() }).from(inventoryPackages))[0]?.n ?? 0;

describe("inventory packages", () => {
  it("creates a package (admin) valued at the rate card for a season, and members read it", async () => {
    const res = await create(officialPartner());
    expect(res.status).toBe(201);
    // 4 signs x $25,000 x 3 events + 2 suites x $40,000 x 1 event + 6 posts x $15,000 once.
    const total = 300_000 + 80_000 + 90_000;
    expect(res.body).toMatchObject({
      eventBrandId: brandId,
      name: "Official Partner",
      price: 1_000_000,
      priceCents: 100_000_000,
      currency: "USD",
      termSeasons: 3,
      exclusiveCategory: "Banking & Financial Services",
    });
    // Without ?season the answer is for the season of the next event: 2031.
    expect(res.body).toMatchObject({ season: 2031, rateCardTotal: total });
    const one = await http(`/api/packages/${res.body.id}?season=2031`, { cookie: userCookie });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      season: 2031,
      seasonEvents: 3,
      rateCardTotal: total,
      rateCardTotalCents: total * 100,
      discount: { amount: total - 1_000_000, percent: -112.8 },
    });
    const byName = Object.fromEntries(
      one.body.items.map((item: { name: string }) => [item.name, item]),
    );
    expect(byName["Tee-box signage"]).toMatchObject({
      quantity: 4,
      listPrice: 25_000,
      events: 3,
      rateCardValue: 300_000,
      scope: "event",
      category: "signage",
    });
    expect(byName["Hospitality suite"]).toMatchObject({ events: 1, rateCardValue: 80_000 });
    expect(byName["Sponsored social post"]).toMatchObject({ events: null, rateCardValue: 90_000 });

    const next = await http(`/api/packages/${res.body.id}?season=2032`, { cookie: userCookie });
    // 2032 has one event, and the suite's event is not in it.
    expect(next.body).toMatchObject({ seasonEvents: 1, rateCardTotal: 100_000 + 0 + 90_000 });

    const list = await http(`/api/event-brands/${brandId}/packages?season=2031`, {
      cookie: userCookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.season).toBe(2031);
    expect(list.body.packages.map((p: { name: string }) => p.name)).toEqual(["Official Partner"]);
    expect(list.body.packages[0].items).toHaveLength(3);
  });

  it("answers a discount when priced below the rate card", async () => {
    const res = await create({ ...officialPartner(), price: 376_000 });
    const one = await http(`/api/packages/${res.body.id}?season=2031`, { cookie: userCookie });
    expect(one.body.discount).toEqual({ amount: 94_000, amountCents: 9_400_000, percent: 20 });
  });

  it.each([
    [{ name: "" }, "Package name is required"],
    [{ name: "x".repeat(201) }, "Package name must be at most 200 characters"],
    [{ price: undefined }, "Enter the package price per season, e.g. 1,500,000"],
    [{ price: -1 }, "Price per season cannot be negative"],
    [{ price: 1.234 }, "Price per season can have at most 2 decimal places"],
    [{ price: "1000" }, "Price per season must be a number"],
    [{ currency: "dollars" }, "Currency must be a 3-letter code such as USD"],
    [{ termSeasons: 0 }, "Term must be a whole number of seasons from 1 to 10"],
    [{ termSeasons: 11 }, "Term must be a whole number of seasons from 1 to 10"],
    [{ termSeasons: 1.5 }, "Term must be a whole number of seasons from 1 to 10"],
    [{ exclusiveCategory: "Crypto" }, "Exclusivity must be one of the listed industries"],
    [{ items: [] }, "Add at least one asset to the package"],
    [{ items: "signs" }, "items must be a list of { assetId, quantity }"],
    [{ items: [{ assetId: 1, quantity: 0 }] }, "Quantity must be a whole number of at least 1"],
    [{ items: [{ assetId: 1, quantity: 2.5 }] }, "Quantity must be a whole number of at least 1"],
    [{ unknown: true }, null],
  ])("refuses the package with %j with a 400", async (change, message) => {
    const res = await create({ ...officialPartner(), ...change });
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect(await packageCount()).toBe(0);
  });

  it("refuses an asset twice, a missing asset and another property's asset, naming it", async () => {
    const twice = await create({
      ...officialPartner(),
      items: [
        { assetId: signs, quantity: 1 },
        { assetId: signs, quantity: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(
      "Each asset can appear only once in a package: change its quantity instead",
    );
    const missing = await create({
      ...officialPartner(),
      items: [{ assetId: 999999, quantity: 1 }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Asset 999999 does not exist");
    const other = await create({
      ...officialPartner(),
      items: [
        { assetId: signs, quantity: 1 },
        { assetId: foreign, quantity: 1 },
      ],
    });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe(
      "Asian Tour signage belongs to another property: a package can only include its own property's assets",
    );
    const euro = await insertAsset(brandId, { name: "Euro signage", currency: "EUR" });
    const currency = await create({
      ...officialPartner(),
      items: [{ assetId: euro, quantity: 1 }],
    });
    expect(currency.status).toBe(400);
    expect(currency.body.error).toBe(
      "Euro signage is priced in EUR; the package is in USD. Use one currency.",
    );
    expect(await packageCount()).toBe(0);
  });

  it("refuses a second package of the same name in the property (any case) with 409", async () => {
    expect((await create(officialPartner())).status).toBe(201);
    const again = await create({ ...officialPartner(), name: "official partner" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This property already has a package with this name");
    expect(await packageCount()).toBe(1);
  });

  it("PATCH edits fields and replaces the item list", async () => {
    const { body: created } = await create(officialPartner());
    const res = await patch(created.id, {
      name: "Official Partner Plus",
      price: 1_250_000.5,
      termSeasons: 2,
      exclusiveCategory: null,
      items: [
        { assetId: signs, quantity: 6 },
        { assetId: posts, quantity: 10 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Official Partner Plus",
      price: 1_250_000.5,
      priceCents: 125_000_050,
      termSeasons: 2,
      exclusiveCategory: null,
    });
    const rows = await getDb()
      .select()
      .from(inventoryPackageItems)
      .where(eq(inventoryPackageItems.packageId, created.id));
    expect(rows.map((r) => [r.assetId, r.quantity]).sort()).toEqual(
      [
        [signs, 6],
        [posts, 10],
      ].sort(),
    );
    // A PATCH without items keeps them.
    const kept = await patch(created.id, { description: null });
    expect(kept.status).toBe(200);
    expect(kept.body.items).toHaveLength(2);
    expect(kept.body.description).toBeNull();
  });

  it("PATCH refuses bad input and changes nothing", async () => {
    const { body: created } = await create(officialPartner());
    for (const [body, message] of [
      [{}, "Nothing to change"],
      [{ name: "" }, "Package name is required"],
      [{ items: [] }, "Add at least one asset to the package"],
      [{ items: [{ assetId: foreign, quantity: 1 }] }, null],
      [{ price: -5 }, "Price per season cannot be negative"],
      [{ currency: "EUR" }, null],
    ] as const) {
      const res = await patch(created.id, body);
      expect(res.status).toBe(400);
      if (message) expect(res.body.error).toBe(message);
    }
    const after = await http(`/api/packages/${created.id}`, { cookie: userCookie });
    expect(after.body).toMatchObject({
      name: "Official Partner",
      price: 1_000_000,
      currency: "USD",
    });
    expect(after.body.items).toHaveLength(3);
  });

  it("deletes a package (admin); members cannot write", async () => {
    const { body: created } = await create(officialPartner());
    expect((await create(officialPartner(), userCookie)).status).toBe(403);
    expect((await patch(created.id, { name: "Mine" }, userCookie)).status).toBe(403);
    const memberDelete = await http(`/api/packages/${created.id}`, {
      method: "DELETE",
      cookie: userCookie,
    });
    expect(memberDelete.status).toBe(403);
    expect(await packageCount()).toBe(1);
    const res = await http(`/api/packages/${created.id}`, {
      method: "DELETE",
      cookie: adminCookie,
    });
    expect(res.status).toBe(204);
    expect(await packageCount()).toBe(0);
    // The assets stay.
    expect((await getDb().select({ n: count() }).from(inventoryAssets))[0]?.n).toBe(4);
  });

  it("answers 404 for an unknown property or package, 401 signed out", async () => {
    expect((await http(`/api/event-brands/999999/packages`, { cookie: userCookie })).status).toBe(
      404,
    );
    expect((await create(officialPartner(), adminCookie, 999999)).status).toBe(404);
    expect((await http(`/api/packages/999999`, { cookie: userCookie })).status).toBe(404);
    expect((await patch(999999, { name: "Nobody" })).status).toBe(404);
    const del = await http(`/api/packages/999999`, { method: "DELETE", cookie: adminCookie });
    expect(del.status).toBe(404);
    expect((await http(`/api/event-brands/${brandId}/packages`)).status).toBe(401);
  });

  it("refuses a season that is not a year", async () => {
    const res = await http(`/api/event-brands/${brandId}/packages?season=31`, {
      cookie: userCookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("season must be a year (YYYY)");
  });
});

describe("the package seed", () => {
  it("builds the demo packages from the assets present, skipping missing ones, idempotently", async () => {
    const db = getDb();
    await insertAsset(brandId, { name: "Event title rights", listPriceCents: 1_500_000_00 });
    // "Tee-box signage", "Hospitality suite" and "Sponsored social post" exist (beforeEach); the
    // other assets the packages name do not.
    const first = await seedInventoryPackages(db, brandId);
    expect(first).toEqual({ inventoryPackagesCreated: 3 });
    const list = await http(`/api/event-brands/${brandId}/packages?season=2031`, {
      cookie: userCookie,
    });
    const byName = Object.fromEntries(list.body.packages.map((p: { name: string }) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(LIV_GOLF_PACKAGES.map((p) => p.name).sort());
    const official = byName["Official Partner"];
    expect(
      official.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
    ).toEqual(
      expect.arrayContaining([
        ["Tee-box signage", 4],
        ["Hospitality suite", 2],
        ["Sponsored social post", 6],
      ]),
    );
    expect(official.exclusiveCategory).not.toBeNull();
    // Priced below its rate-card total, for the season being sold.
    expect(official.price).toBeGreaterThan(0);
    expect(official.price).toBeLessThan(official.rateCardTotal);
    expect(official.termSeasons).toBeGreaterThanOrEqual(1);
    expect(official.termSeasons).toBeLessThanOrEqual(3);
    // Leaderboard signage and the broadcast billboard are not seeded here: left out, no error.
    expect(byName["Event Title Partner"].items.map((i: { name: string }) => i.name).sort()).toEqual(
      ["Event title rights", "Hospitality suite"],
    );
    // Again: nothing new, nothing changed.
    await db
      .update(inventoryPackages)
      .set({ priceCents: 123 })
      .where(eq(inventoryPackages.name, "Official Partner"));
    expect(await seedInventoryPackages(db, brandId)).toEqual({ inventoryPackagesCreated: 0 });
    expect(await packageCount()).toBe(3);
    const [kept] = await db
      .select()
      .from(inventoryPackages)
      .where(eq(inventoryPackages.name, "Official Partner"));
    expect(kept!.priceCents).toBe(123);
  });

  it("creates no package when none of its assets exist", async () => {
    expect(await seedInventoryPackages(getDb(), otherBrandId)).toEqual({
      inventoryPackagesCreated: 0,
    });
  });
});
