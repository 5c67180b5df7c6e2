import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands } from "@/lib/server/db/schema";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { API_TOKEN_MESSAGES } from "@/lib/shared/schemas/api-token";
import { createTestUser, resetDatabase } from "../support/db";
import { BASE_URL, http, signIn } from "../support/http";

let cookie: string;
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
      "list_current_sponsors",
      "list_deals",
      "list_events",
      "rank_sponsors",
      "search_sponsors",
      "start_activation_ideas",
      "start_research",
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
});
