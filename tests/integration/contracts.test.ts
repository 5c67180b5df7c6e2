import { eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  auditLog,
  contracts,
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
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { CONTRACT_MESSAGES } from "@/lib/shared/schemas/contract";
import { clearSampleDeals, createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

/**
 * Contracts over HTTP: recorded for a deal, for a sponsor and property (a Pending deal is recorded
 * with it), from a package or from an accepted proposal's Investment; every refusal (400, 403,
 * 404, 409, 413, 415); the inventory they take (signed sold, pending held, cancelled released),
 * the admin's override and its audit entry; the signed PDF; the instalment steps.
 */

// A season of its own, far from the seeded events, so availability counts only this file's sales.
const SEASON = 2031;
const START = `${SEASON}-01-01`;
const END = `${SEASON}-12-31`;

let owner: { id: number; cookie: string };
let memberCookie: string;
let adminCookie: string;
let liv: number;
let sailGp: number;
let sponsors: number[];
let dealId: number;
const event: Record<"riyadh" | "jeddah", number> = { riyadh: 0, jeddah: 0 };
const asset: Record<"signs" | "posts" | "suite" | "foreign", number> = {
  signs: 0,
  posts: 0,
  suite: 0,
  foreign: 0,
};
let packageId: number;

async function brandId(name: string) {
  const [row] = await getDb().select().from(eventBrands).where(eq(eventBrands.name, name));
  return row!.id;
}

async function insertEvent(name: string, startDate: string) {
  const [row] = await getDb()
    .insert(specificEvents)
    .values({ eventBrandId: liv, name, startDate, endDate: startDate, locationName: "Test" })
    .returning();
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
      quantity: 4,
      listPriceCents: 10_000_00,
      currency: "USD",
      ...values,
    })
    .returning();
  return row!.id;
}

const post = (body: object, cookie = owner.cookie) =>
  http("/api/contracts", { cookie, json: body });

const base = () => ({
  dealId,
  startDate: START,
  endDate: END,
  totalFee: 100_000,
  currency: "USD",
});

async function availability() {
  const res = await http(`/api/event-brands/${liv}/availability?season=${SEASON}`, {
    cookie: owner.cookie,
  });
  expect(res.status).toBe(200);
  const find = (id: number) =>
    res.body.assets.find((entry: { assetId: number }) => entry.assetId === id);
  const atEvent = (id: number, eventId: number) =>
    find(id).events.find((entry: { eventId: number }) => entry.eventId === eventId);
  return { find, atEvent };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  await clearSampleDeals();
  const ownerUser = await createTestUser({ username: "contract-owner" });
  const member = await createTestUser({ username: "contract-member" });
  const admin = await createTestUser({ username: "contract-admin", role: "admin" });
  owner = { id: ownerUser.id, cookie: await signIn(ownerUser.username, ownerUser.password) };
  memberCookie = await signIn(member.username, member.password);
  adminCookie = await signIn(admin.username, admin.password);
  liv = await brandId("LIV Golf");
  sailGp = await brandId("SailGP");
  sponsors = (
    await getDb()
      .select({ id: sponsorBrands.id })
      .from(sponsorBrands)
      .where(isNotNull(sponsorBrands.industry))
      .limit(3)
  ).map((row) => row.id);
  event.riyadh = await insertEvent(`LIV Golf Test Riyadh ${SEASON}`, `${SEASON}-03-05`);
  event.jeddah = await insertEvent(`LIV Golf Test Jeddah ${SEASON}`, `${SEASON}-09-05`);
  const events = [event.riyadh, event.jeddah];
  asset.signs = await insertAsset({ name: "Test tee-box signage", specificEventIds: events });
  asset.suite = await insertAsset({
    name: "Test hospitality suite",
    category: "hospitality",
    quantity: 2,
    specificEventIds: events,
  });
  asset.posts = await insertAsset({
    name: "Test social post",
    category: "digital",
    unit: "per post",
    scope: "season",
    quantity: 10,
  });
  asset.foreign = await insertAsset({ name: "Test sail branding", eventBrandId: sailGp });
  const [pkg] = await getDb()
    .insert(inventoryPackages)
    .values({ eventBrandId: liv, name: "Test Partner Package", priceCents: 500_000_00 })
    .returning();
  packageId = pkg!.id;
  await getDb()
    .insert(inventoryPackageItems)
    .values({ packageId, assetId: asset.suite, quantity: 1 });
  const deal = await http("/api/sponsor-deals", {
    cookie: owner.cookie,
    json: {
      eventBrandId: liv,
      sponsorBrandId: sponsors[0],
      sponsorshipLevel: "Partner",
      value: 100_000,
    },
  });
  expect(deal.status).toBe(201);
  dealId = deal.body.id;
});

describe("refusals", () => {
  const cases: [string, () => object, string][] = [
    ["no party", () => ({ ...base(), dealId: undefined, packageId }), CONTRACT_MESSAGES.oneParty],
    [
      "a deal and a pair",
      () => ({ ...base(), eventBrandId: liv, sponsorBrandId: sponsors[1], packageId }),
      CONTRACT_MESSAGES.bothParties,
    ],
    [
      "no start",
      () => ({ ...base(), startDate: undefined, packageId }),
      CONTRACT_MESSAGES.startRequired,
    ],
    [
      "no fee",
      () => ({ ...base(), totalFee: undefined, packageId }),
      CONTRACT_MESSAGES.feeRequired,
    ],
    ["nothing sold", () => base(), CONTRACT_MESSAGES.noSource],
    [
      "items and a package",
      () => ({ ...base(), packageId, items: [{ assetId: asset.posts, quantity: 1 }] }),
      CONTRACT_MESSAGES.oneSource,
    ],
    [
      "end before start",
      () => ({ ...base(), endDate: `${SEASON - 1}-12-31`, packageId }),
      CONTRACT_MESSAGES.endBeforeStart,
    ],
    [
      "an asset twice",
      () => ({
        ...base(),
        items: [
          { assetId: asset.posts, quantity: 1 },
          { assetId: asset.posts, quantity: 2 },
        ],
      }),
      CONTRACT_MESSAGES.duplicateAsset,
    ],
    [
      "an unknown asset",
      () => ({ ...base(), items: [{ assetId: 99_999_999, quantity: 1 }] }),
      CONTRACT_MESSAGES.assetNotFound(99_999_999),
    ],
    [
      "another property's asset",
      () => ({ ...base(), items: [{ assetId: asset.foreign, quantity: 1 }] }),
      CONTRACT_MESSAGES.notOfProperty("Asset Test sail branding"),
    ],
    [
      "an event the asset is not at",
      () => ({
        ...base(),
        items: [{ assetId: asset.posts, quantity: 1, specificEventIds: [event.riyadh] }],
      }),
      CONTRACT_MESSAGES.eventNotForAsset("Test social post", `LIV Golf Test Riyadh ${SEASON}`),
    ],
    [
      "an unknown deal",
      () => ({ ...base(), dealId: 99_999_999, packageId }),
      CONTRACT_MESSAGES.dealNotFound,
    ],
    [
      "instalments short of the fee",
      () => ({
        ...base(),
        packageId,
        instalments: [
          { dueDate: START, amount: 60_000 },
          { dueDate: `${SEASON}-06-01`, amount: 39_000 },
        ],
      }),
      "The instalments add up to $1,000.00 less than the total fee",
    ],
    [
      "a bad currency",
      () => ({ ...base(), currency: "dollars", packageId }),
      "Currency must be a 3-letter code such as USD",
    ],
  ];
  it.each(cases)("answers 400 for %s and records nothing", async (_name, body, message) => {
    const res = await post(body());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    const list = await http(`/api/contracts?eventBrandId=${liv}`, { cookie: owner.cookie });
    expect(list.body).toEqual([]);
  });

  it("answers 404 for an unknown contract and 400 for an unknown property's list", async () => {
    expect((await http("/api/contracts/99999999", { cookie: owner.cookie })).status).toBe(404);
    expect(
      (await http("/api/contracts?eventBrandId=99999999", { cookie: owner.cookie })).status,
    ).toBe(404);
    expect((await http("/api/contracts", { cookie: owner.cookie })).status).toBe(400);
  });
});

describe("contracts and the inventory they take", () => {
  let signed: number;
  let pending: number;

  it("records a signed contract for a deal, with its schedule and items", async () => {
    const res = await post({
      ...base(),
      exclusiveCategory: null,
      items: [
        { assetId: asset.signs, quantity: 2, specificEventIds: [event.riyadh] },
        { assetId: asset.posts, quantity: 4 },
      ],
      instalments: [
        { dueDate: `${SEASON}-06-01`, amount: 40_000 },
        { dueDate: START, amount: 60_000 },
      ],
    });
    expect(res.status).toBe(201);
    signed = res.body.id;
    expect(res.body).toMatchObject({
      dealId,
      sponsorBrandId: sponsors[0],
      eventBrandId: liv,
      status: "signed",
      startDate: START,
      endDate: END,
      seasons: [SEASON],
      totalFee: 100_000,
      totalFeeCents: 100_000_00,
      currency: "USD",
      isSample: false,
      document: null,
      canEdit: true,
      invoiced: 0,
      paid: 0,
      instalments: [
        { n: 1, dueDate: START, amount: 60_000, status: "due" },
        { n: 2, dueDate: `${SEASON}-06-01`, amount: 40_000, status: "due" },
      ],
      items: [
        { assetId: asset.signs, quantity: 2, specificEventIds: [event.riyadh] },
        { assetId: asset.posts, quantity: 4, specificEventIds: [] },
      ],
    });
    const got = await http(`/api/contracts/${signed}`, { cookie: memberCookie });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: signed, canEdit: false });

    const { find, atEvent } = await availability();
    expect(atEvent(asset.signs, event.riyadh)).toMatchObject({ sold: 2, held: 0, available: 2 });
    expect(atEvent(asset.signs, event.jeddah)).toMatchObject({ sold: 0, available: 4 });
    expect(find(asset.posts)).toMatchObject({ sold: 4, available: 6 });
  });

  it("records a Pending deal with a contract between a sponsor and a property; pending holds", async () => {
    const res = await post({
      eventBrandId: liv,
      sponsorBrandId: sponsors[1],
      status: "pending",
      startDate: START,
      endDate: END,
      totalFee: 20_000,
      items: [{ assetId: asset.signs, quantity: 1 }],
    });
    expect(res.status).toBe(201);
    pending = res.body.id;
    expect(res.body.instalments).toMatchObject([{ n: 1, dueDate: START, amount: 20_000 }]);
    const deal = await http(`/api/sponsor-deals/${res.body.dealId}`, { cookie: owner.cookie });
    expect(deal.body).toMatchObject({
      status: "Pending",
      sponsorBrandId: sponsors[1],
      value: 20_000,
    });
    const { atEvent } = await availability();
    expect(atEvent(asset.signs, event.riyadh)).toMatchObject({ sold: 2, held: 1, available: 1 });
    expect(atEvent(asset.signs, event.jeddah)).toMatchObject({ sold: 0, held: 1, available: 3 });
  });

  it("refuses to oversell (409 naming what is short) unless an admin overrides, audited", async () => {
    const body = {
      ...base(),
      items: [{ assetId: asset.signs, quantity: 3, specificEventIds: [event.riyadh] }],
    };
    const refused = await post(body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(
      `Test tee-box signage: 2 short at LIV Golf Test Riyadh ${SEASON}`,
    );
    expect(refused.body.details.shortages).toEqual([
      expect.objectContaining({ assetId: asset.signs, eventId: event.riyadh, short: 2 }),
    ]);
    expect((await post({ ...body, override: true })).status).toBe(403);
    expect(
      await getDb().select().from(auditLog).where(eq(auditLog.action, "contract.oversold")),
    ).toEqual([]);

    const adminDeal = await http("/api/sponsor-deals", {
      cookie: adminCookie,
      json: {
        eventBrandId: liv,
        sponsorBrandId: sponsors[2],
        sponsorshipLevel: "Partner",
        value: 1,
      },
    });
    const overridden = await post(
      { ...body, dealId: adminDeal.body.id, override: true },
      adminCookie,
    );
    expect(overridden.status).toBe(201);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "contract.oversold"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: "contract",
      targetId: String(overridden.body.id),
    });
    expect(JSON.stringify(audit[0]!.details)).toContain("2 short at");
    expect((await availability()).find(asset.signs).overbooked).toBe(true);

    // Cancelling releases its units.
    const cancelled = await http(`/api/contracts/${overridden.body.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    expect((await availability()).atEvent(asset.signs, event.riyadh)).toMatchObject({
      sold: 2,
      held: 1,
    });
    // Reinstating it would oversell again.
    const back = await http(`/api/contracts/${overridden.body.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { status: "signed" },
    });
    expect(back.status).toBe(409);
  });

  it("lets only the deal's owner or an admin change a contract (403), and filters the list", async () => {
    const denied = await http(`/api/contracts/${signed}`, {
      method: "PATCH",
      cookie: memberCookie,
      json: { totalFee: 5 },
    });
    expect(denied.status).toBe(403);
    expect((await post({ ...base(), packageId }, memberCookie)).status).toBe(403);
    expect(
      (
        await http(`/api/contracts/${pending}`, {
          method: "PATCH",
          cookie: adminCookie,
          json: { status: "signed" },
        })
      ).status,
    ).toBe(200);
    const list = async (query: string) =>
      (await http(`/api/contracts?eventBrandId=${liv}${query}`, { cookie: memberCookie })).body.map(
        (c: { id: number }) => c.id,
      );
    expect(await list("&status=signed")).toEqual(expect.arrayContaining([signed, pending]));
    expect(await list("&status=pending")).toEqual([]);
    expect(await list(`&sponsorBrandId=${sponsors[1]}`)).toEqual([pending]);
    expect(await list(`&season=${SEASON + 1}`)).toEqual([]);
  });

  it("checks a new fee against the schedule and locks the schedule once invoiced", async () => {
    const fee = await http(`/api/contracts/${signed}`, {
      method: "PATCH",
      cookie: owner.cookie,
      json: { totalFee: 120_000 },
    });
    expect(fee.status).toBe(400);
    expect(fee.body.error).toBe("The instalments add up to $20,000.00 less than the total fee");
    const both = await http(`/api/contracts/${signed}`, {
      method: "PATCH",
      cookie: owner.cookie,
      json: {
        totalFee: 120_000,
        instalments: [
          { dueDate: START, amount: 60_000 },
          { dueDate: `${SEASON}-06-01`, amount: 60_000 },
        ],
      },
    });
    expect(both.status).toBe(200);
    expect(both.body.totalFee).toBe(120_000);
  });

  it("moves instalments due → invoiced → paid with dates, refusing other moves", async () => {
    const step = (n: number, json: object) =>
      http(`/api/contracts/${signed}/instalments/${n}`, {
        method: "PATCH",
        cookie: owner.cookie,
        json,
      });
    const early = await step(1, { status: "paid" });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe("Instalment 1 must be invoiced before it is paid");
    expect((await step(9, { status: "invoiced" })).status).toBe(404);
    expect((await step(1, { status: "due" })).status).toBe(400);
    const invoiced = await step(1, { status: "invoiced", date: `${SEASON}-01-02` });
    expect(invoiced.status).toBe(200);
    expect(invoiced.body.instalments[0]).toMatchObject({
      status: "invoiced",
      invoicedDate: `${SEASON}-01-02`,
    });
    expect(invoiced.body).toMatchObject({ invoiced: 60_000, paid: 0 });
    expect((await step(1, { status: "invoiced" })).body.error).toBe(
      "Instalment 1 is already invoiced",
    );
    const before = await step(1, { status: "paid", date: `${SEASON}-01-01` });
    expect(before.status).toBe(400);
    expect(before.body.error).toBe(
      `The paid date cannot be before the invoice date (${SEASON}-01-02)`,
    );
    const paid = await step(1, { status: "paid", date: `${SEASON}-01-20` });
    expect(paid.status).toBe(200);
    expect(paid.body.instalments[0]).toMatchObject({ status: "paid", paidDate: `${SEASON}-01-20` });
    expect(paid.body).toMatchObject({ invoiced: 60_000, paid: 60_000 });
    expect((await step(1, { status: "paid" })).body.error).toBe("Instalment 1 is already paid");
    const member = await http(`/api/contracts/${signed}/instalments/2`, {
      method: "PATCH",
      cookie: memberCookie,
      json: { status: "invoiced" },
    });
    expect(member.status).toBe(403);
    const locked = await http(`/api/contracts/${signed}`, {
      method: "PATCH",
      cookie: owner.cookie,
      json: { instalments: [{ dueDate: START, amount: 120_000 }] },
    });
    expect(locked.status).toBe(409);
  });

  it("takes the signed document as a PDF by its bytes only (415, 413), then serves it", async () => {
    const upload = (bytes: BlobPart, name: string, type: string, cookie = owner.cookie) => {
      const form = new FormData();
      form.append("file", new Blob([bytes], { type }), name);
      return http(`/api/contracts/${signed}/document`, { cookie, form });
    };
    const fake = await upload("not a pdf at all", "contract.pdf", "application/pdf");
    expect(fake.status).toBe(415);
    expect(fake.body.error).toBe(CONTRACT_MESSAGES.documentType);
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(Buffer.from("%PDF-1.4\n"));
    expect((await upload(big, "big.pdf", "application/pdf")).status).toBe(413);
    const pdf = Buffer.from("%PDF-1.4\n% signed\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    expect((await upload(pdf, "signed.pdf", "application/pdf", memberCookie)).status).toBe(403);
    const none = await http(`/api/contracts/${signed}`, { cookie: owner.cookie });
    expect(none.body.document).toBeNull();
    const ok = await upload(pdf, "Signed contract.pdf", "text/plain");
    expect(ok.status).toBe(200);
    expect(ok.body.document).toMatchObject({
      name: "Signed contract.pdf",
      size: pdf.length,
      url: `/api/contracts/${signed}/document`,
    });
    const download = await fetch(
      `${process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000"}${ok.body.document.url}`,
      {
        headers: { cookie: memberCookie },
      },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("refuses to delete an asset a contract sold (409)", async () => {
    const res = await http(`/api/assets/${asset.posts}`, { method: "DELETE", cookie: adminCookie });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain("is sold in a contract");
  });

  it("copies a package's items", async () => {
    const res = await post({ ...base(), totalFee: 500_000, packageId });
    expect(res.status).toBe(201);
    expect(res.body.package).toEqual({ id: packageId, name: "Test Partner Package" });
    expect(res.body.items).toMatchObject([
      { assetId: asset.suite, quantity: 1, specificEventIds: [] },
    ]);
  });
});

describe("a contract from a won proposal", () => {
  async function proposal(status: string) {
    const db = getDb();
    const [row] = await db
      .insert(sponsorProposals)
      .values({
        sponsorBrandId: sponsors[0]!,
        userId: owner.id,
        title: `Test proposal ${status}`,
        content: "",
        status,
        eventBrandId: liv,
      })
      .returning();
    await db.insert(proposalInvestments).values({
      proposalId: row!.id,
      pricePerSeasonCents: 75_000_00,
      currency: "USD",
      termSeasons: 2,
      startSeason: SEASON,
    });
    await db
      .insert(proposalInvestmentItems)
      .values({ proposalId: row!.id, assetId: asset.suite, quantity: 1 });
    return row!.id;
  }

  it("refuses a proposal that is not accepted, and a stranger's", async () => {
    // Declined: an open (sent) proposal would hold the suite, which the next test counts on.
    const declined = await proposal("declined");
    const res = await post({ proposalId: declined });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CONTRACT_MESSAGES.proposalNotAccepted);
    const accepted = await proposal("accepted");
    expect((await post({ proposalId: accepted }, memberCookie)).status).toBe(403);
    expect((await post({ proposalId: accepted, dealId })).status).toBe(400);
  });

  it("prefills the contract from the Investment, on the sponsor's existing deal", async () => {
    const id = await proposal("accepted");
    const res = await post({ proposalId: id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      proposalId: id,
      dealId,
      startDate: START,
      endDate: `${SEASON + 1}-12-31`,
      seasons: [SEASON, SEASON + 1],
      totalFee: 150_000,
      items: [{ assetId: asset.suite, quantity: 1 }],
      instalments: [{ n: 1, amount: 150_000 }],
    });
    // The package (1) and this contract (1) take both suites at each event: a third is short.
    const third = await proposal("accepted");
    const again = await post({ proposalId: third });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(
      `Test hospitality suite: 1 short at LIV Golf Test Riyadh ${SEASON}`,
    );
    const none = await getDb().select().from(contracts).where(eq(contracts.proposalId, third));
    expect(none).toEqual([]);
  });
});
