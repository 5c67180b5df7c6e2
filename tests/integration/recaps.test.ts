import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import JSZip from "jszip";
import { getDb } from "@/lib/server/db/client";
import {
  contractItems,
  contracts,
  deliverableProofs,
  deliverables,
  eventBrands,
  inventoryAssets,
  notifications,
  proposalViews,
  specificEvents,
  sponsorDeals,
  webhookDeliveries,
} from "@/lib/server/db/schema";
import { syncDeliverables } from "@/lib/server/fulfilment/generate";
import { createTestUser, resetDatabase } from "../support/db";
import { eventually } from "../support/eventually";
import { formWithFile, pngBytes } from "../support/images";
import { BASE_URL, http, signIn, waitForJob } from "../support/http";
import { pdfText } from "../support/pdf";

/**
 * Recaps over HTTP: made by a job for a season the contract covers, read by the team, exported to
 * PDF and PowerPoint and shared by link with the proposals' rules (passcode, views, revoking,
 * `recap.viewed`). What leaves the app carries none of the team's own data.
 */

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const INACTIVE = { error: "This link is no longer active.", code: "NOT_FOUND" };

// What the sponsor must never see, planted where the team keeps it.
const OWNER_EMAIL = "recap-owner-secret@example.com";
const NOTE_MARKER = "NOTE-MARKER-internal-only";
const WAIVED_MARKER = "WAIVED-MARKER-internal-only";
const FLOOR_CENTS = 987_654_32;

let receiver: Server;
let receiverUrl: string;
let ownerCookie: string;
let memberCookie: string;
let adminCookie: string;
let ownerId: number;
let contractId: number;
let season: number;
let recapId: number;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  await resetDatabase();
  const owner = await createTestUser({ username: "recapowner", email: OWNER_EMAIL });
  const member = await createTestUser({ username: "recapmember" });
  const admin = await createTestUser({ username: "recapadmin", role: "admin" });
  ownerId = owner.id;
  ownerCookie = await signIn(owner.username, owner.password);
  memberCookie = await signIn(member.username, member.password);
  adminCookie = await signIn(admin.username, admin.password);

  const db = getDb();
  const [brand] = await db.insert(eventBrands).values({ name: "LIV Golf" }).returning();
  const [event] = await db
    .insert(specificEvents)
    .values({ eventBrandId: brand!.id, name: "LIV Golf Riyadh", startDate: day(-10) })
    .returning();
  season = Number(event!.startDate!.slice(0, 4));
  const [deal] = await db
    .insert(sponsorDeals)
    .values({
      eventBrandId: brand!.id,
      sponsorName: "Aramco",
      industry: "Energy",
      sponsorshipLevel: "Official Partner",
      status: "Active",
      createdBy: owner.id,
    })
    .returning();
  const [signs] = await db
    .insert(inventoryAssets)
    .values({
      eventBrandId: brand!.id,
      name: "Tee-box signage",
      category: "signage",
      unit: "per event",
      scope: "event",
      quantity: 10,
      listPriceCents: 10_000_00,
      floorPriceCents: FLOOR_CENTS,
    })
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({
      dealId: deal!.id,
      eventBrandId: brand!.id,
      startDate: `${season}-01-01`,
      endDate: `${season}-12-31`,
      totalFeeCents: 1_000_000_00,
      createdBy: owner.id,
    })
    .returning();
  contractId = contract!.id;
  await db.insert(contractItems).values({ contractId, assetId: signs!.id, quantity: 4 });
  await syncDeliverables(contractId);
  const units = await db
    .select()
    .from(deliverables)
    .where(eq(deliverables.contractId, contractId))
    .orderBy(deliverables.unitNumber);
  expect(units).toHaveLength(4);
  // Unit 1 and 2 delivered (1 with a photo, figures and a note), 3 missed, 4 waived.
  await db
    .update(deliverables)
    .set({ status: "delivered" })
    .where(and(eq(deliverables.contractId, contractId), eq(deliverables.unitNumber, 1)));
  await db
    .update(deliverables)
    .set({ status: "delivered" })
    .where(and(eq(deliverables.contractId, contractId), eq(deliverables.unitNumber, 2)));
  await db
    .update(deliverables)
    .set({ status: "missed" })
    .where(and(eq(deliverables.contractId, contractId), eq(deliverables.unitNumber, 3)));
  await db
    .update(deliverables)
    .set({ status: "waived", waivedReason: WAIVED_MARKER })
    .where(and(eq(deliverables.contractId, contractId), eq(deliverables.unitNumber, 4)));
  const photo = await http(`/api/deliverables/${units[0]!.id}/proofs`, {
    cookie: ownerCookie,
    form: formWithFile("file", await pngBytes(), "tee.png", "image/png"),
  });
  expect(photo.status).toBe(201);
  await db.insert(deliverableProofs).values([
    {
      deliverableId: units[0]!.id,
      kind: "figure",
      metric: "impressions",
      value: 120_000,
      source: "Broadcaster report",
      note: NOTE_MARKER,
    },
    { deliverableId: units[1]!.id, kind: "figure", metric: "impressions", value: 30_000 },
    // A figure of a missed unit proves nothing: not summed.
    { deliverableId: units[2]!.id, kind: "figure", metric: "clicks", value: 999 },
  ]);
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

describe("making a recap", () => {
  it("refuses a season the contract does not cover with 400, others' writes with 403, unknown ids with 404", async () => {
    const bad = await http(`/api/contracts/${contractId}/recaps`, {
      cookie: ownerCookie,
      json: { season: season + 3 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      `The contract does not cover the ${season + 3} season: choose one of ${season}`,
    );
    const member = await http(`/api/contracts/${contractId}/recaps`, {
      cookie: memberCookie,
      json: { season },
    });
    expect(member.status).toBe(403);
    const unknown = await http(`/api/contracts/999999/recaps`, {
      cookie: ownerCookie,
      json: { season },
    });
    expect(unknown.status).toBe(404);
    expect((await http(`/api/recaps/999999`, { cookie: ownerCookie })).status).toBe(404);
    const list = await http(`/api/contracts/${contractId}/recaps`, { cookie: memberCookie });
    expect(list.body.items).toEqual([]);
  });

  it("queues the job (202), which completes with the recap's content", async () => {
    const created = await http(`/api/contracts/${contractId}/recaps`, {
      cookie: ownerCookie,
      json: { season },
    });
    expect(created.status).toBe(202);
    expect(created.headers.get("location")).toBe(`/api/jobs/${created.body.job.id}`);
    expect(created.body.job).toMatchObject({ type: "recap" });
    expect(created.body.recap).toMatchObject({ contractId, season, content: null });
    recapId = created.body.recap.id;
    const job = await waitForJob(created.body.job.id, ownerCookie);
    expect(job).toMatchObject({ status: "completed", progress: 100 });

    // Every signed-in user reads it.
    const read = await http(`/api/recaps/${recapId}`, { cookie: memberCookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: recapId, status: "ready", season });
    const content = read.body.content;
    expect(content.assets).toEqual([
      expect.objectContaining({
        name: "Tee-box signage",
        contracted: 4,
        delivered: 2,
        missed: 1,
        waived: 1,
        planned: 0,
        percentDelivered: 67,
      }),
    ]);
    expect(content.photos).toHaveLength(1);
    expect(content.photos[0].url).toMatch(/^\/uploads\//);
    expect(content.figures).toEqual([
      { metric: "impressions", total: 150_000, sources: ["Broadcaster report"] },
    ]);
    expect(content.value).toMatchObject({ estimate: true, deliveredShare: 0.5 });
    expect(content.value.basis).toMatch(/^Estimate/);
    expect(JSON.stringify(read.body)).not.toContain(NOTE_MARKER);
    expect(JSON.stringify(read.body)).not.toContain(WAIVED_MARKER);
  });
});

describe("exporting a recap", () => {
  async function exportAs(format: "pdf" | "pptx") {
    const created = await http(`/api/recaps/${recapId}/exports`, {
      cookie: ownerCookie,
      json: { format },
    });
    expect(created.status).toBe(202);
    expect(created.body.export).toMatchObject({ recapId, format });
    expect(created.body.job).toMatchObject({ type: "recap-export" });
    expect((await waitForJob(created.body.job.id, ownerCookie)).status).toBe("completed");
    const list = await http(`/api/recaps/${recapId}/exports`, { cookie: memberCookie });
    const item = list.body.items.find(
      (entry: { id: number }) => entry.id === created.body.export.id,
    );
    expect(item).toMatchObject({
      status: "completed",
      downloadUrl: `/api/recap-exports/${created.body.export.id}/download`,
    });
    // A recap's export is not downloaded from a proposal's address.
    const crossed = await http(`/api/proposal-exports/${created.body.export.id}/download`, {
      cookie: ownerCookie,
    });
    expect(crossed.status).toBe(404);
    const response = await fetch(`${BASE_URL}${item.downloadUrl}`, {
      headers: { cookie: memberCookie },
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it("makes a PDF and a PowerPoint that say the value is an estimate and leak nothing internal", async () => {
    const pdf = await exportAs("pdf");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf).text;
    expect(text).toContain("Tee-box signage");
    expect(text).toContain("Value delivered (Estimate)");
    for (const secret of [OWNER_EMAIL, NOTE_MARKER, WAIVED_MARKER, "987,654", "987654"]) {
      expect(text).not.toContain(secret);
    }
    expect(text.toLowerCase()).not.toContain("match score");

    const pptx = await exportAs("pptx");
    expect(pptx.subarray(0, 2).toString("latin1")).toBe("PK");
    const zip = await JSZip.loadAsync(pptx);
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => name.startsWith("ppt/slides/slide"))
        .map((name) => zip.file(name)!.async("string")),
    );
    const deck = slides.join("\n");
    expect(deck).toContain("Estimate");
    for (const secret of [OWNER_EMAIL, NOTE_MARKER, WAIVED_MARKER, "987,654"]) {
      expect(deck).not.toContain(secret);
    }
  });

  it("refuses exports to those who may not share the recap (403) and bad formats (400)", async () => {
    const member = await http(`/api/recaps/${recapId}/exports`, {
      cookie: memberCookie,
      json: { format: "pdf" },
    });
    expect(member.status).toBe(403);
    const bad = await http(`/api/recaps/${recapId}/exports`, {
      cookie: ownerCookie,
      json: { format: "docx" },
    });
    expect(bad.status).toBe(400);
    expect(
      (await http(`/api/recaps/999999/exports`, { cookie: ownerCookie, json: { format: "pdf" } }))
        .status,
    ).toBe(404);
  });
});

describe("sharing a recap", () => {
  it("counts views on /r/{token}, fires recap.viewed and notifies the recap's creator", async () => {
    const subscribed = await http("/api/admin/webhooks", {
      cookie: adminCookie,
      json: { url: `${receiverUrl}/events`, events: ["recap.viewed"] },
    });
    expect(subscribed.status).toBe(201);
    const member = await http(`/api/recaps/${recapId}/share-links`, {
      cookie: memberCookie,
      json: {},
    });
    expect(member.status).toBe(403);

    const link = await http(`/api/recaps/${recapId}/share-links`, {
      cookie: ownerCookie,
      json: {},
    });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ recapId, status: "active", viewCount: 0 });
    expect(link.body.url).toBe(`/r/${link.body.token}`);
    const token = link.body.token as string;

    // The proposal page and API do not open a recap's token.
    expect((await http(`/api/shared-proposals/${token}`)).body).toEqual(INACTIVE);
    expect((await fetch(`${BASE_URL}/p/${token}`)).status).toBe(404);

    const read = await http(`/api/shared-recaps/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(read.body.counted).toBe(true);
    expect(read.body.recap.seller).toEqual({ name: "LIV Golf", email: "" });
    const page = await fetch(`${BASE_URL}/r/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Value delivered (Estimate)");
    expect(html).toContain('name="robots" content="noindex');
    for (const body of [JSON.stringify(read.body), html]) {
      for (const secret of [OWNER_EMAIL, NOTE_MARKER, WAIVED_MARKER, "987,654", "987654"]) {
        expect(body).not.toContain(secret);
      }
    }
    // A signed-in member of the team previews it: not counted.
    const preview = await http(`/api/shared-recaps/${token}`, { cookie: memberCookie });
    expect(preview.body.counted).toBe(false);

    const links = await http(`/api/recaps/${recapId}/share-links`, { cookie: ownerCookie });
    expect(links.body.items[0]).toMatchObject({ id: link.body.id, viewCount: 2 });
    const views = await getDb()
      .select()
      .from(proposalViews)
      .where(eq(proposalViews.shareLinkId, link.body.id));
    expect(views).toHaveLength(2);
    expect(views.every((view) => view.recapId === recapId && view.proposalId === null)).toBe(true);

    const deliveries = await eventually(
      () =>
        getDb()
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.subscriptionId, subscribed.body.id)),
      (rows) => rows.length >= 2,
      "the recap.viewed webhooks",
    );
    expect(deliveries.map((row) => row.event)).toEqual(["recap.viewed", "recap.viewed"]);
    const data = (deliveries[0]!.payload as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      recap: { id: recapId, contractId, season },
      shareLinkId: link.body.id,
    });
    const told = await eventually(
      () =>
        getDb()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, ownerId), eq(notifications.kind, "recap.viewed"))),
      (rows) => rows.length >= 1,
      "the recap.viewed notification",
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.href).toBe(`/recaps/${recapId}`);
  });

  it("asks for the passcode, unlocks with the right one, and answers 404 once revoked", async () => {
    const link = await http(`/api/recaps/${recapId}/share-links`, {
      cookie: ownerCookie,
      json: { passcode: "open-sesame" },
    });
    expect(link.status).toBe(201);
    const token = link.body.token as string;
    const locked = await http(`/api/shared-recaps/${token}`);
    expect(locked.status).toBe(401);
    expect(locked.body.details).toEqual({ passcodeRequired: true });
    const wrong = await http(`/api/shared-recaps/${token}`, {
      headers: { "x-proposal-passcode": "not-it-at-all" },
    });
    expect(wrong.status).toBe(403);
    const right = await http(`/api/shared-recaps/${token}`, {
      headers: { "x-proposal-passcode": "open-sesame" },
    });
    expect(right.status).toBe(200);
    const unlocked = await http(`/api/shared-recaps/${token}/unlock`, {
      json: { passcode: "open-sesame" },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.headers.get("set-cookie")).toContain(`proposal-unlock-${link.body.id}=`);
    const pageLocked = await (await fetch(`${BASE_URL}/r/${token}`)).text();
    expect(pageLocked).toContain("This recap is protected");

    const member = await http(`/api/proposal-share-links/${link.body.id}/revoke`, {
      cookie: memberCookie,
      json: {},
    });
    expect(member.status).toBe(403);
    const revoked = await http(`/api/proposal-share-links/${link.body.id}/revoke`, {
      cookie: ownerCookie,
      json: {},
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ recapId, status: "revoked" });
    const gone = await http(`/api/shared-recaps/${token}`, {
      headers: { "x-proposal-passcode": "open-sesame" },
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(INACTIVE);
    expect((await fetch(`${BASE_URL}/r/${token}`)).status).toBe(404);
  });
});
