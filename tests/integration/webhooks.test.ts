import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { auditLog, webhookDeliveries, webhookSubscriptions } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, httpPage, signIn } from "../support/http";
import { createProposalFixture } from "../support/proposals";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies in tests are arbitrary JSON
type AnyJson = any;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 (the only network the test server allows). */
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
/** Statuses the receiver answers, one per request, then 200. */
let answers: number[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (req.url === "/redirect") {
        res.writeHead(302, { Location: `${receiverUrl}/target` }).end();
        return;
      }
      res.writeHead(answers.shift() ?? 200, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

let adminCookie: string;
let memberCookie: string;

beforeEach(async () => {
  await resetDatabase();
  received = [];
  answers = [];
  const admin = await createTestUser({ username: "boss", role: "admin" });
  const member = await createTestUser({ username: "seller" });
  adminCookie = await signIn(admin.username, admin.password);
  memberCookie = await signIn(member.username, member.password);
});

const subscribe = (json: Record<string, unknown>, cookie: string | null = adminCookie) =>
  http("/api/admin/webhooks", { cookie, json });

const deliveriesOf = async (subscriptionId: number) =>
  (await httpPage(`/api/admin/webhooks/${subscriptionId}/deliveries`, { cookie: adminCookie }))
    .body;

/** Poll until `check` answers something other than undefined (deliveries are jobs). */
async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 25_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The delivery once it has ended (succeeded or failed). */
const endedDelivery = (subscriptionId: number, deliveryId: number) =>
  eventually(async () => {
    const page = await deliveriesOf(subscriptionId);
    const found = page.items.find((item: AnyJson) => item.id === deliveryId);
    return found && ["succeeded", "failed"].includes(found.status) ? found : undefined;
  }, `delivery ${deliveryId} to end`);

/** Check a Pitchside-Signature header as a receiver would. */
function signatureIsValid(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2)));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(String(parts.v1), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe("subscriptions", () => {
  it("creates a subscription and answers its secret once; lists and audits it", async () => {
    const res = await subscribe({
      url: `${receiverUrl}/hooks`,
      events: ["deal.updated", "deal.created", "deal.created"],
      description: "CRM sync",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: `${receiverUrl}/hooks`,
      description: "CRM sync",
      events: ["deal.created", "deal.updated"],
      active: true,
      createdBy: { id: expect.any(Number), username: "boss" },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    const list = await http("/api/admin/webhooks", { cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).not.toHaveProperty("secret");
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);

    const audit = await getDb().select().from(auditLog);
    expect(audit.map((row) => row.action)).toEqual(["webhook.created"]);
    expect(JSON.stringify(audit)).not.toContain(res.body.secret);
  });

  it("changes and deletes a subscription, auditing each", async () => {
    const { id } = (await subscribe({ url: `${receiverUrl}/a`, events: ["job.failed"] })).body;
    const patched = await http(`/api/admin/webhooks/${id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { url: `${receiverUrl}/b`, events: ["job.completed"], active: false, description: "" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id,
      url: `${receiverUrl}/b`,
      events: ["job.completed"],
      active: false,
      description: null,
    });
    const removed = await http(`/api/admin/webhooks/${id}`, {
      method: "DELETE",
      cookie: adminCookie,
    });
    expect(removed.status).toBe(204);
    expect((await http("/api/admin/webhooks", { cookie: adminCookie })).body).toEqual([]);
    expect(
      (await http(`/api/admin/webhooks/${id}/deliveries`, { cookie: adminCookie })).status,
    ).toBe(404);
    const actions = (await getDb().select().from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["webhook.created", "webhook.deleted", "webhook.updated"]);
  });

  it.each([
    [{ url: "ftp://example.com/x", events: ["job.failed"] }, "URL must be a valid"],
    [{ url: "https://example.com/x", events: [] }, "Choose at least one event"],
    [{ url: "https://example.com/x", events: ["deal.deleted"] }, "Events must be among"],
    [{ url: "https://example.com/x", events: ["ping"] }, "Events must be among"],
    [{ url: "https://example.com/x", events: ["job.failed"], secret: "mine" }, ""],
    [{ url: "http://10.0.0.1/hook", events: ["job.failed"] }, "10.0.0.1 is a private address"],
    [
      { url: "http://169.254.169.254/latest/meta-data", events: ["job.failed"] },
      "169.254.169.254 is a link-local address",
    ],
    [{ url: "http://[::1]:8080/", events: ["job.failed"] }, "::1 is a loopback address"],
    [{ url: "http://127.0.0.2/", events: ["job.failed"] }, "127.0.0.2 is a loopback address"],
    [
      { url: "http://[64:ff9b:1::a00:1]/hook", events: ["job.failed"] },
      "64:ff9b:1::a00:1 is a local-use NAT64 address",
    ],
    [
      { url: "http://[64:ff9b::a9fe:a9fe]/", events: ["job.failed"] },
      "is a link-local address (it carries 169.254.169.254)",
    ],
  ])("refuses %j with a 400", async (body, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect(await getDb().select().from(webhookSubscriptions)).toEqual([]);
  });

  it("refuses an empty or refused change, and unknown ids", async () => {
    const { id } = (await subscribe({ url: `${receiverUrl}/a`, events: ["job.failed"] })).body;
    const patch = (target: number, json: unknown) =>
      http(`/api/admin/webhooks/${target}`, { method: "PATCH", cookie: adminCookie, json });
    expect((await patch(id, {})).status).toBe(400);
    const refused = await patch(id, { url: "http://192.168.1.10/" });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { path: "body.url", message: expect.stringContaining("192.168.1.10 is a private address") },
    ]);
    expect((await patch(id + 1000, { active: true })).status).toBe(404);
    expect(
      (await http(`/api/admin/webhooks/${id}/deliveries?page=0`, { cookie: adminCookie })).status,
    ).toBe(400);
    expect(
      (await http(`/api/admin/webhook-deliveries/999999/replay`, { cookie: adminCookie, json: {} }))
        .status,
    ).toBe(404);
    expect(
      (await http(`/api/admin/webhooks/${id + 1000}/test`, { cookie: adminCookie, json: {} }))
        .status,
    ).toBe(404);
  });

  it("is for admins only: 403 for members, 401 signed out", async () => {
    const { id } = (await subscribe({ url: `${receiverUrl}/a`, events: ["job.failed"] })).body;
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/webhooks"],
      ["POST", "/api/admin/webhooks", { url: `${receiverUrl}/x`, events: ["job.failed"] }],
      ["PATCH", `/api/admin/webhooks/${id}`, { active: false }],
      ["DELETE", `/api/admin/webhooks/${id}`],
      ["GET", `/api/admin/webhooks/${id}/deliveries`],
      ["POST", `/api/admin/webhooks/${id}/test`, {}],
      ["POST", `/api/admin/webhook-deliveries/1/replay`, {}],
    ];
    for (const [method, path, json] of calls) {
      expect([
        method,
        path,
        (await http(path, { method, json, cookie: memberCookie })).status,
      ]).toEqual([method, path, 403]);
      expect([method, path, (await http(path, { method, json, cookie: null })).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
    const [row] = await getDb().select().from(webhookSubscriptions);
    expect(row).toMatchObject({ active: true });
    expect(received).toEqual([]);
  });
});

describe("the /admin/webhooks page", () => {
  it("lists the subscriptions for admins (rendered on the server) and shows members Access Denied", async () => {
    await subscribe({ url: `${receiverUrl}/page`, events: ["deal.created"], description: "CRM" });
    const page = await http<string>("/admin/webhooks", { cookie: adminCookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`${receiverUrl}/page`);
    expect(page.body).toContain("Send test event");
    expect(page.body).not.toContain("Access Denied");
    const denied = await http<string>("/admin/webhooks", { cookie: memberCookie });
    expect(denied.body).toContain("Access Denied");
    expect(denied.body).not.toContain(`${receiverUrl}/page`);
  });
});

describe("deliveries", () => {
  it("delivers a signed test event that the receiver can verify with the secret", async () => {
    const created = (await subscribe({ url: `${receiverUrl}/in`, events: ["job.failed"] })).body;
    const test = await http(`/api/admin/webhooks/${created.id}/test`, {
      cookie: adminCookie,
      json: {},
    });
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({
      subscriptionId: created.id,
      event: "ping",
      eventId: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
    });
    const delivery = await endedDelivery(created.id, test.body.id);
    expect(delivery).toMatchObject({
      status: "succeeded",
      attempts: 1,
      responseStatus: 200,
      responseTimeMs: expect.any(Number),
      error: null,
      deliveredAt: expect.any(String),
    });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe("/in");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["pitchside-event"]).toBe("ping");
    expect(request!.headers["pitchside-delivery"]).toBe(test.body.eventId);
    const signature = String(request!.headers["pitchside-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const t = Number(/^t=(\d+)/.exec(signature)![1]);
    expect(Math.abs(Date.now() / 1000 - t)).toBeLessThan(120);
    expect(signatureIsValid(created.secret, signature, request!.body)).toBe(true);
    expect(signatureIsValid("whsec_wrong", signature, request!.body)).toBe(false);
    expect(signatureIsValid(created.secret, signature, `${request!.body} `)).toBe(false);
    expect(JSON.parse(request!.body)).toEqual({
      id: test.body.eventId,
      event: "ping",
      createdAt: expect.any(String),
      data: { subscriptionId: created.id, message: expect.any(String) },
    });
  });

  it("retries after a 500 and ends succeeded on the second attempt, with the same event id", async () => {
    answers = [500];
    const created = (await subscribe({ url: `${receiverUrl}/flaky`, events: ["job.failed"] })).body;
    const test = await http(`/api/admin/webhooks/${created.id}/test`, {
      cookie: adminCookie,
      json: {},
    });
    const delivery = await endedDelivery(created.id, test.body.id);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2, responseStatus: 200 });
    expect(received).toHaveLength(2);
    expect(received.map((r) => r.headers["pitchside-delivery"])).toEqual([
      test.body.eventId,
      test.body.eventId,
    ]);
    expect(
      received.every((r) =>
        signatureIsValid(created.secret, String(r.headers["pitchside-signature"]), r.body),
      ),
    ).toBe(true);
  });

  it("does not follow a redirect: a 3xx fails the delivery without a retry", async () => {
    const created = (await subscribe({ url: `${receiverUrl}/redirect`, events: ["job.failed"] }))
      .body;
    const test = await http(`/api/admin/webhooks/${created.id}/test`, {
      cookie: adminCookie,
      json: {},
    });
    const delivery = await endedDelivery(created.id, test.body.id);
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      responseStatus: 302,
      error: expect.stringContaining("redirects are not followed"),
    });
    expect(received.map((r) => r.path)).toEqual(["/redirect"]);
  });

  it.each([
    ["http://10.0.0.1/hook", "10.0.0.1 is a private address"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a link-local address"],
    ["http://[::1]:9/", "::1 is a loopback address"],
    ["http://[::ffff:a00:1]/", "carries 10.0.0.1"],
    ["http://[64:ff9b:1::a00:1]/hook", "64:ff9b:1::a00:1 is a local-use NAT64 address"],
  ])(
    "refuses to deliver to %s (stored before the rules applied) without retrying",
    async (url, reason) => {
      const [row] = await getDb()
        .insert(webhookSubscriptions)
        .values({ url, events: ["job.failed"], secret: "whsec_x" })
        .returning();
      const test = await http(`/api/admin/webhooks/${row!.id}/test`, {
        cookie: adminCookie,
        json: {},
      });
      expect(test.status).toBe(202);
      const delivery = await endedDelivery(row!.id, test.body.id);
      expect(delivery).toMatchObject({
        status: "failed",
        attempts: 1,
        responseStatus: null,
        error: expect.stringContaining(reason),
      });
      expect(delivery.error).toMatch(/^Refused destination: /);
    },
  );

  it("replays a delivery as a new one with the same event id and body", async () => {
    const created = (await subscribe({ url: `${receiverUrl}/in`, events: ["job.failed"] })).body;
    const test = await http(`/api/admin/webhooks/${created.id}/test`, {
      cookie: adminCookie,
      json: {},
    });
    await endedDelivery(created.id, test.body.id);
    const replay = await http(`/api/admin/webhook-deliveries/${test.body.id}/replay`, {
      cookie: adminCookie,
      json: {},
    });
    expect(replay.status).toBe(202);
    expect(replay.body.id).not.toBe(test.body.id);
    expect(replay.body.eventId).toBe(test.body.eventId);
    const replayed = await endedDelivery(created.id, replay.body.id);
    expect(replayed).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(received).toHaveLength(2);
    expect(received[1]!.headers["pitchside-delivery"]).toBe(test.body.eventId);
    expect(JSON.parse(received[1]!.body)).toEqual(JSON.parse(received[0]!.body));

    const page = await deliveriesOf(created.id);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    // Newest first.
    expect(page.items.map((item: AnyJson) => item.id)).toEqual([replay.body.id, test.body.id]);
    const actions = (await getDb().select().from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["webhook.created", "webhook.replayed", "webhook.tested"]);
  });

  it("refuses a test or a replay for an inactive subscription (409)", async () => {
    const created = (await subscribe({ url: `${receiverUrl}/in`, events: ["job.failed"] })).body;
    const test = await http(`/api/admin/webhooks/${created.id}/test`, {
      cookie: adminCookie,
      json: {},
    });
    await endedDelivery(created.id, test.body.id);
    await http(`/api/admin/webhooks/${created.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { active: false },
    });
    expect(
      (await http(`/api/admin/webhooks/${created.id}/test`, { cookie: adminCookie, json: {} }))
        .status,
    ).toBe(409);
    expect(
      (
        await http(`/api/admin/webhook-deliveries/${test.body.id}/replay`, {
          cookie: adminCookie,
          json: {},
        })
      ).status,
    ).toBe(409);
  });
});

describe("events", () => {
  it("emits proposal.viewed for each opening of a share link, the first one marked", async () => {
    const created = (await subscribe({ url: `${receiverUrl}/views`, events: ["proposal.viewed"] }))
      .body;
    const seller = await createTestUser();
    const sellerCookie = await signIn(seller.username, seller.password);
    const fixture = await createProposalFixture({ ownerId: seller.id, mockupCount: 0 });
    const link = await http(`/api/proposals/${fixture.proposalId}/share-links`, {
      cookie: sellerCookie,
      json: {},
    });
    expect(link.status).toBe(201);
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";
    for (let view = 0; view < 2; view++) {
      const opened = await http(`/api/shared-proposals/${link.body.token}`, {
        headers: { "user-agent": iphone },
      });
      expect(opened.status).toBe(200);
    }
    await eventually(async () => (received.length >= 2 ? true : undefined), "two proposal.viewed");
    expect(received.map((r) => r.headers["pitchside-event"])).toEqual([
      "proposal.viewed",
      "proposal.viewed",
    ]);
    const bodies = received
      .map((r) => {
        expect(
          signatureIsValid(created.secret, String(r.headers["pitchside-signature"]), r.body),
        ).toBe(true);
        return JSON.parse(r.body).data;
      })
      .sort((a, b) => Number(b.firstView) - Number(a.firstView));
    expect(bodies[0]).toMatchObject({
      proposal: { id: fixture.proposalId, title: fixture.title },
      sponsorBrandId: fixture.sponsorBrandId,
      shareLinkId: link.body.id,
      deviceType: "mobile",
      firstView: true,
    });
    expect(bodies[1]).toMatchObject({ firstView: false, shareLinkId: link.body.id });
  });

  it("emits deal.created, deal.updated and sponsorship.stage_changed to the subscribers", async () => {
    const created = (
      await subscribe({
        url: `${receiverUrl}/crm`,
        events: ["deal.created", "deal.updated", "sponsorship.stage_changed"],
      })
    ).body;
    // An inactive subscription and one to other events receive nothing.
    await subscribe({ url: `${receiverUrl}/other`, events: ["job.completed"] });
    const inactive = (await subscribe({ url: `${receiverUrl}/off`, events: ["deal.created"] }))
      .body;
    await http(`/api/admin/webhooks/${inactive.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { active: false },
    });

    const brand = (
      await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } })
    ).body;
    const deal = await http("/api/sponsor-deals", {
      cookie: memberCookie,
      json: {
        eventBrandId: brand.id,
        sponsorName: "Genesis",
        industry: "Automotive",
        sponsorshipLevel: "Official Partner",
        status: "Active",
        value: 1_000,
      },
    });
    expect(deal.status).toBe(201);
    await eventually(
      async () =>
        received.some((r) => r.headers["pitchside-event"] === "deal.created") ? true : undefined,
      "deal.created",
    );
    const updated = await http(`/api/sponsor-deals/${deal.body.id}`, {
      method: "PATCH",
      cookie: memberCookie,
      json: { value: 2_000 },
    });
    expect(updated.status).toBe(200);
    await eventually(
      async () =>
        received.some((r) => r.headers["pitchside-event"] === "deal.updated") ? true : undefined,
      "deal.updated",
    );

    const sponsor = (
      await http("/api/sponsor-brands", { cookie: memberCookie, json: { name: "Acme Rockets" } })
    ).body;
    const put = (json: Record<string, unknown>) =>
      http(`/api/sponsor-progresses/${sponsor.id}`, { method: "PUT", cookie: memberCookie, json });
    expect((await put({ currentStage: "negotiation" })).status).toBe(200);
    // Planning the next action without a new stage emits nothing.
    expect((await put({ nextAction: "Call back" })).status).toBe(200);
    await eventually(
      async () =>
        received.some((r) => r.headers["pitchside-event"] === "sponsorship.stage_changed")
          ? true
          : undefined,
      "sponsorship.stage_changed",
    );
    // Let any stray delivery arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(received.map((r) => [r.path, r.headers["pitchside-event"]])).toEqual([
      ["/crm", "deal.created"],
      ["/crm", "deal.updated"],
      ["/crm", "sponsorship.stage_changed"],
    ]);
    for (const request of received) {
      expect(
        signatureIsValid(
          created.secret,
          String(request.headers["pitchside-signature"]),
          request.body,
        ),
      ).toBe(true);
    }
    const bodies = received.map((r) => JSON.parse(r.body));
    expect(bodies[0].data.deal).toMatchObject({
      id: deal.body.id,
      sponsorName: "Genesis",
      value: 1_000,
    });
    expect(bodies[1].data.deal).toMatchObject({ id: deal.body.id, value: 2_000 });
    expect(bodies[2].data).toMatchObject({
      sponsorBrandId: sponsor.id,
      sponsorName: "Acme Rockets",
      previousStage: "prospect",
      currentStage: "negotiation",
    });
    const stored = await getDb()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, inactive.id));
    expect(stored).toEqual([]);
  });

  it("emits job.completed and job.failed for users' jobs, and nothing for the delivery jobs", async () => {
    const created = (
      await subscribe({ url: `${receiverUrl}/jobs`, events: ["job.completed", "job.failed"] })
    ).body;
    await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } });
    await http("/api/sponsor-brands", { cookie: memberCookie, json: { name: "Acme Rockets" } });
    const completing = await http("/api/jobs/research", {
      cookie: memberCookie,
      json: { sponsorName: "Acme Rockets" },
    });
    expect(completing.status).toBe(202);
    const completed = await eventually(
      async () => received.find((r) => r.headers["pitchside-event"] === "job.completed"),
      "job.completed",
      60_000,
    );
    expect(JSON.parse(completed.body)).toMatchObject({
      event: "job.completed",
      data: { job: { id: completing.body.jobId, type: "research", status: "completed" } },
    });

    // Research of a name the catalogue does not have fails for good at once.
    const failing = await http("/api/jobs/research", {
      cookie: memberCookie,
      json: { sponsorName: "No Such Brand Ltd" },
    });
    const failed = await eventually(
      async () => received.find((r) => r.headers["pitchside-event"] === "job.failed"),
      "job.failed",
    );
    expect(JSON.parse(failed.body)).toMatchObject({
      event: "job.failed",
      data: {
        job: {
          id: failing.body.jobId,
          status: "failed",
          error: 'No sponsor brand named "No Such Brand Ltd"',
        },
      },
    });
    expect(
      signatureIsValid(created.secret, String(failed.headers["pitchside-signature"]), failed.body),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Two events: the delivery jobs that sent them completed too, and emitted nothing.
    expect(received).toHaveLength(2);
  }, 90_000);
});
