import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  specificEvents,
  sponsorBrands,
  sponsorProposals,
} from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { INVESTMENT_MESSAGES } from "@/lib/shared/schemas/proposal-investment";
import type { ProposalSection, ProposalView } from "@/lib/shared/schemas/proposal";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn, waitForJob } from "../support/http";
import { flat, publicOutputs, type PublicOutputs } from "../support/proposal-outputs";

/**
 * A proposal's Investment end to end: priced with a package or with assets, removed, refused when
 * it names another property's inventory, versioned like other edits, and shown to the sponsor
 * (share page, its API answer, PDF, PowerPoint) without the seller's floor or rate card.
 */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let sellerCookie: string;
let memberCookie: string;
let liv: number;
let sailGp: number;
let sponsorId: number;
let event: { id: number; season: number; name: string };
const asset: Record<string, number> = {};
let packageId: number;
let foreignPackageId: number;

// Distinctive figures: the floor and list prices must never appear in what a sponsor sees.
const FLOOR_SIGNS_CENTS = 123_457_00; // $123,457 per sign per event
const LIST_SIGNS_CENTS = 187_654_00;
const FLOOR_SUITE_CENTS = 234_568_00;

async function brandId(name: string) {
  const [row] = await getDb().select().from(eventBrands).where(eq(eventBrands.name, name));
  return row!.id;
}

async function insertAsset(
  values: Partial<typeof inventoryAssets.$inferInsert> & { name: string },
) {
  const [row] = await getDb()
    .insert(inventoryAssets)
    .values({
      eventBrandId: liv,
      category: "signage",
      unit: "per event",
      scope: "event",
      quantity: 10,
      listPriceCents: 10_000_00,
      currency: "USD",
      ...values,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const seller = await createTestUser({ username: "pricer" });
  const member = await createTestUser({ username: "member" });
  sellerCookie = await signIn(seller.username, seller.password);
  memberCookie = await signIn(member.username, member.password);
  liv = await brandId("LIV Golf");
  sailGp = await brandId("SailGP");
  const [sponsor] = await getDb()
    .select()
    .from(sponsorBrands)
    .where(eq(sponsorBrands.slug, "dp-world"));
  sponsorId = sponsor!.id;
  const [row] = await getDb()
    .insert(specificEvents)
    .values({
      eventBrandId: liv,
      name: "LIV Golf Test Open",
      startDate: day(120),
      endDate: day(122),
      locationName: "Test Links",
      locationCountry: "Spain",
    })
    .returning();
  event = { id: row!.id, season: Number(row!.startDate!.slice(0, 4)), name: row!.name };
  // Names of this test's own, so a seeded rate card never collides with them.
  asset.signs = await insertAsset({
    name: "Test tee-box sign",
    listPriceCents: LIST_SIGNS_CENTS,
    floorPriceCents: FLOOR_SIGNS_CENTS,
    isExclusive: true,
    specificEventIds: [event.id],
  });
  asset.suite = await insertAsset({
    name: "Test hospitality suite",
    category: "hospitality",
    floorPriceCents: FLOOR_SUITE_CENTS,
    specificEventIds: [event.id],
  });
  asset.posts = await insertAsset({
    name: "Test social post",
    category: "digital",
    unit: "per post",
    scope: "season",
    quantity: 40,
  });
  asset.foreign = await insertAsset({ name: "Test sail branding", eventBrandId: sailGp });
  const [pkg] = await getDb()
    .insert(inventoryPackages)
    .values({
      eventBrandId: liv,
      name: "Test Official Partner",
      priceCents: 1_500_000_00,
      termSeasons: 3,
      exclusiveCategory: "Logistics & Shipping",
    })
    .returning();
  packageId = pkg!.id;
  await getDb()
    .insert(inventoryPackageItems)
    .values([
      { packageId, assetId: asset.signs!, quantity: 4 },
      { packageId, assetId: asset.suite!, quantity: 2 },
      { packageId, assetId: asset.posts!, quantity: 6 },
    ]);
  const [foreign] = await getDb()
    .insert(inventoryPackages)
    .values({ eventBrandId: sailGp, name: "Test Sail Partner", priceCents: 100_00 })
    .returning();
  foreignPackageId = foreign!.id;
});

async function draft(
  cookie: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; created: ProposalView }> {
  const res = await http("/api/proposals", {
    cookie,
    json: {
      sponsorBrandId: sponsorId,
      specificEventId: event.id,
      tier: "Official Sponsor",
      ...extra,
    },
  });
  expect(res.status).toBe(202);
  expect((await waitForJob(res.body.job.id, cookie)).status).toBe("completed");
  return { id: res.body.proposal.id, created: res.body.proposal };
}

const get = async (id: number, cookie = sellerCookie): Promise<ProposalView> =>
  (await http(`/api/proposals/${id}`, { cookie })).body;

const patch = (id: number, json: Record<string, unknown>, cookie = sellerCookie) =>
  http(`/api/proposals/${id}`, { cookie, method: "PATCH", json });

describe("pricing a proposal", () => {
  it("takes a package: its items copied, its price, term and exclusivity, the event's season", async () => {
    const { id, created } = await draft(sellerCookie, { investment: { packageId } });
    expect(created.investment).toMatchObject({
      packageId,
      packageName: "Test Official Partner",
      pricePerSeason: 1_500_000,
      pricePerSeasonCents: 1_500_000_00,
      termSeasons: 3,
      total: 4_500_000,
      totalCents: 4_500_000_00,
      currency: "USD",
      startSeason: event.season,
      exclusiveCategory: "Logistics & Shipping",
    });
    const proposal = await get(id);
    expect(proposal.version).toBe(1);
    const items = proposal.investment!.items;
    expect(items.map((item) => [item.name, item.quantity])).toEqual([
      ["Test tee-box sign", 4],
      ["Test social post", 6],
      ["Test hospitality suite", 2],
    ]);
    expect(items[0]).toMatchObject({ category: "signage", unit: "per event", scope: "event" });
    expect(items[0]!.events.map((e) => e.name)).toEqual([event.name]);
    // The seller sees the floor: 4 signs and 2 suites at the one event they apply to.
    expect(proposal.investment!.internal.floorPerSeason).toBe(
      (4 * FLOOR_SIGNS_CENTS + 2 * FLOOR_SUITE_CENTS) / 100,
    );
    expect(proposal.investment!.internal.belowFloor).toBe(false);

    // The package changing later does not change what the proposal offered.
    await getDb()
      .update(inventoryPackageItems)
      .set({ quantity: 9 })
      .where(eq(inventoryPackageItems.assetId, asset.signs!));
    expect((await get(id)).investment!.items[0]!.quantity).toBe(4);
    await getDb()
      .update(inventoryPackageItems)
      .set({ quantity: 4 })
      .where(eq(inventoryPackageItems.assetId, asset.signs!));
  });

  it("takes a package with its own price and term", async () => {
    const { id } = await draft(sellerCookie);
    const res = await patch(id, {
      investment: { packageId, pricePerSeason: 999.5, termSeasons: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.investment).toMatchObject({
      pricePerSeason: 999.5,
      pricePerSeasonCents: 99_950,
      termSeasons: 2,
      total: 1999,
      totalCents: 199_900,
    });
    expect(res.body.investment.internal.belowFloor).toBe(true);
  });

  it("takes assets with quantities, saves a version, and removes the investment with null", async () => {
    const { id } = await draft(sellerCookie);
    const res = await patch(id, {
      investment: {
        items: [
          { assetId: asset.signs, quantity: 2 },
          { assetId: asset.posts, quantity: 10 },
        ],
        pricePerSeason: 2_750_000.25,
        termSeasons: 2,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.investment).toMatchObject({
      packageId: null,
      packageName: null,
      pricePerSeason: 2_750_000.25,
      termSeasons: 2,
      total: 5_500_000.5,
      totalCents: 550_000_050,
      currency: "USD",
      startSeason: event.season,
      // An exclusive asset grants exclusivity in the sponsor's own industry.
      exclusiveCategory: "Logistics & Shipping",
    });
    expect(res.body.investment.items).toHaveLength(2);
    const versions = await http(`/api/proposals/${id}/versions`, { cookie: sellerCookie });
    expect(versions.body[0]).toMatchObject({ version: 2, note: "Investment priced" });

    const removed = await patch(id, { investment: null });
    expect(removed.status).toBe(200);
    expect(removed.body.investment).toBeNull();
    expect(removed.body.version).toBe(3);
    expect((await get(id)).investment).toBeNull();
  });

  it("lets a member price their own proposal, never another's", async () => {
    const { id } = await draft(memberCookie);
    const own = await patch(id, { investment: { packageId } }, memberCookie);
    expect(own.status).toBe(200);
    expect(own.body.investment.packageId).toBe(packageId);
    const { id: sellers } = await draft(sellerCookie);
    const other = await patch(sellers, { investment: { packageId } }, memberCookie);
    expect(other.status).toBe(403);
    expect((await get(sellers)).investment).toBeNull();
  });
});

describe("refused investments", () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await draft(sellerCookie));
  });

  it.each([
    [{ packageId: 1, items: [{ assetId: 1, quantity: 1 }] }, INVESTMENT_MESSAGES.oneSource],
    [{}, INVESTMENT_MESSAGES.oneSource],
    [{ items: [{ assetId: 1, quantity: 1 }] }, INVESTMENT_MESSAGES.itemsNeedPrice],
    [{ items: [], pricePerSeason: 1, termSeasons: 1 }, "An investment needs at least one asset"],
    [
      { items: [{ assetId: 1, quantity: 0 }], pricePerSeason: 1, termSeasons: 1 },
      "quantity must be at least 1",
    ],
    [
      { items: [{ assetId: 1, quantity: 1.5 }], pricePerSeason: 1, termSeasons: 1 },
      "quantity must be a whole number",
    ],
    [
      {
        items: [
          { assetId: 1, quantity: 1 },
          { assetId: 1, quantity: 2 },
        ],
        pricePerSeason: 1,
        termSeasons: 1,
      },
      INVESTMENT_MESSAGES.duplicateAsset,
    ],
    [{ packageId: 1, pricePerSeason: -1 }, "pricePerSeason cannot be negative"],
    [{ packageId: 1, pricePerSeason: 1.234 }, "pricePerSeason can have at most 2 decimal places"],
    [{ packageId: 1, pricePerSeason: 1e15 }, "pricePerSeason is too large"],
    [{ packageId: 1, termSeasons: 0 }, "termSeasons must be at least 1"],
    [{ packageId: 1, termSeasons: 11 }, "termSeasons must be at most 10"],
    [{ packageId: "1" }, "packageId must be a number"],
  ])("refuses %j with a 400", async (investment, message) => {
    const res = await patch(id, { investment });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect((await get(id)).version).toBe(1);
  });

  it("refuses another property's package and asset, naming them", async () => {
    const pkg = await patch(id, { investment: { packageId: foreignPackageId } });
    expect(pkg.status).toBe(400);
    expect(pkg.body.error).toContain('Package "Test Sail Partner" belongs to SailGP, not LIV Golf');
    const items = await patch(id, {
      investment: {
        items: [
          { assetId: asset.signs, quantity: 1 },
          { assetId: asset.foreign, quantity: 1 },
        ],
        pricePerSeason: 10,
        termSeasons: 1,
      },
    });
    expect(items.status).toBe(400);
    expect(items.body.error).toContain('Asset "Test sail branding" belongs to SailGP');
    const missing = await patch(id, { investment: { packageId: 999_999 } });
    expect(missing.status).toBe(404);
    expect((await get(id)).investment).toBeNull();
  });

  it("refuses a foreign package when starting a proposal, keeping nothing", async () => {
    const before = await getDb().select({ id: sponsorProposals.id }).from(sponsorProposals);
    const res = await http("/api/proposals", {
      cookie: sellerCookie,
      json: {
        sponsorBrandId: sponsorId,
        eventBrandId: liv,
        tier: "Official Sponsor",
        investment: { packageId: foreignPackageId },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("belongs to SailGP");
    const after = await getDb().select({ id: sponsorProposals.id }).from(sponsorProposals);
    expect(after).toHaveLength(before.length);
  });

  it("refuses an investment on a proposal without an event brand", async () => {
    const { id: loose } = await draft(sellerCookie);
    await getDb()
      .update(sponsorProposals)
      .set({ eventBrandId: null, eventId: null })
      .where(eq(sponsorProposals.id, loose));
    const res = await patch(loose, { investment: { packageId } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(INVESTMENT_MESSAGES.noProperty);
  });
});

describe("what the sponsor sees", () => {
  let id: number;
  let outputs: PublicOutputs;
  let proposal: ProposalView;
  beforeAll(async () => {
    ({ id } = await draft(sellerCookie, { investment: { packageId, pricePerSeason: 900_000 } }));
    proposal = await get(id);
    // Priced below the floor on purpose: the warning is the seller's only.
    expect(proposal.investment!.internal.belowFloor).toBe(true);
    outputs = await publicOutputs(id, sellerCookie);
  }, 120_000);

  const sponsorTexts = () =>
    [
      ["share page", outputs.pageText],
      ["PDF", outputs.pdf],
      ["PowerPoint", outputs.pptx],
    ] as const;

  const sharedAnswer = async () => {
    const link = await http(`/api/proposals/${id}/share-links`, { cookie: sellerCookie, json: {} });
    return (await http(`/api/shared-proposals/${link.body.token}`)).body.proposal;
  };

  it("shows the Investment: assets, quantities, events, term, price per season, total, exclusivity", () => {
    for (const [where, text] of sponsorTexts()) {
      const haystack = flat(text);
      for (const expected of [
        "4 × Test tee-box sign",
        "2 × Test hospitality suite",
        "6 × Test social post",
        `at ${event.name}`,
        "Test Official Partner",
        `3 seasons (${event.season}–${event.season + 2})`,
        "Price per season",
        "$900,000",
        "Total investment",
        "$2,700,000",
        "Category exclusivity in Logistics & Shipping",
      ])
        expect([where, haystack.includes(expected) ? expected : `missing: ${expected}`]).toEqual([
          where,
          expected,
        ]);
    }
  });

  it("never shows the floor, the rate card or the seller's warning", async () => {
    const floor = proposal.investment!.internal.floorPerSeason!;
    const list = proposal.investment!.internal.listPerSeason;
    const forbidden = [
      "123,457",
      "234,568",
      "187,654",
      floor.toLocaleString("en-US"),
      list.toLocaleString("en-US"),
      String(floor),
      "floor price",
      "rate card",
    ];
    for (const [where, text] of [...sponsorTexts(), ["share API", outputs.api] as const])
      for (const needle of forbidden)
        expect([where, flat(text).toLowerCase().includes(needle.toLowerCase())]).toEqual([
          where,
          false,
        ]);
    const shared = await sharedAnswer();
    expect(shared.investment).toMatchObject({
      packageName: "Test Official Partner",
      pricePerSeason: 900_000,
      termSeasons: 3,
      total: 2_700_000,
      exclusiveCategory: "Logistics & Shipping",
    });
    expect(shared.investment.items).toContainEqual(
      expect.objectContaining({ name: "Test tee-box sign", quantity: 4, events: [event.name] }),
    );
    expect(JSON.stringify(shared)).not.toMatch(/floor|listPer|internal|Cents/i);
  });

  it("leaves the offer out when the seller hides the Investment section", async () => {
    const sections = proposal.sections.map((section: ProposalSection) =>
      section.kind === "investment" ? { ...section, hidden: true } : section,
    );
    expect((await patch(id, { sections })).status).toBe(200);
    const shared = await sharedAnswer();
    expect(shared.investment).toBeNull();
    expect(JSON.stringify(shared)).not.toContain("Test tee-box sign");
  });
});
