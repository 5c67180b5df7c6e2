import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  proposalInvestmentItems,
  proposalInvestments,
  specificEvents,
  sponsorBrands,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { seedInventoryAssets } from "@/lib/server/seed/inventory-assets";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { ASSET_CATEGORY_KEYS } from "@/lib/shared/inventory";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies in tests are arbitrary JSON
type AnyJson = any;

let adminCookie: string;
let memberCookie: string;
let memberId: number;
let liv: number;
let sailGp: number;
let otherBrandEventId: number;

const db = () => getDb();
const brandId = async (name: string) =>
  (
    await db().select({ id: eventBrands.id }).from(eventBrands).where(eq(eventBrands.name, name))
  )[0]!.id;
const assetId = async (name: string) =>
  (
    await db()
      .select({ id: inventoryAssets.id })
      .from(inventoryAssets)
      .where(and(eq(inventoryAssets.eventBrandId, liv), eq(inventoryAssets.name, name)))
  )[0]!.id;
const eventsIn = async (brand: number, season: number) =>
  (
    await db()
      .select({ id: specificEvents.id })
      .from(specificEvents)
      .where(
        and(
          eq(specificEvents.eventBrandId, brand),
          sql`extract(year from ${specificEvents.startDate}) = ${season}`,
        ),
      )
  ).length;

const post = (brand: number, json: Record<string, unknown>, cookie = adminCookie) =>
  http(`/api/event-brands/${brand}/assets`, { cookie, json });
const patch = (id: number, json: unknown, cookie = adminCookie) =>
  http(`/api/assets/${id}`, { cookie, json, method: "PATCH" });
const remove = (id: number, cookie = adminCookie) =>
  http(`/api/assets/${id}`, { cookie, method: "DELETE" });

const valid = {
  name: "Putting green branding",
  category: "signage",
  unit: "per green per event",
  quantity: 2,
  listPrice: 30000.5,
  floorPrice: 25000,
};

/** A proposal with an Investment of these assets, written straight into the tables. */
async function proposalHolding(
  status: string,
  items: Array<{ assetId: number; quantity: number }>,
  term = { startSeason: 2026, termSeasons: 2 },
): Promise<number> {
  const [sponsor] = await db().select({ id: sponsorBrands.id }).from(sponsorBrands).limit(1);
  const [proposal] = await db()
    .insert(sponsorProposals)
    .values({
      sponsorBrandId: sponsor!.id,
      userId: memberId,
      title: `Pitch (${status})`,
      content: "",
      status,
      eventBrandId: liv,
    })
    .returning({ id: sponsorProposals.id });
  await db()
    .insert(proposalInvestments)
    .values({ proposalId: proposal!.id, pricePerSeasonCents: 100_000_00, ...term });
  await db()
    .insert(proposalInvestmentItems)
    .values(items.map((item) => ({ proposalId: proposal!.id, ...item })));
  return proposal!.id;
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const admin = await createTestUser({ username: "inventory-admin", role: "admin" });
  const member = await createTestUser({ username: "inventory-member" });
  memberId = member.id;
  adminCookie = await signIn(admin.username, admin.password);
  memberCookie = await signIn(member.username, member.password);
  liv = await brandId("LIV Golf");
  sailGp = await brandId("SailGP");
  const [other] = await db()
    .select({ id: specificEvents.id })
    .from(specificEvents)
    .where(sql`${specificEvents.eventBrandId} <> ${liv}`)
    .limit(1);
  otherBrandEventId = other!.id;
}, 180_000);

describe("inventory assets: the seeded rate cards", () => {
  it("gives LIV Golf its 22 named assets across every category, and the others a few", async () => {
    const res = await http(`/api/event-brands/${liv}/assets`, { cookie: memberCookie });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(22);
    const categories = res.body.map((asset: AnyJson) => asset.category);
    expect(new Set(categories)).toEqual(new Set(ASSET_CATEGORY_KEYS));
    // In the categories' order.
    const order = categories.map((key: string) => ASSET_CATEGORY_KEYS.indexOf(key as never));
    expect(order).toEqual([...order].sort((a: number, b: number) => a - b));
    expect(res.body.find((asset: AnyJson) => asset.name === "Tee-box signage")).toMatchObject({
      scope: "event",
      currency: "USD",
      listPrice: 45000,
      listPriceCents: 4_500_000,
      exposure: { attendance: 0.25, broadcast: 0.08 },
    });
    const sail = await http(`/api/event-brands/${sailGp}/assets`, { cookie: memberCookie });
    expect(sail.body.length).toBeGreaterThanOrEqual(3);
    expect(sail.body.length).toBeLessThanOrEqual(5);
  });

  it("changes nothing when seeded again, even an asset an admin repriced", async () => {
    const id = await assetId("Pro-am places");
    await patch(id, { listPrice: 26000 });
    const before = await db().select().from(inventoryAssets).orderBy(inventoryAssets.id);
    expect(await seedInventoryAssets(db())).toEqual({ created: 0 });
    const after = await db().select().from(inventoryAssets).orderBy(inventoryAssets.id);
    expect(after).toEqual(before);
    expect(after.find((row) => row.id === id)?.listPriceCents).toBe(2_600_000);
  });
});

describe("inventory assets: reading", () => {
  it("filters by category and part of the name, and refuses a bad filter", async () => {
    const signage = await http(`/api/event-brands/${liv}/assets?category=signage`, {
      cookie: memberCookie,
    });
    expect(signage.body.map((asset: AnyJson) => asset.name)).toEqual([
      "Driving range branding",
      "Grandstand branding",
      "Leaderboard signage",
      "Tee-box signage",
    ]);
    const search = await http(`/api/event-brands/${liv}/assets?q=HOSPITALITY`, {
      cookie: memberCookie,
    });
    expect(search.body.map((asset: AnyJson) => asset.name)).toEqual([
      "Clubhouse hospitality passes",
      "Hospitality suite",
    ]);
    const wildcard = await http(`/api/event-brands/${liv}/assets?q=%25`, { cookie: memberCookie });
    expect(wildcard.body).toEqual([]);
    const bad = await http(`/api/event-brands/${liv}/assets?category=cars`, {
      cookie: memberCookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Category must be one of: naming, signage/);
  });

  it("answers 404 for an unknown property or asset, and 401 without a session", async () => {
    expect((await http("/api/event-brands/999999/assets", { cookie: memberCookie })).status).toBe(
      404,
    );
    const missing = await http("/api/assets/999999", { cookie: memberCookie });
    expect([missing.status, missing.body.error]).toEqual([404, "Asset not found"]);
    expect((await patch(999999, { quantity: 1 })).status).toBe(404);
    expect((await remove(999999)).status).toBe(404);
    expect((await post(999999, valid)).status).toBe(404);
    expect((await http(`/api/event-brands/${liv}/assets`)).status).toBe(401);
  });
});

describe("inventory assets: writing", () => {
  it("creates, reads, edits and deletes an asset (admin), prices in whole units", async () => {
    const created = await post(liv, { ...valid, currency: "usd", exposure: { attendance: 0.2 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Putting green branding",
      scope: "event",
      listPrice: 30000.5,
      listPriceCents: 3_000_050,
      floorPrice: 25000,
      floorPriceCents: 2_500_000,
      currency: "USD",
      isExclusive: false,
      specificEventIds: [],
      exposure: { attendance: 0.2 },
    });
    const id = created.body.id;
    const read = await http(`/api/assets/${id}`, { cookie: memberCookie });
    expect(read.body).toEqual(created.body);

    const edited = await patch(id, { listPrice: 20000, floorPrice: null, quantity: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ listPrice: 20000, floorPrice: null, quantity: 0 });

    const duplicate = await post(liv, { ...valid, name: "PUTTING GREEN BRANDING" });
    expect([duplicate.status, duplicate.body.error]).toEqual([
      409,
      "This property already has an asset with that name",
    ]);

    expect((await remove(id)).status).toBe(204);
    expect((await http(`/api/assets/${id}`, { cookie: memberCookie })).status).toBe(404);
  });

  it("takes events of the property only, naming the stranger", async () => {
    const [own] = await db()
      .select({ id: specificEvents.id })
      .from(specificEvents)
      .where(eq(specificEvents.eventBrandId, liv))
      .limit(1);
    const created = await post(liv, {
      ...valid,
      name: "Event-only sign",
      specificEventIds: [own!.id],
    });
    expect(created.status).toBe(201);
    expect(created.body.specificEventIds).toEqual([own!.id]);
    const refused = await post(liv, {
      ...valid,
      name: "Stray sign",
      specificEventIds: [own!.id, otherBrandEventId],
    });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      `Event ${otherBrandEventId} is not an event of this property`,
    ]);
    const patched = await patch(created.body.id, { specificEventIds: [otherBrandEventId] });
    expect(patched.status).toBe(400);
    expect(patched.body.details[0].path).toBe("body.specificEventIds");
    await remove(created.body.id);
  });

  it.each([
    [{ name: undefined }, "Asset name is required"],
    [{ name: "   " }, "Asset name is required"],
    [{ name: "x".repeat(201) }, "Asset name must be at most 200 characters"],
    [{ category: "cars" }, /^Category must be one of/],
    [{ unit: "" }, 'Unit is required, e.g. "per event"'],
    [{ unit: undefined }, 'Unit is required, e.g. "per event"'],
    [{ scope: "month" }, /^Scope must be "event"/],
    [{ quantity: -1 }, "Quantity must be a whole number, 0 or more"],
    [{ quantity: 1.5 }, "Quantity must be a whole number, 0 or more"],
    [{ quantity: 3_000_000_000 }, "Quantity must be a whole number, 0 or more"],
    [{ listPrice: undefined }, "List price is required"],
    [{ listPrice: "lots" }, "List price must be a number"],
    [{ listPrice: -5 }, "List price cannot be negative"],
    [{ listPrice: 10.005 }, "List price can have at most 2 decimal places"],
    [{ listPrice: 1e14 }, "List price is too large"],
    [{ floorPrice: 40000 }, "Floor price cannot be above the list price"],
    [{ currency: "US" }, "Currency must be a 3-letter code such as USD"],
    [{ exposure: { broadcast: 1.5 } }, "Exposure broadcast must be a share from 0 to 1"],
    [{ exposure: { radio: 0.5 } }, /radio/],
    [{ specificEventIds: [0] }, "Event id must be a positive number"],
    [{ colour: "red" }, /colour/],
  ])("refuses %j with a 400 and changes nothing", async (change, message) => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryAssets);
    const res = await post(liv, { ...valid, name: "Refused asset", ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(
      typeof message === "string" ? message : expect.stringMatching(message),
    );
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryAssets);
    expect(after).toEqual(before);
  });

  it("checks a new floor price against the stored list price, and an empty edit", async () => {
    const id = await assetId("Hospitality suite");
    const above = await patch(id, { floorPrice: 150000.01 });
    expect([above.status, above.body.error]).toEqual([
      400,
      "Floor price cannot be above the list price",
    ]);
    const below = await patch(id, { listPrice: 100000 });
    expect([below.status, below.body.error]).toEqual([
      400,
      "Floor price cannot be above the list price",
    ]);
    const empty = await patch(id, {});
    expect([empty.status, empty.body.error]).toEqual([400, "Nothing to change"]);
    const row = await http(`/api/assets/${id}`, { cookie: memberCookie });
    expect(row.body).toMatchObject({ listPrice: 150000, floorPrice: 120000 });
  });

  it("lets members read but not write (403), and changes nothing", async () => {
    const id = await assetId("Tee-box signage");
    expect((await post(liv, valid, memberCookie)).status).toBe(403);
    expect((await patch(id, { quantity: 1 }, memberCookie)).status).toBe(403);
    expect((await remove(id, memberCookie)).status).toBe(403);
    const row = await http(`/api/assets/${id}`, { cookie: memberCookie });
    expect(row.body.quantity).toBe(18);
  });

  it("refuses (409) to delete an asset a package uses or a proposal offers", async () => {
    const signId = await assetId("Grandstand branding");
    const [pkg] = await db()
      .insert(inventoryPackages)
      .values({ eventBrandId: liv, name: "Stands Partner", priceCents: 50_000_000 })
      .returning({ id: inventoryPackages.id });
    await db()
      .insert(inventoryPackageItems)
      .values({ packageId: pkg!.id, assetId: signId, quantity: 2 });
    const inPackage = await remove(signId);
    expect([inPackage.status, inPackage.body.error]).toEqual([
      409,
      "Grandstand branding is used by package Stands Partner: remove it from the package first.",
    ]);

    const rangeId = await assetId("Driving range branding");
    await proposalHolding("draft", [{ assetId: rangeId, quantity: 1 }]);
    const inProposal = await remove(rangeId);
    expect(inProposal.status).toBe(409);
    expect(inProposal.body.error).toMatch(/^Driving range branding is offered in a proposal/);
    expect((await http(`/api/assets/${rangeId}`, { cookie: memberCookie })).status).toBe(200);
  });
});

describe("inventory availability", () => {
  it("counts what open proposals hold, per event and for the season, over their term", async () => {
    const tee = await assetId("Tee-box signage");
    const posts = await assetId("Sponsored social post");
    await proposalHolding("sent", [
      { assetId: tee, quantity: 4 },
      { assetId: posts, quantity: 6 },
    ]);
    // Accepted and declined proposals hold nothing.
    await proposalHolding("declined", [{ assetId: tee, quantity: 5 }]);
    await proposalHolding("accepted", [{ assetId: posts, quantity: 9 }]);

    const events2026 = await eventsIn(liv, 2026);
    expect(events2026).toBeGreaterThan(0);
    const res = await http(`/api/event-brands/${liv}/availability?season=2026`, {
      cookie: memberCookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.season).toBe(2026);
    expect(res.body.events).toHaveLength(events2026);
    const teeRow = res.body.assets.find((row: AnyJson) => row.assetId === tee);
    expect(teeRow).toMatchObject({
      quantity: 18 * events2026,
      sold: 0,
      held: 4 * events2026,
      available: 14 * events2026,
      overbooked: false,
    });
    expect(teeRow.events).toHaveLength(events2026);
    expect(teeRow.events[0]).toMatchObject({ quantity: 18, held: 4, available: 14, sold: 0 });
    const postRow = res.body.assets.find((row: AnyJson) => row.assetId === posts);
    expect(postRow).toMatchObject({ quantity: 60, held: 6, available: 54, events: [] });

    // The second season of the term holds too; the one after does not.
    const next = await http(`/api/event-brands/${liv}/availability?season=2027`, {
      cookie: memberCookie,
    });
    expect(next.body.assets.find((row: AnyJson) => row.assetId === posts).held).toBe(6);
    const after = await http(`/api/event-brands/${liv}/availability?season=2028`, {
      cookie: memberCookie,
    });
    expect(after.body.assets.find((row: AnyJson) => row.assetId === posts).held).toBe(0);
  });

  it("answers the season being sold by default, 400 for a malformed season, 404 for no property", async () => {
    const fallback = await http(`/api/event-brands/${liv}/availability`, { cookie: memberCookie });
    expect(fallback.status).toBe(200);
    const explicit = await http(
      `/api/event-brands/${liv}/availability?season=${fallback.body.season}`,
      { cookie: memberCookie },
    );
    expect(explicit.body).toEqual(fallback.body);
    for (const season of ["26", "20266", "next", "0000"]) {
      const bad = await http(`/api/event-brands/${liv}/availability?season=${season}`, {
        cookie: memberCookie,
      });
      expect([bad.status, bad.body.error]).toEqual([400, "season must be a year (YYYY)"]);
    }
    const unknown = await http("/api/event-brands/999999/availability", { cookie: memberCookie });
    expect(unknown.status).toBe(404);
  });
});
