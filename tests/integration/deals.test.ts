import { count } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorDeals } from "@/lib/server/db/schema";
import { DEAL_MESSAGES } from "@/lib/shared/schemas/deal";
import { createTestUser, insertSupplierDeals, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let adminCookie: string;
let userCookie: string;
let brandId: number;
let otherBrandId: number;

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  const user = await createTestUser({ username: "seller" });
  adminCookie = await signIn(admin.username, admin.password);
  userCookie = await signIn(user.username, user.password);
  brandId = (await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } }))
    .body.id;
  otherBrandId = (
    await http("/api/event-brands", { cookie: adminCookie, json: { name: "SailGP" } })
  ).body.id;
});

const dealCount = async () => (await getDb().select({ n: count() }).from(sponsorDeals))[0]?.n ?? 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  eventBrandId: brandId,
  sponsorName: "Genesis",
  industry: "Automotive",
  sponsorshipLevel: "Official Partner",
  status: "Active",
  value: 1_250_000,
  startDate: "2025-01-01",
  endDate: "2027-12-31",
  activationTypes: ["Hospitality", "Venue Branding"],
  ...overrides,
});
const create = (body: Record<string, unknown>, cookie: string | null = userCookie) =>
  http("/api/sponsor-deals", { cookie, json: body });
const list = (query: string, cookie: string | null = userCookie) =>
  http(`/api/sponsor-deals?${query}`, { cookie });

describe("POST /api/sponsor-deals", () => {
  it("records a deal in integer cents and answers dollars too", async () => {
    const res = await create(valid());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      eventBrandId: brandId,
      sponsorBrandId: null,
      sponsorName: "Genesis",
      industry: "Automotive",
      sponsorshipLevel: "Official Partner",
      isExclusive: false,
      hasExclusiveRights: false,
      status: "Active",
      value: 1_250_000,
      valueCents: 125_000_000,
      currency: "USD",
      startDate: "2025-01-01",
      endDate: "2027-12-31",
      activationTypes: ["Hospitality", "Venue Branding"],
      isSample: false,
      conflicts: [],
    });
    const one = await http(`/api/sponsor-deals/${res.body.id}`, { cookie: adminCookie });
    expect(one.status).toBe(200);
    expect(one.body.valueCents).toBe(125_000_000);
    const cents = await create(valid({ sponsorName: "Kia", value: undefined, valueCents: 99_950 }));
    expect(cents.body).toMatchObject({ value: 999.5, valueCents: 99_950 });
  });

  it("fills name, industry and logo from a catalogue brand", async () => {
    const brand = await http("/api/sponsor-brands", {
      cookie: userCookie,
      json: { name: "Rolex", industry: "Luxury & Watches" },
    });
    const res = await create({
      eventBrandId: brandId,
      sponsorBrandId: brand.body.id,
      sponsorshipLevel: "Official Timekeeper",
      valueCents: 500_000_000,
      currency: "chf",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sponsorBrandId: brand.body.id,
      sponsorName: "Rolex",
      industry: "Luxury & Watches",
      status: "Pending",
      currency: "CHF",
      logoUrl: brand.body.logo,
    });
    expect(brand.body.logo).toBeTruthy();
  });

  it.each([
    [{ sponsorName: undefined }, "Sponsor name is required"],
    [{ sponsorName: "   " }, "Sponsor name is required"],
    [{ sponsorName: 42 }, "Sponsor name must be text"],
    [{ sponsorshipLevel: undefined }, "Sponsorship level is required"],
    [{ industry: undefined }, "Choose the sponsor's industry"],
    [{ industry: "Crypto" }, "Industry must be one of the listed industries"],
    [{ status: "Signed" }, "Status must be Active, Pending or Expired"],
    [{ value: -5 }, "Deal value cannot be negative"],
    [{ value: "1000" }, "Deal value must be a number"],
    [{ value: undefined }, "Enter the deal value, e.g. 2,500,000"],
    [{ valueCents: 10.5, value: undefined }, "valueCents must be a whole number of cents"],
    [{ valueCents: 100 }, "Send the deal value once: either value or valueCents"],
    [{ currency: "dollars" }, "Currency must be a 3-letter code such as USD"],
    [
      { startDate: "2027-01-01", endDate: "2026-01-01" },
      "The end date cannot be before the start date",
    ],
    [{ startDate: "01/02/2026" }, "Start date must be a valid date (YYYY-MM-DD)"],
    [{ isExclusive: "yes" }, "isExclusive must be true or false"],
    [{ activationTypes: [""] }, "Activation types cannot be empty"],
    [{ eventBrandId: undefined }, "Choose the event brand this deal belongs to"],
    [{ eventBrandId: 9999 }, "The event brand does not exist"],
    [{ sponsorBrandId: 9999 }, "The sponsor brand does not exist in the catalogue"],
    [{ isSample: true }, 'Unrecognized key: "isSample"'],
  ])("refuses %j with 400 '%s' and stores nothing", async (change, message) => {
    const res = await create(valid(change));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await dealCount()).toBe(0);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await http("/api/sponsor-deals", {
      method: "POST",
      cookie: userCookie,
      raw: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/sponsor-deals", () => {
  beforeEach(async () => {
    await create(valid({ sponsorName: "Genesis", sponsorshipLevel: "Title", value: 20_000_000 }));
    await create(
      valid({
        sponsorName: "Rolex",
        industry: "Luxury & Watches",
        status: "Pending",
        value: 5_000_000,
      }),
    );
    await create(
      valid({
        sponsorName: "HSBC",
        industry: "Banking & Financial Services",
        status: "Expired",
        sponsorshipLevel: "Gold 100%",
      }),
    );
    await create(
      valid({
        eventBrandId: otherBrandId,
        sponsorName: "Oracle",
        industry: "Technology & Software",
      }),
    );
  });
  const names = (body: Array<{ sponsorName: string }>) => body.map((d) => d.sponsorName);

  it("lists one property's deals, live first then largest", async () => {
    const res = await list(`eventBrandId=${brandId}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Genesis", "Rolex", "HSBC"]);
  });

  it("filters by status and searches name, industry and level without case", async () => {
    expect(names((await list(`eventBrandId=${brandId}&status=Pending`)).body)).toEqual(["Rolex"]);
    expect(names((await list(`eventBrandId=${brandId}&status=All`)).body)).toHaveLength(3);
    expect(names((await list(`eventBrandId=${brandId}&search=GENE`)).body)).toEqual(["Genesis"]);
    expect(names((await list(`eventBrandId=${brandId}&search=watches`)).body)).toEqual(["Rolex"]);
    expect(names((await list(`eventBrandId=${brandId}&search=title`)).body)).toEqual(["Genesis"]);
    expect(names((await list(`eventBrandId=${brandId}&search=100%25`)).body)).toEqual(["HSBC"]);
    expect(names((await list(`eventBrandId=${brandId}&search=_`)).body)).toEqual([]);
    expect(names((await list(`eventBrandId=${brandId}&search=oracle`)).body)).toEqual([]);
  });

  it.each([
    ["", 400, "eventBrandId is required"],
    ["eventBrandId=abc", 400, "eventBrandId must be a positive whole number"],
    ["eventBrandId=0", 400, "eventBrandId must be a positive whole number"],
    ["eventBrandId=1&status=Signed", 400, "status must be Active, Pending, Expired or All"],
    ["eventBrandId=9999", 404, "Event brand not found"],
  ])("?%s answers %i", async (query, status, message) => {
    const res = await list(query);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });
});

describe("GET /api/sponsor-deals/overview", () => {
  const overview = (query: string, cookie: string | null = userCookie) =>
    http(`/api/sponsor-deals/overview?${query}`, { cookie });
  const names = (group: { items: Array<{ sponsorName: string }> }) =>
    group.items.map((d) => d.sponsorName);

  beforeEach(async () => {
    await create(valid({ sponsorName: "Genesis", sponsorshipLevel: "Title", value: 20_000_000 }));
    // A second Automotive title sponsor clashes with Genesis: both count as conflicted.
    const kia = await create(
      valid({
        sponsorName: "Kia",
        sponsorshipLevel: "Title",
        status: "Pending",
        value: 9_000_000,
        acknowledgeConflicts: true,
      }),
    );
    expect(kia.status).toBe(201);
    await create(valid({ sponsorName: "Rolex", industry: "Luxury & Watches", value: 3_000_000 }));
    await create(
      valid({ sponsorName: "HSBC", industry: "Banking & Financial Services", status: "Expired" }),
    );
    await create(valid({ eventBrandId: otherBrandId, sponsorName: "Oracle", value: 99_000_000 }));
    // A long history of standard deals, 10 of them samples.
    await insertSupplierDeals(brandId, 60, { samples: 10 });
  });

  it("answers the figures over every deal, the tab counts and the first cards of each group", async () => {
    const res = await overview(`eventBrandId=${brandId}`);
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({
      total: 64,
      samples: 10,
      active: 2,
      activeValueCents: (20_000_000 + 3_000_000) * 100,
      activeValued: 2,
      pending: 1,
      conflicted: 2,
    });
    expect(res.body.counts).toEqual({ All: 64, Active: 2, Pending: 1, Expired: 61 });
    expect(res.body.premium.total).toBe(2);
    expect(names(res.body.premium)).toEqual(["Genesis", "Kia"]);
    expect(res.body.premium.items[0].conflicts[0]).toMatchObject({ sponsorName: "Kia" });
    expect(res.body.premium.items[0].conflictCount).toBe(1);
    expect(res.body.standard.items[0].conflictCount).toBe(0);
    // 24 standard cards at first, of 62.
    expect(res.body.standard.total).toBe(62);
    expect(res.body.standard.items).toHaveLength(24);
    expect(names(res.body.standard).slice(0, 3)).toEqual(["Rolex", "HSBC", "Supplier 00"]);
  });

  it("answers more cards when asked, never another property's", async () => {
    const res = await overview(`eventBrandId=${brandId}&standard=60&premium=1`);
    expect(res.body.standard.items).toHaveLength(60);
    expect(names(res.body.premium)).toEqual(["Genesis"]);
    expect(res.body.premium.total).toBe(2);
    const all = await overview(`eventBrandId=${brandId}&standard=1000`);
    expect(all.body.standard.items).toHaveLength(62);
    expect(names(all.body.standard)).not.toContain("Oracle");
  });

  it("filters the groups by tab and search; the counts follow the search, the figures neither", async () => {
    const pending = await overview(`eventBrandId=${brandId}&status=Pending`);
    expect(names(pending.body.premium)).toEqual(["Kia"]);
    expect(pending.body.standard.total).toBe(0);
    expect(pending.body.counts.All).toBe(64);

    const searched = await overview(`eventBrandId=${brandId}&search=%20WATCHES%20`);
    expect(searched.body.counts).toEqual({ All: 1, Active: 1, Pending: 0, Expired: 0 });
    expect(names(searched.body.standard)).toEqual(["Rolex"]);
    expect(searched.body.stats.total).toBe(64);

    const nothing = await overview(`eventBrandId=${brandId}&status=Active&search=supplier`);
    expect(nothing.body.premium).toEqual({ items: [], total: 0 });
    expect(nothing.body.standard).toEqual({ items: [], total: 0 });
    expect(nothing.body.counts).toMatchObject({ All: 60, Active: 0, Expired: 60 });
  });

  it.each([
    ["", 400, "eventBrandId is required"],
    ["eventBrandId=1&status=Signed", 400, "status must be Active, Pending, Expired or All"],
    ["eventBrandId=1&premium=0", 400, "premium must be a whole number from 1 to 1000"],
    ["eventBrandId=1&standard=1001", 400, "standard must be a whole number from 1 to 1000"],
    ["eventBrandId=1&standard=2.5", 400, "standard must be a whole number from 1 to 1000"],
    [`eventBrandId=1&search=${"x".repeat(101)}`, 400, "search must be at most 100 characters"],
    ["eventBrandId=9999", 404, "Event brand not found"],
  ])("?%s answers %i", async (query, status, message) => {
    const res = await overview(query);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });

  it("answers 401 signed out", async () => {
    expect((await overview(`eventBrandId=${brandId}`, null)).status).toBe(401);
  });
});

describe("PATCH and DELETE /api/sponsor-deals/{id}", () => {
  it("lets any signed-in user edit and delete a deal", async () => {
    const created = (await create(valid(), adminCookie)).body;
    const res = await http(`/api/sponsor-deals/${created.id}`, {
      method: "PATCH",
      cookie: userCookie,
      json: {
        status: "Expired",
        value: 2_000_000,
        activationTypes: ["Fan Zone"],
        sponsorBrandId: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "Expired",
      valueCents: 200_000_000,
      activationTypes: ["Fan Zone"],
      sponsorName: "Genesis",
    });
    const removed = await http(`/api/sponsor-deals/${created.id}`, {
      method: "DELETE",
      cookie: userCookie,
    });
    expect(removed.status).toBe(204);
    expect((await http(`/api/sponsor-deals/${created.id}`, { cookie: userCookie })).status).toBe(
      404,
    );
  });

  it("checks the date order against the stored dates and refuses empty or bad changes", async () => {
    const { id } = (await create(valid())).body;
    const patch = (json: unknown) =>
      http(`/api/sponsor-deals/${id}`, { method: "PATCH", cookie: userCookie, json });
    const inverted = await patch({ endDate: "2024-12-31" });
    expect(inverted.status).toBe(400);
    expect(inverted.body).toMatchObject({
      error: "The end date cannot be before the start date",
      details: [{ path: "body.endDate" }],
    });
    expect((await patch({})).body.error).toBe("Nothing to change");
    expect((await patch({ status: "Lost" })).status).toBe(400);
    expect((await patch({ value: -1 })).body.error).toBe("Deal value cannot be negative");
    expect((await patch({ industry: null })).body.error).toBe("Choose the sponsor's industry");
    expect((await patch({ eventBrandId: otherBrandId })).status).toBe(400);
  });

  it.each([
    ["abc", 400],
    ["0", 400],
    ["99999", 404],
  ])("/%s answers %i to GET, PATCH and DELETE", async (id, status) => {
    expect((await http(`/api/sponsor-deals/${id}`, { cookie: userCookie })).status).toBe(status);
    const patch = await http(`/api/sponsor-deals/${id}`, {
      method: "PATCH",
      cookie: userCookie,
      json: { status: "Active" },
    });
    expect(patch.status).toBe(status);
    expect(
      (await http(`/api/sponsor-deals/${id}`, { method: "DELETE", cookie: userCookie })).status,
    ).toBe(status);
  });

  it("keeps sample deals read-only", async () => {
    const [sample] = await getDb()
      .insert(sponsorDeals)
      .values({
        eventBrandId: brandId,
        sponsorName: "Sample Co",
        industry: "Retail",
        sponsorshipLevel: "Gold",
        isSample: true,
      })
      .returning({ id: sponsorDeals.id });
    const path = `/api/sponsor-deals/${sample!.id}`;
    expect((await http(path, { cookie: userCookie })).body.isSample).toBe(true);
    for (const res of [
      await http(path, { method: "PATCH", cookie: adminCookie, json: { status: "Expired" } }),
      await http(path, { method: "DELETE", cookie: adminCookie }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(DEAL_MESSAGES.sampleReadOnly);
    }
    expect(await dealCount()).toBe(1);
  });
});

describe("signed out", () => {
  it("answers 401 on every deal endpoint", async () => {
    const { id } = (await create(valid())).body;
    const calls = [
      http(`/api/sponsor-deals?eventBrandId=${brandId}`),
      http("/api/sponsor-deals", { json: valid() }),
      http(`/api/sponsor-deals/${id}`),
      http(`/api/sponsor-deals/${id}`, { method: "PATCH", json: { status: "Expired" } }),
      http(`/api/sponsor-deals/${id}`, { method: "DELETE" }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    expect(await dealCount()).toBe(1);
  });
});
