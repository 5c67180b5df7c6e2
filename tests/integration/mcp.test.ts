import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  apiTokens,
  contractItems,
  contracts,
  deliverables,
  eventBrands,
  inventoryAssets,
  inventoryPackageItems,
  inventoryPackages,
  jobs,
  rateLimits,
  sponsorDeals,
} from "@/lib/server/db/schema";
import { syncDeliverables } from "@/lib/server/fulfilment/generate";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { API_TOKEN_MESSAGES } from "@/lib/shared/schemas/api-token";
import { MCP_MAX_BATCH, MCP_MESSAGES } from "@/lib/shared/schemas/mcp";
import { createTestUser, resetDatabase } from "../support/db";
import { BASE_URL, http, signIn } from "../support/http";

let cookie: string;
let userId: number;
let readToken: string;
let writeToken: string;
let liv: number;
const clients: Client[] = [];

async function createToken(scope: "read" | "write"): Promise<string> {
  const res = await http("/api/api-tokens", {
    cookie,
    json: { name: `MCP ${scope}`, scope, expiresInDays: 30 },
  });
  expect(res.status).toBe(201);
  return res.body.token;
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: "pitchside-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE_URL}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  // As assistants do: the listed output schemas make the client check every structured answer.
  await client.listTools();
  clients.push(client);
  return client;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- structured tool output in tests is arbitrary JSON
type AnyJson = any;

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  return result as { isError?: boolean; structuredContent?: AnyJson; content: AnyJson[] };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDatabase();
  const [row] = await getDb()
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(eventBrands.name, "LIV Golf"));
  liv = row!.id;
  const user = await createTestUser({ username: "mia" });
  userId = user.id;
  cookie = await signIn(user.username, user.password);
  readToken = await createToken("read");
  writeToken = await createToken("write");
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

describe("/api/mcp", () => {
  it("is open only to an API token: no token and a session cookie answer 401", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "curl", version: "1" },
      },
    };
    const headers = { accept: "application/json, text/event-stream" };
    const anonymous = await http("/api/mcp", { json: initialize, headers });
    expect([anonymous.status, anonymous.body.error]).toEqual([401, API_TOKEN_MESSAGES.required]);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    const byCookie = await http("/api/mcp", { json: initialize, headers, cookie });
    expect(byCookie.status).toBe(401);
    const bad = await http("/api/mcp", {
      json: initialize,
      headers: { ...headers, authorization: `Bearer ps_${"B".repeat(43)}` },
    });
    expect(bad.status).toBe(401);
  });

  it("lists the seller's tools with their input and output schemas", async () => {
    const client = await connect(readToken);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "explain_match",
      "get_job_status",
      "get_sponsor_research",
      "list_assets",
      "list_contracts",
      "list_current_sponsors",
      "list_deals",
      "list_deliverables",
      "list_events",
      "list_packages",
      "list_renewals",
      "rank_sponsors",
      "record_proof",
      "search_sponsors",
      "start_activation_ideas",
      "start_research",
      "value_package",
    ]);
    const rank = tools.find((tool) => tool.name === "rank_sponsors")!;
    expect(Object.keys(rank.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["eventBrandId", "specificEventId", "limit"]),
    );
    expect(rank.outputSchema?.properties).toHaveProperty("sponsors");
  });

  it("searches the catalogue, ranks sponsors with reasons and explains one match as the API does", async () => {
    const client = await connect(readToken);

    const search = await call(client, "search_sponsors", { pageSize: 5 });
    expect(search.isError).toBeFalsy();
    expect(search.structuredContent.sponsors).toHaveLength(5);
    const api = await http("/api/sponsor-brands?pageSize=5", { cookie });
    expect(search.structuredContent.total).toBe(Number(api.headers.get("x-total-count")));
    expect(search.structuredContent.sponsors.map((s: AnyJson) => s.id)).toEqual(
      api.body.map((s: AnyJson) => s.id),
    );

    const ranked = await call(client, "rank_sponsors", { eventBrandId: liv, limit: 3 });
    expect(ranked.isError).toBeFalsy();
    const discovery = await http(`/api/sponsor-discovery?eventBrandId=${liv}&minMatch=0`, {
      cookie,
    });
    expect(ranked.structuredContent.context).toMatchObject({ id: liv, name: "LIV Golf" });
    expect(ranked.structuredContent.sponsors.map((s: AnyJson) => s.id)).toEqual(
      discovery.body.sponsors.slice(0, 3).map((s: AnyJson) => s.id),
    );
    const best = ranked.structuredContent.sponsors[0];
    expect(best.reasons.length).toBeGreaterThan(0);
    expect(ranked.content[0].text).toContain(best.name);

    const explained = await call(client, "explain_match", {
      sponsorBrandId: best.id,
      eventBrandId: liv,
    });
    expect(explained.isError).toBeFalsy();
    const detail = await http(`/api/sponsor-brands/${best.id}?eventBrandId=${liv}`, { cookie });
    expect(explained.structuredContent.match.reasons).toEqual(detail.body.matchDetail.reasons);
    expect(explained.structuredContent.match.matchPercentage).toBe(
      detail.body.matchDetail.matchPercentage,
    );
    expect(best.reasons).toEqual(detail.body.matchDetail.reasons);

    const events = await call(client, "list_events", { eventBrandId: liv });
    const schedule = await http(`/api/specific-events?eventBrandId=${liv}`, { cookie });
    expect(events.structuredContent.events.map((e: AnyJson) => e.id)).toEqual(
      schedule.body.map((e: AnyJson) => e.id),
    );

    const missing = await call(client, "explain_match", { sponsorBrandId: 999999 });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toBe("Sponsor brand not found");
  });

  it("reads as the GET routes do: their page limits and messages, their answers", async () => {
    const client = await connect(readToken);

    // The route's page limit (100), not a tool's own.
    const wide = await call(client, "search_sponsors", { pageSize: 100 });
    expect(wide.isError).toBeFalsy();
    expect(wide.structuredContent).toMatchObject({ page: 1, pageSize: 100 });
    expect(wide.structuredContent.sponsors).toHaveLength(100);
    const tooWide = await call(client, "search_sponsors", { pageSize: 101 });
    const refused = await http("/api/sponsor-brands?pageSize=101", { cookie });
    expect(refused.status).toBe(400);
    expect(tooWide.isError).toBe(true);
    expect(tooWide.content[0].text).toContain(refused.body.error);

    const deals = await call(client, "list_deals", { eventBrandId: liv, status: "All" });
    expect(deals.isError).toBeFalsy();
    const dealsApi = await http(`/api/sponsor-deals?eventBrandId=${liv}&status=All`, { cookie });
    expect(deals.structuredContent.deals).toEqual(dealsApi.body);

    const progress = await call(client, "list_current_sponsors", { eventBrandId: liv });
    expect(progress.isError).toBeFalsy();
    const progressApi = await http(`/api/sponsorships?eventBrandId=${liv}`, { cookie });
    expect(progress.structuredContent.sponsors).toEqual(progressApi.body);

    const sponsorBrandId = wide.structuredContent.sponsors[0].id;
    const research = await call(client, "get_sponsor_research", { sponsorBrandId });
    expect(research.isError).toBeFalsy();
    const researchApi = await http(`/api/research?sponsorBrandId=${sponsorBrandId}`, { cookie });
    expect(research.structuredContent.research).toEqual(researchApi.body);

    // An unknown property: the API's 404 message, as a tool error.
    const unknown = await call(client, "list_deals", { eventBrandId: 999999 });
    const unknownApi = await http("/api/sponsor-deals?eventBrandId=999999", { cookie });
    expect(unknownApi.status).toBe(404);
    expect([unknown.isError, unknown.content[0].text]).toEqual([true, unknownApi.body.error]);
  });

  it("lists a property's assets as the API does, with the API's filters and refusals", async () => {
    const client = await connect(readToken);
    const all = await call(client, "list_assets", { eventBrandId: liv });
    expect(all.isError).toBeFalsy();
    const allApi = await http(`/api/event-brands/${liv}/assets`, { cookie });
    expect(allApi.body.length).toBeGreaterThanOrEqual(22);
    expect(all.structuredContent.assets).toEqual(allApi.body);

    const tee = await call(client, "list_assets", {
      eventBrandId: liv,
      category: "signage",
      q: "TEE",
    });
    const teeApi = await http(`/api/event-brands/${liv}/assets?category=signage&q=TEE`, { cookie });
    expect(teeApi.body.map((asset: AnyJson) => asset.name)).toEqual(["Tee-box signage"]);
    expect(tee.structuredContent.assets).toEqual(teeApi.body);

    const badCategory = await call(client, "list_assets", { eventBrandId: liv, category: "cars" });
    expect(badCategory.isError).toBe(true);
    const unknown = await call(client, "list_assets", { eventBrandId: 999999 });
    const unknownApi = await http("/api/event-brands/999999/assets", { cookie });
    expect(unknownApi.status).toBe(404);
    expect([unknown.isError, unknown.content[0].text]).toEqual([true, unknownApi.body.error]);
  });

  it("lists a property's packages as the API answers them", async () => {
    // Names of their own, so the test holds whatever inventory the seed gives the property.
    const db = getDb();
    const [asset] = await db
      .insert(inventoryAssets)
      .values({
        eventBrandId: liv,
        name: "MCP test signage",
        category: "signage",
        unit: "per event",
        scope: "event",
        quantity: 4,
        listPriceCents: 10_000_00,
      })
      .returning({ id: inventoryAssets.id });
    const [pkg] = await db
      .insert(inventoryPackages)
      .values({ eventBrandId: liv, name: "MCP test package", priceCents: 50_000_00 })
      .returning({ id: inventoryPackages.id });
    await db
      .insert(inventoryPackageItems)
      .values({ packageId: pkg!.id, assetId: asset!.id, quantity: 2 });

    const client = await connect(readToken);
    const listed = await call(client, "list_packages", { eventBrandId: liv, season: 2026 });
    expect(listed.isError).toBeFalsy();
    const api = await http(`/api/event-brands/${liv}/packages?season=2026`, { cookie });
    expect(listed.structuredContent).toEqual(api.body);
    const mine = listed.structuredContent.packages.find(
      (p: AnyJson) => p.name === "MCP test package",
    );
    expect(mine).toMatchObject({ season: 2026, price: 50_000, items: [{ quantity: 2 }] });

    const unknown = await call(client, "list_packages", { eventBrandId: 999999 });
    const unknownApi = await http("/api/event-brands/999999/packages", { cookie });
    expect([unknown.isError, unknown.content[0].text]).toEqual([true, unknownApi.body.error]);
  });

  it("refuses the write tools to a read token and runs them for a write token", async () => {
    const reader = await connect(readToken);
    const refused = await call(reader, "start_research", { sponsorName: "Acme Energy" });
    expect(refused.isError).toBe(true);
    expect(refused.content[0].text).toBe(API_TOKEN_MESSAGES.readOnly);

    const writer = await connect(writeToken);
    const started = await call(writer, "start_research", { sponsorName: "Acme Energy" });
    expect(started.isError).toBeFalsy();
    const jobId: string = started.structuredContent.jobId;
    expect(started.structuredContent.job).toMatchObject({ id: jobId, type: "research" });
    expect(started.structuredContent.job.data).toMatchObject({ sponsorName: "Acme Energy" });

    // Job status is a read: the read token may follow the job the write token started.
    const status = await call(reader, "get_job_status", { jobId });
    expect(status.isError).toBeFalsy();
    expect(status.structuredContent.job.id).toBe(jobId);
    const viaApi = await http(`/api/jobs/${jobId}`, { cookie });
    expect(viaApi.status).toBe(200);
    expect(viaApi.body.createdBy).toBe(started.structuredContent.job.createdBy);
  });

  it("lists deliverables as GET /api/deliverables does and records a link or a figure as proof (write scope)", async () => {
    const db = getDb();
    const [asset] = await db
      .insert(inventoryAssets)
      .values({
        eventBrandId: liv,
        name: "MCP proof signage",
        category: "signage",
        unit: "per season",
        scope: "season",
        quantity: 4,
        listPriceCents: 10_000_00,
      })
      .returning({ id: inventoryAssets.id });
    const [deal] = await db
      .insert(sponsorDeals)
      .values({
        eventBrandId: liv,
        sponsorName: "MCP Sponsor",
        industry: "Energy",
        sponsorshipLevel: "Partner",
        createdBy: userId,
      })
      .returning({ id: sponsorDeals.id });
    const [contract] = await db
      .insert(contracts)
      .values({
        dealId: deal!.id,
        eventBrandId: liv,
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        totalFeeCents: 100_000_00,
        createdBy: userId,
      })
      .returning({ id: contracts.id });
    await db
      .insert(contractItems)
      .values({ contractId: contract!.id, assetId: asset!.id, quantity: 1 });
    await syncDeliverables(contract!.id);
    const [deliverable] = await db
      .select({ id: deliverables.id })
      .from(deliverables)
      .where(eq(deliverables.contractId, contract!.id));

    const reader = await connect(readToken);
    const listed = await call(reader, "list_deliverables", { eventBrandId: liv });
    expect(listed.isError).toBeFalsy();
    const api = await http(`/api/deliverables?eventBrandId=${liv}`, { cookie });
    expect(listed.structuredContent).toEqual({ deliverables: api.body });
    const badDue = await call(reader, "list_deliverables", { eventBrandId: liv, due: "soon" });
    expect(badDue.isError).toBe(true);

    // Renewals: the contracts ending within the window, as GET /api/renewals answers them (a
    // token of its own, so the shared read token stays under its rate limit).
    const renewalsReader = await connect(await createToken("read"));
    const renewals = await call(renewalsReader, "list_renewals", {
      eventBrandId: liv,
      withinDays: 3650,
    });
    expect(renewals.isError).toBeFalsy();
    const renewalsApi = await http(`/api/renewals?eventBrandId=${liv}&withinDays=3650`, { cookie });
    expect(renewalsApi.status).toBe(200);
    expect(renewals.structuredContent).toEqual({ renewals: renewalsApi.body });
    const badWindow = await call(renewalsReader, "list_renewals", {
      eventBrandId: liv,
      withinDays: 0,
    });
    expect(badWindow.isError).toBe(true);

    const refused = await call(reader, "record_proof", {
      deliverableId: deliverable!.id,
      url: "https://example.com/post",
    });
    expect([refused.isError, refused.content[0].text]).toEqual([true, API_TOKEN_MESSAGES.readOnly]);
    const writer = await connect(writeToken);
    const link = await call(writer, "record_proof", {
      deliverableId: deliverable!.id,
      url: "https://example.com/post",
    });
    expect(link.structuredContent.proof).toMatchObject({
      kind: "link",
      url: "https://example.com/post",
    });
    const figure = await call(writer, "record_proof", {
      deliverableId: deliverable!.id,
      metric: "posts",
      value: 3,
      source: "Instagram insights",
    });
    expect(figure.structuredContent.proof).toMatchObject({
      kind: "figure",
      metric: "posts",
      value: 3,
    });
    const incomplete = await call(writer, "record_proof", {
      deliverableId: deliverable!.id,
      metric: "posts",
    });
    expect(incomplete.isError).toBe(true);
    const ftp = await call(writer, "record_proof", {
      deliverableId: deliverable!.id,
      url: "ftp://x.org",
    });
    expect(ftp.isError).toBe(true);
    const view = await http(`/api/deliverables/${deliverable!.id}`, { cookie });
    expect(view.body.proofs).toHaveLength(2);
  });

  it("values a package as GET /api/packages/{id}/valuation does (a read)", async () => {
    const db = getDb();
    const [asset] = await db
      .insert(inventoryAssets)
      .values({
        eventBrandId: liv,
        name: "MCP tee-box sign",
        category: "signage",
        unit: "per event",
        quantity: 10,
        listPriceCents: 2_500_000,
        exposure: { attendance: 0.3 },
      })
      .returning({ id: inventoryAssets.id });
    const [pkg] = await db
      .insert(inventoryPackages)
      .values({ eventBrandId: liv, name: "MCP package", priceCents: 100_000_000, termSeasons: 2 })
      .returning({ id: inventoryPackages.id });
    await db
      .insert(inventoryPackageItems)
      .values({ packageId: pkg!.id, assetId: asset!.id, quantity: 4 });

    const reader = await connect(readToken);
    const valued = await call(reader, "value_package", { packageId: pkg!.id, season: 2026 });
    expect(valued.isError).toBeFalsy();
    const api = await http(`/api/packages/${pkg!.id}/valuation?season=2026`, { cookie });
    expect(api.status).toBe(200);
    expect(valued.structuredContent).toEqual(api.body);
    expect(valued.structuredContent).toMatchObject({
      currency: "USD",
      termSeasons: 2,
      estimate: true,
    });

    const unknown = await call(reader, "value_package", { packageId: 999999 });
    expect([unknown.isError, unknown.content[0].text]).toEqual([true, "Package not found"]);
  });
});

describe("/api/mcp requests: body cap, batches and the token's limit", () => {
  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    accept: "application/json, text/event-stream",
  });
  const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name, arguments: args },
  });
  const listEvents = (id: number) => toolCall(id, "list_events", { eventBrandId: liv });

  /** How many requests the token has made in its current window. */
  async function counted(token: string): Promise<number> {
    const [row] = await getDb()
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(eq(apiTokens.prefix, token.slice(0, 10)));
    const [counter] = await getDb()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `api-token:${row!.id}`));
    return counter?.count ?? 0;
  }

  it("refuses a body over the cap with 413 before reading it whole", async () => {
    const token = await createToken("read");
    const huge = toolCall(1, "search_sponsors", { search: "x".repeat(300 * 1024) });
    const res = await http("/api/mcp", { headers: headers(token), json: huge });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(res.body.error).toMatch(/^The request body is larger than 64 KB/);
  });

  it(`answers a batch of up to ${MCP_MAX_BATCH} messages and refuses a larger one with 400`, async () => {
    const token = await createToken("read");
    const batch = Array.from({ length: MCP_MAX_BATCH }, (_, i) => listEvents(i + 1));
    const ok = await http("/api/mcp", { headers: headers(token), json: batch });
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(MCP_MAX_BATCH);
    expect(ok.body[0].result.structuredContent.events.length).toBeGreaterThan(0);

    const tooMany = [...batch, listEvents(MCP_MAX_BATCH + 1)];
    const refused = await http("/api/mcp", { headers: headers(token), json: tooMany });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MCP_MESSAGES.batchTooLarge);
    const thousands = Array.from({ length: 2000 }, (_, i) => listEvents(i + 1));
    expect((await http("/api/mcp", { headers: headers(token), json: thousands })).status).toBe(413);
    expect((await http("/api/mcp", { headers: headers(token), json: [] })).status).toBe(400);
    const notJsonRpc = await http("/api/mcp", { headers: headers(token), json: { id: 1 } });
    expect([notJsonRpc.status, notJsonRpc.body.error]).toEqual([400, MCP_MESSAGES.message]);
  });

  it("counts each message of a batch against the token's limit; over it nothing runs (429)", async () => {
    const token = await createToken("write");
    const one = await http("/api/mcp", { headers: headers(token), json: listEvents(1) });
    expect(one.status).toBe(200);
    expect(await counted(token)).toBe(1);
    const five = Array.from({ length: 5 }, (_, i) => listEvents(i + 1));
    expect((await http("/api/mcp", { headers: headers(token), json: five })).status).toBe(200);
    expect(await counted(token)).toBe(6);

    // The default limit is 120 a minute: 116 used leaves room for the request (117) but not for
    // the other four messages of its batch (121).
    const [row] = await getDb()
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(eq(apiTokens.prefix, token.slice(0, 10)));
    await getDb()
      .update(rateLimits)
      .set({ count: 116 })
      .where(eq(rateLimits.key, `api-token:${row!.id}`));
    const jobsBefore = (await getDb().select({ id: jobs.id }).from(jobs)).length;
    const research = Array.from({ length: 5 }, (_, i) =>
      toolCall(i + 1, "start_research", { sponsorName: `Batch Sponsor ${i}` }),
    );
    const limited = await http("/api/mcp", { headers: headers(token), json: research });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await getDb().select({ id: jobs.id }).from(jobs)).length).toBe(jobsBefore);
  });
});
