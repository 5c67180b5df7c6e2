import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  contractInstalments,
  contractItems,
  contractReminders,
  contracts,
  deliverables,
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  notifications,
  recaps,
  sponsorBrands,
  specificEvents,
  sponsorDeals,
  webhookDeliveries,
} from "@/lib/server/db/schema";
import { notifyRenewalsDue } from "@/lib/server/renewals/reminders";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { todayIso } from "@/lib/shared/dates";
import { RENEWAL_MESSAGES } from "@/lib/shared/schemas/renewal";
import { createTestUser, resetDatabase } from "../support/db";
import { eventually } from "../support/eventually";
import { http, signIn } from "../support/http";

/**
 * Renewals over HTTP: the contracts up for renewal with their fulfilment, payments and match; a
 * renewal proposal started from one (once while open, by who may change the contract); the
 * renewal reminders fired once each with their webhook and notifications; and the revenue view
 * with its admin-set target.
 */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let receiver: Server;
let receiverUrl: string;

let admin: Awaited<ReturnType<typeof createTestUser>>;
let seller: Awaited<ReturnType<typeof createTestUser>>;
let adminCookie: string;
let sellerCookie: string;
let memberCookie: string;
let liv: number;
let sponsorId: number;
let packageId: number;
let signsId: number;
const id: Record<string, number> = {};

async function insertContract(
  name: string,
  values: Partial<typeof contracts.$inferInsert> & { startDate: string; endDate: string },
  brandId = liv,
) {
  const db = getDb();
  const [deal] = await db
    .insert(sponsorDeals)
    .values({
      eventBrandId: brandId,
      sponsorName: `DP World ${name}`,
      industry: "Logistics",
      sponsorshipLevel: "Official Partner",
      status: "Active",
      createdBy: seller.id,
    })
    .returning();
  const [row] = await db
    .insert(contracts)
    .values({
      dealId: deal!.id,
      sponsorBrandId: sponsorId,
      eventBrandId: brandId,
      totalFeeCents: 2_000_000_00,
      createdBy: admin.id,
      ...values,
    })
    .returning();
  id[name] = row!.id;
  return row!;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  await resetDatabase();
  await seedDatabase();
  admin = await createTestUser({ username: "boss", role: "admin" });
  seller = await createTestUser({ username: "seller" });
  const member = await createTestUser({ username: "member" });
  adminCookie = await signIn(admin.username, admin.password);
  sellerCookie = await signIn(seller.username, seller.password);
  memberCookie = await signIn(member.username, member.password);
  const db = getDb();
  const [brand] = await db.select().from(eventBrands).where(eq(eventBrands.name, "LIV Golf"));
  liv = brand!.id;
  const [sponsor] = await db.select().from(sponsorBrands).where(eq(sponsorBrands.slug, "dp-world"));
  sponsorId = sponsor!.id;
  const [signs] = await db
    .insert(inventoryAssets)
    .values({
      eventBrandId: liv,
      name: "Renewal test sign",
      category: "signage",
      unit: "per season",
      scope: "season",
      quantity: 10,
      listPriceCents: 10_000_00,
    })
    .returning();
  signsId = signs!.id;
  const [pkg] = await db
    .insert(inventoryPackages)
    .values({
      eventBrandId: liv,
      name: "Renewal test package",
      priceCents: 1_500_000_00,
      termSeasons: 1,
    })
    .returning();
  packageId = pkg!.id;
  await db.insert(inventoryPackageItems).values({ packageId, assetId: signsId, quantity: 2 });

  // Up for renewal in 60 days: a package, half its deliverables done, an instalment overdue.
  const soon = await insertContract("soon", {
    startDate: day(-300),
    endDate: day(60),
    packageId,
  });
  const [item] = await db
    .insert(contractItems)
    .values({ contractId: soon.id, assetId: signsId, quantity: 2 })
    .returning();
  const deliverable = (unitNumber: number, status: string, season: number) => ({
    contractId: soon.id,
    contractItemId: item!.id,
    assetId: signsId,
    season,
    unitNumber,
    label: `Renewal test sign ${unitNumber}`,
    dueDate: day(-30),
    status,
  });
  const season = Number(day(-300).slice(0, 4));
  await db
    .insert(deliverables)
    .values([
      deliverable(1, "delivered", season),
      deliverable(2, "delivered", season),
      deliverable(1, "waived", season + 1),
      deliverable(2, "planned", season + 1),
    ]);
  await db.insert(contractInstalments).values([
    { contractId: soon.id, n: 1, dueDate: day(-200), amountCents: 1_000_000_00, status: "paid" },
    { contractId: soon.id, n: 2, dueDate: day(-10), amountCents: 1_000_000_00, status: "invoiced" },
  ]);
  await db.insert(recaps).values([
    { contractId: soon.id, season, status: "ready", createdBy: admin.id },
    { contractId: soon.id, season: season + 1, status: "queued", createdBy: admin.id },
  ]);
  id.readyRecap = (
    await db
      .select()
      .from(recaps)
      .where(and(eq(recaps.contractId, soon.id), eq(recaps.status, "ready")))
  )[0]!.id;

  await insertContract("later", { startDate: day(-100), endDate: day(300) });
  await insertContract("cancelled", {
    startDate: day(-100),
    endDate: day(30),
    status: "cancelled",
  });
  await insertContract("ended", { startDate: day(-400), endDate: day(-5) });
  // Renewed by a contract naming it (no sponsor in the catalogue: the link alone says so).
  const renewed = await insertContract("renewed", {
    startDate: day(-200),
    endDate: day(100),
    sponsorBrandId: null,
  });
  await insertContract("renewal", {
    startDate: day(101),
    endDate: day(500),
    renewalOfId: renewed.id,
    sponsorBrandId: null,
  });
  await insertContract("sample", { startDate: day(-100), endDate: day(20), isSample: true });
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

describe("GET /api/renewals", () => {
  it("lists signed contracts ending within the window, soonest first, with how each went", async () => {
    const res = await http(`/api/renewals?eventBrandId=${liv}`, { cookie: memberCookie });
    expect(res.status).toBe(200);
    // Cancelled, ended, already renewed and later contracts are not up for renewal.
    expect(res.body.map((r: { contract: { id: number } }) => r.contract.id)).toEqual([
      id.sample,
      id.soon,
    ]);
    const soon = res.body[1];
    expect(soon.daysToEnd).toBe(60);
    expect(soon.fulfilmentRate).toBe(0.667);
    expect(soon.paymentState).toMatchObject({
      paid: 1_000_000,
      invoiced: 2_000_000,
      outstanding: 1_000_000,
      overdueInstalments: 1,
      overdue: 1_000_000,
      label: "Overdue",
    });
    expect(soon.contract.package).toEqual({ id: packageId, name: "Renewal test package" });
    expect(soon.match === null || typeof soon.match === "number").toBe(true);
    expect(soon.renewalProposalId).toBeNull();
    expect(res.body[0].contract.isSample).toBe(true);
    expect(res.body[0].fulfilmentRate).toBeNull();
    expect(res.body[0].paymentState.label).toBe("No instalments");
  });

  it("widens and narrows with withinDays", async () => {
    const wide = await http(`/api/renewals?eventBrandId=${liv}&withinDays=365`, {
      cookie: memberCookie,
    });
    expect(wide.body.map((r: { contract: { id: number } }) => r.contract.id)).toEqual([
      id.sample,
      id.soon,
      id.later,
    ]);
    const narrow = await http(`/api/renewals?eventBrandId=${liv}&withinDays=30`, {
      cookie: memberCookie,
    });
    expect(narrow.body.map((r: { contract: { id: number } }) => r.contract.id)).toEqual([
      id.sample,
    ]);
  });

  it("refuses bad input with a 400 and an unknown property with a 404", async () => {
    for (const query of [
      "",
      "eventBrandId=abc",
      `eventBrandId=${liv}&withinDays=0`,
      `eventBrandId=${liv}&withinDays=3651`,
      `eventBrandId=${liv}&withinDays=1.5`,
      `eventBrandId=${liv}&withinDays=soon`,
      `eventBrandId=${liv}&other=1`,
    ]) {
      const res = await http(`/api/renewals?${query}`, { cookie: memberCookie });
      expect([query, res.status]).toEqual([query, 400]);
    }
    expect((await http("/api/renewals?eventBrandId=999999", { cookie: memberCookie })).status).toBe(
      404,
    );
    expect((await http(`/api/renewals?eventBrandId=${liv}`)).status).toBe(401);
  });
});

describe("POST /api/contracts/{id}/renewal-proposal", () => {
  it("is refused to a member who may not change the contract", async () => {
    const res = await http(`/api/contracts/${id.soon}/renewal-proposal`, {
      method: "POST",
      cookie: memberCookie,
    });
    expect(res.status).toBe(403);
    expect(
      (
        await http(`/api/contracts/999999/renewal-proposal`, {
          method: "POST",
          cookie: sellerCookie,
        })
      ).status,
    ).toBe(404);
  });

  it("starts a proposal prefilled from the contract with its ready recap, once while open", async () => {
    const res = await http(`/api/contracts/${id.soon}/renewal-proposal`, {
      method: "POST",
      cookie: sellerCookie,
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("location")).toBe(`/api/jobs/${res.body.job.id}`);
    const proposal = res.body.proposal;
    expect(proposal.sponsor.id).toBe(sponsorId);
    expect(proposal.eventBrand.id).toBe(liv);
    expect(proposal.owner.id).toBe(seller.id);
    expect(proposal.renewal).toEqual({
      contractId: id.soon,
      recap: { id: id.readyRecap, season: Number(day(-300).slice(0, 4)) },
    });
    const seasons = Number(day(60).slice(0, 4)) - Number(day(-300).slice(0, 4)) + 1;
    expect(proposal.investment).toMatchObject({
      packageId,
      termSeasons: seasons,
      pricePerSeason: 2_000_000 / seasons,
    });

    const again = await http(`/api/contracts/${id.soon}/renewal-proposal`, {
      method: "POST",
      cookie: adminCookie,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(RENEWAL_MESSAGES.alreadyOpen);
    expect(again.body.details).toEqual({ proposalId: proposal.id });

    const listed = await http(`/api/renewals?eventBrandId=${liv}`, { cookie: memberCookie });
    expect(listed.body[1].renewalProposalId).toBe(proposal.id);
  });

  it("refuses a contract that is not signed", async () => {
    const res = await http(`/api/contracts/${id.cancelled}/renewal-proposal`, {
      method: "POST",
      cookie: sellerCookie,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(RENEWAL_MESSAGES.notSigned);
  });
});

describe("renewal reminders", () => {
  it("fire the nearest reminder once, to the deal's owner and the author, with the webhook", async () => {
    const subscribed = await http("/api/admin/webhooks", {
      cookie: adminCookie,
      json: { url: `${receiverUrl}/events`, events: ["contract.renewal_due"] },
    });
    expect(subscribed.status).toBe(201);

    expect(await notifyRenewalsDue(todayIso(), [180, 90, 30])).toBe(1);
    expect(await notifyRenewalsDue(todayIso(), [180, 90, 30])).toBe(0);

    const deliveries = await eventually(
      () =>
        getDb()
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.subscriptionId, subscribed.body.id)),
      (rows) => rows.length >= 1,
      "the renewal webhook",
    );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.event).toBe("contract.renewal_due");
    // 60 days out, first seen: only the 90-day reminder fires, never the 180-day one.
    expect((deliveries[0]!.payload as { data: unknown }).data).toMatchObject({
      contract: { id: id.soon, eventBrandId: liv, totalFee: 2_000_000 },
      daysToEnd: 60,
      daysBefore: 90,
    });
    const fired = await getDb().select().from(contractReminders);
    expect(fired.map((row) => [row.contractId, row.daysBefore])).toEqual([[id.soon, 90]]);
    const notified = await getDb()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "contract.renewal_due"));
    expect(notified.map((row) => row.userId).sort()).toEqual([admin.id, seller.id].sort());
    expect(notified[0]!.href).toBe(`/renewals?eventBrandId=${liv}`);

    // Thirty days later the 30-day reminder fires, once.
    expect(await notifyRenewalsDue(day(30), [180, 90, 30])).toBe(1);
    expect(await notifyRenewalsDue(day(31), [180, 90, 30])).toBe(0);
  });
});

describe("the revenue view", () => {
  let brandId: number;

  beforeAll(async () => {
    const db = getDb();
    const [brand] = await db.insert(eventBrands).values({ name: "Revenue Test Tour" }).returning();
    brandId = brand!.id;
    const [posts] = await db
      .insert(inventoryAssets)
      .values({
        eventBrandId: brandId,
        name: "Revenue test post",
        category: "digital",
        unit: "per post",
        scope: "season",
        quantity: 10,
        listPriceCents: 1_000_00,
      })
      .returning();
    // 2030–2032 for $3,000,000: $1,000,000 in 2031.
    const long = await insertContract(
      "long",
      { startDate: "2030-01-01", endDate: "2032-12-31", totalFeeCents: 3_000_000_00 },
      brandId,
    );
    await db.insert(contractItems).values({ contractId: long.id, assetId: posts!.id, quantity: 4 });
    await db.insert(contractInstalments).values([
      {
        contractId: long.id,
        n: 1,
        dueDate: "2030-02-01",
        amountCents: 1_000_000_00,
        status: "paid",
      },
      { contractId: long.id, n: 2, dueDate: "2031-02-01", amountCents: 400_000_00, status: "paid" },
      {
        contractId: long.id,
        n: 3,
        dueDate: "2031-06-01",
        amountCents: 300_000_00,
        status: "invoiced",
      },
      { contractId: long.id, n: 4, dueDate: "2031-09-01", amountCents: 300_000_00, status: "due" },
    ]);
    await insertContract(
      "euro",
      {
        startDate: "2031-01-01",
        endDate: "2031-12-31",
        totalFeeCents: 500_000_00,
        currency: "EUR",
      },
      brandId,
    );
    await insertContract(
      "pending",
      { startDate: "2031-01-01", endDate: "2031-12-31", status: "pending" },
      brandId,
    );
  });

  it("answers contracted revenue against the target, cash and sell-through", async () => {
    const before = await http(`/api/event-brands/${brandId}/revenue?season=2031`, {
      cookie: memberCookie,
    });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      season: 2031,
      currency: "USD",
      contracted: { amount: 1_000_000 },
      target: null,
      targetShare: null,
      invoiced: { amount: 700_000 },
      collected: { amount: 400_000 },
      sellThrough: [{ category: "digital", sold: 4, quantity: 10, rate: 0.4 }],
      otherCurrencyContracts: 1,
      canSetTarget: false,
    });

    const set = await http(`/api/event-brands/${brandId}/revenue-targets/2031`, {
      method: "PUT",
      cookie: adminCookie,
      json: { target: 2_000_000, currency: "usd" },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      eventBrandId: brandId,
      season: 2031,
      target: 2_000_000,
      targetCents: 2_000_000_00,
      currency: "USD",
    });
    const after = await http(`/api/event-brands/${brandId}/revenue?season=2031`, {
      cookie: adminCookie,
    });
    expect(after.body).toMatchObject({
      target: { amount: 2_000_000 },
      targetShare: 0.5,
      canSetTarget: true,
    });
  });

  it("counts every stage and event alike in the season being sold, as availability does", async () => {
    const db = getDb();
    const [brand] = await db
      .insert(eventBrands)
      .values({ name: "Revenue Stages Tour" })
      .returning();
    const stagesId = brand!.id;
    // The next event is next year's: that is the season being sold.
    const season = Number(todayIso().slice(0, 4)) + 1;
    const [first] = await db
      .insert(specificEvents)
      .values([
        { eventBrandId: stagesId, name: "Stages One", startDate: `${season}-03-01` },
        { eventBrandId: stagesId, name: "Stages Two", startDate: `${season}-06-01` },
        { eventBrandId: stagesId, name: "Stages Later", startDate: `${season + 1}-03-01` },
      ])
      .returning();
    const [boxes, posts] = await db
      .insert(inventoryAssets)
      .values([
        {
          eventBrandId: stagesId,
          name: "Stages box",
          category: "hospitality",
          unit: "per event",
          scope: "event",
          quantity: 5,
          listPriceCents: 5_000_00,
        },
        {
          eventBrandId: stagesId,
          name: "Stages post",
          category: "digital",
          unit: "per post",
          scope: "season",
          quantity: 10,
          listPriceCents: 1_000_00,
        },
      ])
      .returning();
    const inSeason = { startDate: `${season}-01-01`, endDate: `${season}-12-31` };
    const usd = await insertContract(
      "stages-usd",
      { ...inSeason, totalFeeCents: 900_000_00 },
      stagesId,
    );
    const eur = await insertContract(
      "stages-eur",
      { ...inSeason, totalFeeCents: 500_000_00, currency: "EUR" },
      stagesId,
    );
    const pending = await insertContract(
      "stages-pending",
      { ...inSeason, status: "pending" },
      stagesId,
    );
    const cancelled = await insertContract(
      "stages-cancelled",
      { ...inSeason, status: "cancelled" },
      stagesId,
    );
    const later = await insertContract(
      "stages-later",
      { startDate: `${season + 1}-01-01`, endDate: `${season + 1}-12-31` },
      stagesId,
    );
    await db.insert(contractItems).values([
      // Every event of the season: 2 at each of two events.
      { contractId: usd.id, assetId: boxes!.id, quantity: 2 },
      { contractId: usd.id, assetId: posts!.id, quantity: 3 },
      // One event only.
      { contractId: eur.id, assetId: boxes!.id, quantity: 1, specificEventIds: [first!.id] },
      // Held or released, not sold; or another season.
      { contractId: pending.id, assetId: boxes!.id, quantity: 1 },
      { contractId: cancelled.id, assetId: posts!.id, quantity: 4 },
      { contractId: later.id, assetId: posts!.id, quantity: 5 },
    ]);
    await db.insert(contractInstalments).values([
      {
        contractId: usd.id,
        n: 1,
        dueDate: `${season}-02-01`,
        amountCents: 400_000_00,
        status: "paid",
      },
      {
        contractId: usd.id,
        n: 2,
        dueDate: `${season}-05-01`,
        amountCents: 300_000_00,
        status: "invoiced",
      },
      {
        contractId: usd.id,
        n: 3,
        dueDate: `${season}-08-01`,
        amountCents: 200_000_00,
        status: "due",
      },
      {
        contractId: eur.id,
        n: 1,
        dueDate: `${season}-04-01`,
        amountCents: 100_000_00,
        status: "paid",
      },
      {
        contractId: later.id,
        n: 1,
        dueDate: `${season + 1}-02-01`,
        amountCents: 50_000_00,
        status: "paid",
      },
    ]);

    const res = await http(`/api/event-brands/${stagesId}/revenue`, { cookie: memberCookie });
    expect(res.status).toBe(200);
    // One contract each in USD and EUR: the tie goes to the earliest contract's currency.
    expect(res.body).toMatchObject({
      eventBrandName: "Revenue Stages Tour",
      season,
      currency: "USD",
      contracted: { cents: 900_000_00 },
      invoiced: { cents: 700_000_00 },
      collected: { cents: 400_000_00 },
      otherCurrencyContracts: 1,
      pipeline: { contracts: 0, proposals: 0 },
    });
    expect(res.body.sellThrough).toEqual([
      { category: "digital", sold: 3, quantity: 10, rate: 0.3 },
      { category: "hospitality", sold: 5, quantity: 10, rate: 0.5 },
    ]);

    // The same units as the availability view of the season, summed by category.
    const availability = await http(`/api/event-brands/${stagesId}/availability?season=${season}`, {
      cookie: memberCookie,
    });
    expect(availability.status).toBe(200);
    const byCategory = new Map<string, { sold: number; quantity: number }>();
    for (const asset of availability.body.assets as Array<{
      category: string;
      sold: number;
      quantity: number;
    }>) {
      const sum = byCategory.get(asset.category) ?? { sold: 0, quantity: 0 };
      byCategory.set(asset.category, {
        sold: sum.sold + asset.sold,
        quantity: sum.quantity + asset.quantity,
      });
    }
    expect(
      (res.body.sellThrough as Array<{ category: string; sold: number; quantity: number }>).map(
        ({ category, sold, quantity }) => ({ category, sold, quantity }),
      ),
    ).toEqual([...byCategory].map(([category, sums]) => ({ category, ...sums })));

    // A later season asked for by name.
    const next = await http(`/api/event-brands/${stagesId}/revenue?season=${season + 1}`, {
      cookie: memberCookie,
    });
    expect(next.body).toMatchObject({
      season: season + 1,
      currency: "USD",
      contracted: { cents: 2_000_000_00 },
      collected: { cents: 50_000_00 },
      sellThrough: [
        { category: "digital", sold: 5, quantity: 10, rate: 0.5 },
        { category: "hospitality", sold: 0, quantity: 5, rate: 0 },
      ],
      otherCurrencyContracts: 0,
    });
  });

  it("values the renewal pipeline: contracts in the window and open renewal proposals", async () => {
    const res = await http(`/api/event-brands/${liv}/revenue`, { cookie: sellerCookie });
    expect(res.status).toBe(200);
    const renewals = await http(`/api/renewals?eventBrandId=${liv}`, { cookie: sellerCookie });
    const inWindow = renewals.body as Array<{ feePerSeasonCents: number }>;
    expect(res.body.pipeline).toMatchObject({
      withinDays: 180,
      contracts: inWindow.length,
      contractsValue: { cents: inWindow.reduce((sum, r) => sum + r.feePerSeasonCents, 0) },
      proposals: 1,
    });
    expect(res.body.pipeline.proposalsValue.cents).toBe(inWindow[1]!.feePerSeasonCents);
  });

  it("lets only admins set a target and refuses bad input", async () => {
    const path = `/api/event-brands/${brandId}/revenue-targets/2032`;
    const member = await http(path, {
      method: "PUT",
      cookie: memberCookie,
      json: { target: 1, currency: "USD" },
    });
    expect(member.status).toBe(403);
    for (const json of [
      {},
      { target: -1 },
      { target: "lots" },
      { target: 1.234 },
      { target: 1, currency: "US" },
      { target: 1, other: true },
    ]) {
      const res = await http(path, { method: "PUT", cookie: adminCookie, json });
      expect([json, res.status]).toEqual([json, 400]);
    }
    const badSeason = await http(`/api/event-brands/${brandId}/revenue-targets/20x1`, {
      method: "PUT",
      cookie: adminCookie,
      json: { target: 1 },
    });
    expect(badSeason.status).toBe(400);
    expect(
      (await http(`/api/event-brands/${brandId}/revenue?season=abc`, { cookie: adminCookie }))
        .status,
    ).toBe(400);
    expect((await http(`/api/event-brands/999999/revenue`, { cookie: adminCookie })).status).toBe(
      404,
    );
    const stored = await http(`/api/event-brands/${brandId}/revenue?season=2032`, {
      cookie: adminCookie,
    });
    expect(stored.body.target).toBeNull();
  });
});
