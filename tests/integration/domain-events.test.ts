import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  notifications,
  sponsorDeals,
  sponsorInteractions,
  webhookDeliveries,
} from "@/lib/server/db/schema";
import { lockUserNotifications } from "@/lib/server/notifications/user-lock";
import { createTestUser, resetDatabase } from "../support/db";
import { eventually } from "../support/eventually";
import { http, signIn, waitForJob } from "../support/http";
import { createProposalFixture } from "../support/proposals";

/**
 * The domain-event bus over HTTP: a request publishes only what its transaction committed, and
 * each published event reaches each subscriber (webhooks, notifications, interaction log) once.
 */

/** A webhook receiver on 127.0.0.1 (the only network the test server allows); answers 200. */
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

let adminCookie: string;
let seller: Awaited<ReturnType<typeof createTestUser>>;
let sellerCookie: string;

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  seller = await createTestUser({ username: "seller" });
  adminCookie = await signIn(admin.username, admin.password);
  sellerCookie = await signIn(seller.username, seller.password);
});

async function subscribe(events: string[]): Promise<number> {
  const res = await http("/api/admin/webhooks", {
    cookie: adminCookie,
    json: { url: `${receiverUrl}/events`, events },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const deliveriesOf = (subscriptionId: number) =>
  getDb()
    .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
    .orderBy(webhookDeliveries.id);

const atLeast =
  (n: number) =>
  <T>(rows: T[]) =>
    rows.length >= n;

describe("publishing after commit", () => {
  it("publishes nothing for requests whose transaction rolled back, and once for the one that committed", async () => {
    const subscription = await subscribe(["deal.created", "deal.updated"]);
    const brand = (
      await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } })
    ).body;
    const deal = (overrides: Record<string, unknown>) => ({
      eventBrandId: brand.id,
      sponsorName: "Genesis",
      industry: "Automotive",
      sponsorshipLevel: "Title",
      status: "Active",
      value: 1_000,
      startDate: "2026-06-01",
      endDate: "2027-05-31",
      ...overrides,
    });
    const created = await http("/api/sponsor-deals", { cookie: sellerCookie, json: deal({}) });
    expect(created.status).toBe(201);
    // Refused inside their transactions (an exclusivity clash, an end before the start): rolled back.
    const clash = await http("/api/sponsor-deals", {
      cookie: sellerCookie,
      json: deal({ sponsorName: "BMW", sponsorshipLevel: "Official Partner" }),
    });
    expect(clash.status).toBe(409);
    const backwards = await http(`/api/sponsor-deals/${created.body.id}`, {
      method: "PATCH",
      cookie: sellerCookie,
      // Checked against the stored start date, inside the transaction.
      json: { endDate: "2026-01-01" },
    });
    expect(backwards.status).toBe(400);
    expect(await getDb().select().from(sponsorDeals)).toHaveLength(1);

    // A change that commits after the refused ones: once its event is in, the earlier ones would be.
    const changed = await http(`/api/sponsor-deals/${created.body.id}`, {
      method: "PATCH",
      cookie: sellerCookie,
      json: { value: 2_000 },
    });
    expect(changed.status).toBe(200);
    const deliveries = await eventually(
      () => deliveriesOf(subscription),
      atLeast(2),
      "the committed deal's two events",
    );
    expect(deliveries.map((row) => row.event)).toEqual(["deal.created", "deal.updated"]);
    expect(
      deliveries.map((row) => (row.payload as { data: { deal: { id: number } } }).data),
    ).toEqual([
      {
        deal: expect.objectContaining({
          id: created.body.id,
          sponsorName: "Genesis",
          value: 1_000,
        }),
      },
      { deal: expect.objectContaining({ id: created.body.id, value: 2_000 }) },
    ]);
  });

  it("a share link's first view reaches the webhook, the owner's notification and the interaction log once each", async () => {
    const subscription = await subscribe(["proposal.viewed"]);
    const fixture = await createProposalFixture({ ownerId: seller.id, mockupCount: 0 });
    const link = await http(`/api/proposals/${fixture.proposalId}/share-links`, {
      cookie: sellerCookie,
      json: {},
    });
    expect(link.status).toBe(201);
    const view = () => http(`/api/shared-proposals/${link.body.token}`);
    const noticesOf = () =>
      getDb()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, "proposal.viewed")));
    const logOf = () =>
      getDb()
        .select()
        .from(sponsorInteractions)
        .where(eq(sponsorInteractions.sponsorBrandId, fixture.sponsorBrandId));

    expect((await view()).status).toBe(200);
    await eventually(() => deliveriesOf(subscription), atLeast(1), "the webhook");
    await eventually(noticesOf, atLeast(1), "the owner's notification");
    await eventually(logOf, atLeast(1), "the interaction log entry");

    // A second view: the webhook hears of it too, nobody else does. Once its delivery is in, any
    // repeat of the first view's would be as well.
    expect((await view()).status).toBe(200);
    const deliveries = await eventually(
      () => deliveriesOf(subscription),
      atLeast(2),
      "the second view's webhook",
    );
    expect(deliveries).toHaveLength(2);
    expect(
      deliveries.map((row) => (row.payload as { data: { firstView: boolean } }).data.firstView),
    ).toEqual([true, false]);
    expect(deliveries[0]!.payload).toMatchObject({
      event: "proposal.viewed",
      data: {
        proposal: { id: fixture.proposalId, title: fixture.title, status: "viewed" },
        sponsorBrandId: fixture.sponsorBrandId,
        shareLinkId: link.body.id,
        statusChanged: true,
      },
    });
    const notices = await noticesOf();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: `Your proposal "${fixture.title}" was viewed`,
      href: `/proposals/${fixture.proposalId}`,
    });
    const logged = await logOf();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ createdBy: seller.id, type: "note" });
    expect(logged[0]!.notes).toMatch(/^Proposal viewed: /);
  });

  it("answers before a slow subscriber has finished: the notification waits, the view does not", async () => {
    const fixture = await createProposalFixture({ ownerId: seller.id, mockupCount: 0 });
    const link = await http(`/api/proposals/${fixture.proposalId}/share-links`, {
      cookie: sellerCookie,
      json: {},
    });
    const noticesOf = () =>
      getDb()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, "proposal.viewed")));
    // Hold the owner's notification lock: writing their notification blocks until it is let go.
    // Were the notification written inside the request, the view would not be answered meanwhile.
    await getDb().transaction(async (tx) => {
      await lockUserNotifications(tx, seller.id);
      const viewed = await http(`/api/shared-proposals/${link.body.token}`);
      expect(viewed.status).toBe(200);
      expect(viewed.body.counted).toBe(true);
    });
    const notices = await eventually(noticesOf, atLeast(1), "the owner's notification");
    expect(notices).toHaveLength(1);
  });

  it("publishes a job's end once: one webhook delivery and one notification", async () => {
    const subscription = await subscribe(["job.completed", "job.failed"]);
    await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } });
    await http("/api/sponsor-brands", { cookie: sellerCookie, json: { name: "Acme Rockets" } });
    const submitted = await http("/api/jobs/research", {
      cookie: sellerCookie,
      json: { sponsorName: "Acme Rockets" },
    });
    expect(submitted.status).toBe(202);
    const jobId = submitted.body.jobId as string;
    expect((await waitForJob(jobId, sellerCookie)).status).toBe("completed");

    const deliveries = await eventually(
      () => deliveriesOf(subscription),
      atLeast(1),
      "the job's webhook",
    );
    const notices = await eventually(
      () => getDb().select().from(notifications).where(eq(notifications.userId, seller.id)),
      atLeast(1),
      "the job's notification",
    );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      event: "job.completed",
      payload: { data: { job: { id: jobId, status: "completed", createdBy: seller.id } } },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "job.completed", subjectKey: `job:${jobId}` });
    // The delivery job that sent it is a system job: it ended too, and published nothing.
    await eventually(
      () =>
        getDb()
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.subscriptionId, subscription),
              sql`${webhookDeliveries.status} in ('succeeded', 'failed')`,
            ),
          ),
      atLeast(1),
      "the delivery to end",
    );
    expect(await deliveriesOf(subscription)).toHaveLength(1);
  }, 90_000);
});
