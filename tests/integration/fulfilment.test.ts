import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  deliverableProofs,
  deliverables,
  eventBrands,
  inventoryAssets,
  notifications,
  specificEvents,
  sponsorDeals,
  webhookDeliveries,
} from "@/lib/server/db/schema";
import { syncDeliverables } from "@/lib/server/fulfilment/generate";
import { notifyOverdueDeliverables } from "@/lib/server/fulfilment/overdue";
import { seasonsCovered } from "@/lib/server/fulfilment/plan";
import { createTestUser, resetDatabase } from "../support/db";
import { eventually } from "../support/eventually";
import { http, signIn } from "../support/http";
import { formWithFile, pngBytes } from "../support/images";

/**
 * Fulfilment over HTTP: a contract's deliverables generated from its items, listed, edited and
 * proven (photos and PDFs checked by their bytes, links, figures), writes refused to strangers and
 * on sample contracts, and the overdue notice sent once.
 */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// A webhook receiver on 127.0.0.1 (the only network the test server allows); answers 200.
let receiver: Server;
let receiverUrl: string;

let adminCookie: string;
let dealOwner: Awaited<ReturnType<typeof createTestUser>>;
let ownerCookie: string;
let fieldWorker: Awaited<ReturnType<typeof createTestUser>>;
let fieldCookie: string;
let strangerCookie: string;
let brandId: number;
let past: { id: number; name: string };
let next: { id: number; name: string };
let contractId: number;
let signsItemId: number;

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  dealOwner = await createTestUser({ username: "seller" });
  fieldWorker = await createTestUser({ username: "fieldwork" });
  const stranger = await createTestUser({ username: "stranger" });
  adminCookie = await signIn(admin.username, admin.password);
  ownerCookie = await signIn(dealOwner.username, dealOwner.password);
  fieldCookie = await signIn(fieldWorker.username, fieldWorker.password);
  strangerCookie = await signIn(stranger.username, stranger.password);

  const db = getDb();
  const [brand] = await db.insert(eventBrands).values({ name: "LIV Golf" }).returning();
  brandId = brand!.id;
  const events = await db
    .insert(specificEvents)
    .values([
      { eventBrandId: brandId, name: "LIV Golf Riyadh", startDate: day(-10), endDate: day(-8) },
      { eventBrandId: brandId, name: "LIV Golf Adelaide", startDate: day(20), endDate: day(22) },
    ])
    .returning();
  past = events[0]!;
  next = events[1]!;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

async function insertContract(options: { isSample?: boolean } = {}) {
  const db = getDb();
  const [deal] = await db
    .insert(sponsorDeals)
    .values({
      eventBrandId: brandId,
      sponsorName: options.isSample ? "Sample Sponsor" : "Aramco",
      industry: "Energy",
      sponsorshipLevel: "Official Partner",
      status: "Active",
      isSample: options.isSample ?? false,
      createdBy: dealOwner.id,
    })
    .returning();
  const [signs, posts] = await db
    .insert(inventoryAssets)
    .values([
      {
        eventBrandId: brandId,
        name: `Tee-box signage ${deal!.id}`,
        category: "signage",
        unit: "per event",
        scope: "event",
        quantity: 10,
        listPriceCents: 10_000_00,
      },
      {
        eventBrandId: brandId,
        name: `Social post ${deal!.id}`,
        category: "digital",
        unit: "per post",
        scope: "season",
        quantity: 10,
        listPriceCents: 1_000_00,
      },
    ])
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({
      dealId: deal!.id,
      sponsorBrandId: null,
      eventBrandId: brandId,
      startDate: day(-400),
      endDate: day(400),
      totalFeeCents: 1_000_000_00,
      isSample: options.isSample ?? false,
      createdBy: dealOwner.id,
    })
    .returning();
  const items = await db
    .insert(contractItems)
    .values([
      { contractId: contract!.id, assetId: signs!.id, quantity: 2 },
      { contractId: contract!.id, assetId: posts!.id, quantity: 1 },
    ])
    .returning();
  return {
    contractId: contract!.id,
    signsItemId: items[0]!.id,
    postsItemId: items[1]!.id,
    signsName: signs!.name,
  };
}

const rowsOf = (id: number) =>
  getDb().select().from(deliverables).where(eq(deliverables.contractId, id));

describe("generating deliverables", () => {
  it("plans one per event and unit (season assets one per season), idempotently, and removes only unproven planned ones that no longer match", async () => {
    const fixture = await insertContract();
    contractId = fixture.contractId;
    signsItemId = fixture.signsItemId;
    const seasons = seasonsCovered(day(-400), day(400)).length;

    const first = await syncDeliverables(contractId);
    expect(first).toEqual({ created: 4 + seasons, removed: 0 });
    expect(await syncDeliverables(contractId)).toEqual({ created: 0, removed: 0 });
    const rows = await rowsOf(contractId);
    const atRiyadh = rows.filter((row) => row.specificEventId === past.id);
    expect(atRiyadh.map((row) => row.label).sort()).toEqual([
      `${fixture.signsName}, LIV Golf Riyadh, unit 1`,
      `${fixture.signsName}, LIV Golf Riyadh, unit 2`,
    ]);
    expect(atRiyadh.every((row) => row.dueDate === day(-10))).toBe(true);
    expect(rows.every((row) => row.ownerUserId === dealOwner.id)).toBe(true);

    // Unit 2 at the next event has proof: selling one sign per event keeps it, removes the other.
    const proven = rows.find((row) => row.specificEventId === next.id && row.unitNumber === 2)!;
    await getDb()
      .insert(deliverableProofs)
      .values({ deliverableId: proven.id, kind: "link", url: "https://example.com/a" });
    await getDb()
      .update(contractItems)
      .set({ quantity: 1 })
      .where(eq(contractItems.id, signsItemId));
    expect(await syncDeliverables(contractId)).toEqual({ created: 0, removed: 1 });
    const after = await rowsOf(contractId);
    expect(after.some((row) => row.id === proven.id)).toBe(true);
    expect(after.filter((row) => row.specificEventId === past.id)).toHaveLength(1);
    await getDb().delete(deliverableProofs).where(eq(deliverableProofs.deliverableId, proven.id));
    // The posts fall due at the end of each season, some maybe past: out of the way of what follows.
    await getDb()
      .update(deliverables)
      .set({ status: "delivered" })
      .where(eq(deliverables.contractItemId, fixture.postsItemId));
  });
});

describe("reading deliverables", () => {
  it("lists a contract's deliverables, overdue first, and a property's by event, status and due date", async () => {
    const list = await http(`/api/contracts/${contractId}/deliverables`, { cookie: fieldCookie });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ specificEventId: past.id, overdue: true, proofs: [] });
    expect(list.body.filter((d: { overdue: boolean }) => d.overdue)).toHaveLength(1);
    expect((await http("/api/contracts/999999/deliverables", { cookie: fieldCookie })).status).toBe(
      404,
    );

    const overdue = await http(`/api/deliverables?eventBrandId=${brandId}&due=overdue`, {
      cookie: fieldCookie,
    });
    expect(overdue.status).toBe(200);
    expect(overdue.body.map((d: { specificEventId: number }) => d.specificEventId)).toEqual([
      past.id,
    ]);
    const atNext = await http(
      `/api/deliverables?eventBrandId=${brandId}&specificEventId=${next.id}&status=planned`,
      { cookie: fieldCookie },
    );
    expect(atNext.body).toHaveLength(2);
    const range = await http(
      `/api/deliverables?eventBrandId=${brandId}&due=${day(-11)}..${day(-9)}`,
      { cookie: fieldCookie },
    );
    expect(range.body).toHaveLength(1);
    for (const bad of ["soon", `${day(1)}..${day(-1)}`, "2026-02-30..2026-03-01"]) {
      const refused = await http(`/api/deliverables?eventBrandId=${brandId}&due=${bad}`, {
        cookie: fieldCookie,
      });
      expect(refused.status).toBe(400);
    }
    expect(
      (
        await http(`/api/deliverables?eventBrandId=${brandId}&status=done`, {
          cookie: fieldCookie,
        })
      ).status,
    ).toBe(400);
  });
});

describe("the Fulfilment page", () => {
  // The page is drawn on the server: its HTML, with React's text separators taken out.
  const pageText = async (query: string) => {
    const res = await http(`/fulfilment?eventBrandId=${brandId}${query}`, { cookie: fieldCookie });
    expect(res.status).toBe(200);
    return String(res.body).replaceAll("<!-- -->", "");
  };

  it("shows 100 deliverables a page, the most urgent first across pages, with links between pages", async () => {
    const extra = await insertContract();
    const [item] = await getDb()
      .select()
      .from(contractItems)
      .where(eq(contractItems.id, extra.postsItemId));
    try {
      // 230 more: 5 overdue (labelled so they sort last by name), the rest due in the future.
      await getDb()
        .insert(deliverables)
        .values(
          Array.from({ length: 230 }, (_, index) => ({
            contractId: extra.contractId,
            contractItemId: item!.id,
            assetId: item!.assetId,
            season: 2026,
            unitNumber: 100 + index,
            label: index < 5 ? `Zz late post ${index}` : `Post ${String(index).padStart(3, "0")}`,
            dueDate: index < 5 ? day(-3) : day(30 + index),
          })),
        );
      const all = await http(`/api/deliverables?eventBrandId=${brandId}`, { cookie: fieldCookie });
      const total = all.body.length as number;
      const overdue = all.body.filter((d: { overdue: boolean }) => d.overdue).length as number;
      expect(total).toBeGreaterThan(200);
      expect(overdue).toBeGreaterThanOrEqual(5);
      // The API lists the same order: every overdue deliverable before any other.
      const flags = all.body.map((d: { overdue: boolean }) => d.overdue);
      expect(flags.indexOf(false)).toBe(overdue);

      const first = await pageText("");
      expect(first).toContain(`Showing 1–100 of ${total}`);
      expect(first).toContain(`Page 1 of ${Math.ceil(total / 100)}`);
      expect(first).toContain(`${overdue} overdue.`);
      for (let index = 0; index < 5; index++) expect(first).toContain(`Zz late post ${index}`);
      expect(first).toContain(`&amp;page=2"`);
      expect(first).not.toContain("Post 229");

      const last = Math.ceil(total / 100);
      const end = await pageText(`&page=${last}`);
      expect(end).toContain(`Showing ${(last - 1) * 100 + 1}–${total} of ${total}`);
      expect(end).toContain("Post 229");
      expect(end).not.toContain("Zz late post");
      // Past the end: the last page; not a number: the first.
      expect(await pageText("&page=99")).toContain(`Page ${last} of ${last}`);
      expect(await pageText("&page=abc")).toContain(`Page 1 of ${last}`);
      // A filter pages its own list: few deliverables (if any) are delivered here, so no pager.
      expect(await pageText("&status=delivered")).not.toContain("Showing");
    } finally {
      const [made] = await getDb()
        .delete(contracts)
        .where(eq(contracts.id, extra.contractId))
        .returning({ dealId: contracts.dealId });
      await getDb().delete(sponsorDeals).where(eq(sponsorDeals.id, made!.dealId));
    }
  });
});

async function deliverableAt(eventId: number, unit = 1) {
  const [row] = await getDb()
    .select()
    .from(deliverables)
    .where(
      and(
        eq(deliverables.contractId, contractId),
        eq(deliverables.specificEventId, eventId),
        eq(deliverables.unitNumber, unit),
      ),
    );
  return row!;
}

describe("editing deliverables", () => {
  it("lets the deal's owner, admins and the deliverable's owner edit; refuses strangers; a sample contract's deliverables are worked too", async () => {
    const target = await deliverableAt(next.id);
    const path = `/api/deliverables/${target.id}`;
    const stranger = await http(path, {
      method: "PATCH",
      cookie: strangerCookie,
      json: { label: "x" },
    });
    expect(stranger.status).toBe(403);
    const renamed = await http(path, {
      method: "PATCH",
      cookie: ownerCookie,
      json: { label: "Tee-box signage, hole 7" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.label).toBe("Tee-box signage, hole 7");

    expect(
      (await http(path, { method: "PATCH", cookie: fieldCookie, json: { label: "y" } })).status,
    ).toBe(403);
    const handed = await http(path, {
      method: "PATCH",
      cookie: adminCookie,
      json: { ownerUserId: fieldWorker.id },
    });
    expect(handed.status).toBe(200);
    const delivered = await http(path, {
      method: "PATCH",
      cookie: fieldCookie,
      json: { status: "delivered" },
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.deliveredAt).not.toBeNull();

    const noReason = await http(path, {
      method: "PATCH",
      cookie: fieldCookie,
      json: { status: "waived" },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0].path).toBe("body.waivedReason");
    const waived = await http(path, {
      method: "PATCH",
      cookie: fieldCookie,
      json: { status: "waived", waivedReason: "Hole closed for repairs" },
    });
    expect(waived.body).toMatchObject({
      status: "waived",
      waivedReason: "Hole closed for repairs",
      deliveredAt: null,
    });
    const back = await http(path, {
      method: "PATCH",
      cookie: fieldCookie,
      json: { status: "planned" },
    });
    expect(back.body).toMatchObject({ status: "planned", waivedReason: null });

    for (const body of [
      {},
      { status: "done" },
      { dueDate: "2026-02-30" },
      { ownerUserId: 999999 },
      { extra: 1 },
    ]) {
      expect((await http(path, { method: "PATCH", cookie: ownerCookie, json: body })).status).toBe(
        400,
      );
    }

    const sample = await insertContract({ isSample: true });
    await syncDeliverables(sample.contractId);
    const [sampleRow] = await rowsOf(sample.contractId);
    // The demo's sample contracts: their terms are read-only, their checklist is not.
    const worked = await http(`/api/deliverables/${sampleRow!.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { label: "hole 7" },
    });
    expect(worked.status).toBe(200);
    expect(worked.body.label).toBe("hole 7");
    const refused = await http(`/api/deliverables/${sampleRow!.id}`, {
      method: "PATCH",
      cookie: strangerCookie,
      json: { label: "nope" },
    });
    expect(refused.status).toBe(403);
  });
});

const proofCount = async (id: number) =>
  (await getDb().select().from(deliverableProofs).where(eq(deliverableProofs.deliverableId, id)))
    .length;

describe("proof", () => {
  it("takes photos and PDFs checked by their bytes, links and figures; refuses the rest with 400, 413 or 415", async () => {
    const target = await deliverableAt(next.id);
    const path = `/api/deliverables/${target.id}/proofs`;
    const png = await http(path, {
      cookie: ownerCookie,
      form: formWithFile("file", await pngBytes(), "tee.png", "image/png"),
    });
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      kind: "photo",
      contentType: "image/png",
      fileName: "tee.png",
    });
    const served = await fetch(
      `${process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000"}${png.body.url}`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    // A PDF sent as a photo is stored as the document it is; the bytes decide, not the name.
    const pdf = await http(path, {
      cookie: ownerCookie,
      form: formWithFile("file", PDF, "report.jpg", "image/jpeg"),
    });
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ kind: "document", contentType: "application/pdf" });

    const link = new FormData();
    link.append("url", "https://instagram.com/p/abc");
    link.append("note", "Launch post");
    expect((await http(path, { cookie: ownerCookie, form: link })).body).toMatchObject({
      kind: "link",
      url: "https://instagram.com/p/abc",
      note: "Launch post",
    });
    const figure = new FormData();
    figure.append("metric", "impressions");
    figure.append("value", "125000");
    figure.append("source", "Broadcaster report");
    expect((await http(path, { cookie: ownerCookie, form: figure })).body).toMatchObject({
      kind: "figure",
      metric: "impressions",
      value: 125000,
      source: "Broadcaster report",
    });
    expect(await proofCount(target.id)).toBe(4);

    const fakePng = await http(path, {
      cookie: ownerCookie,
      form: formWithFile("file", "not an image at all", "fake.png", "image/png"),
    });
    expect(fakePng.status).toBe(415);
    const gif = await http(path, {
      cookie: ownerCookie,
      form: formWithFile(
        "file",
        Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
        "a.gif",
        "image/gif",
      ),
    });
    expect(gif.status).toBe(415);
    const tooLarge = await http(path, {
      cookie: ownerCookie,
      form: formWithFile("file", Buffer.alloc(10 * 1024 * 1024 + 10), "big.pdf", "application/pdf"),
    });
    expect(tooLarge.status).toBe(413);
    const forms: Array<Record<string, string>> = [
      {},
      { url: "ftp://example.com/file" },
      { url: "javascript:alert(1)" },
      { metric: "likes", value: "3", source: "x" },
      { metric: "posts", value: "-1", source: "x" },
      { metric: "posts", value: "1.5", source: "x" },
      { metric: "posts", value: "3" },
      { url: "https://example.com", metric: "posts", value: "3", source: "x" },
    ];
    for (const fields of forms) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const refused = await http(path, { cookie: ownerCookie, form });
      expect([fields, refused.status]).toEqual([fields, 400]);
    }
    expect(await proofCount(target.id)).toBe(4);

    const strangerForm = new FormData();
    strangerForm.append("url", "https://example.com");
    expect((await http(path, { cookie: strangerCookie, form: strangerForm })).status).toBe(403);

    const removed = await http(`${path}/${png.body.id}`, { method: "DELETE", cookie: ownerCookie });
    expect(removed.status).toBe(204);
    expect(
      (await http(`${path}/${png.body.id}`, { method: "DELETE", cookie: ownerCookie })).status,
    ).toBe(404);
    expect(
      (await http(`${path}/${pdf.body.id}`, { method: "DELETE", cookie: strangerCookie })).status,
    ).toBe(403);
    const gone = await fetch(
      `${process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000"}${png.body.url}`,
    );
    expect(gone.status).toBe(404);
    expect(await proofCount(target.id)).toBe(3);

    const view = await http(`/api/deliverables/${target.id}`, { cookie: fieldCookie });
    expect(view.body.proofs.map((p: { kind: string }) => p.kind)).toEqual([
      "document",
      "link",
      "figure",
    ]);
  });
});

describe("overdue", () => {
  it("notifies the deliverable's owner and the deal's owner and fires the webhook once per deliverable", async () => {
    const subscribed = await http("/api/admin/webhooks", {
      cookie: adminCookie,
      json: { url: `${receiverUrl}/events`, events: ["fulfilment.overdue"] },
    });
    expect(subscribed.status).toBe(201);
    const late = await deliverableAt(past.id);
    await getDb()
      .update(deliverables)
      .set({ ownerUserId: fieldWorker.id })
      .where(eq(deliverables.id, late.id));

    await notifyOverdueDeliverables();
    await notifyOverdueDeliverables();

    const deliveries = await eventually(
      () =>
        getDb()
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.subscriptionId, subscribed.body.id)),
      (rows) => rows.length >= 1,
      "the overdue webhook",
    );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.event).toBe("fulfilment.overdue");
    expect(
      (deliveries[0]!.payload as { data: { deliverable: { id: number } } }).data.deliverable,
    ).toMatchObject({
      id: late.id,
      overdue: true,
    });
    const notified = await getDb()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "fulfilment.overdue"));
    expect(notified.map((row) => row.userId).sort()).toEqual([dealOwner.id, fieldWorker.id].sort());
    expect(notified[0]!.href).toBe(`/fulfilment/${late.id}`);
    const [marked] = await getDb().select().from(deliverables).where(eq(deliverables.id, late.id));
    expect(marked!.overdueNotifiedAt).not.toBeNull();

    // Nothing more on later runs, and a sample contract's overdue deliverables never notify.
    await notifyOverdueDeliverables();
    expect(
      await getDb()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, subscribed.body.id)),
    ).toHaveLength(1);
  });
});
