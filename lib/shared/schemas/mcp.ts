/**
 * The tools of the MCP server (/api/mcp): their inputs and outputs. Inputs reuse the API's own
 * rules (names, ids, job payloads); outputs describe the views the API answers (objects are open:
 * a view may carry more fields than listed here).
 */
import { z } from "zod";
import { jobPayloadSchemas, jobViewSchema } from "./jobs";

const id = (label: string) =>
  z
    .number({ error: `${label} must be a positive whole number` })
    .int({ error: `${label} must be a positive whole number` })
    .min(1, { error: `${label} must be a positive whole number` })
    .max(2_147_483_647, { error: `${label} must be a positive whole number` });

/** A sponsor's match is computed for a property (event brand) or for one of its events. */
const matchContext = {
  eventBrandId: id("eventBrandId").optional().describe("The property (event brand) id"),
  specificEventId: id("specificEventId")
    .optional()
    .describe("A specific event id (wins over eventBrandId)"),
};

export const MCP_TOOL_INPUTS = {
  searchSponsors: z.object({
    search: z.string().trim().max(100).optional().describe("Part of the sponsor's name"),
    industry: z.string().trim().max(100).optional().describe("Exact industry name"),
    ...matchContext,
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  rankSponsors: z.object({
    ...matchContext,
    search: z.string().trim().max(100).optional(),
    minMatch: z.number().int().min(0).max(100).default(0).describe("Lowest match score, 0–100"),
    limit: z.number().int().min(1).max(10).default(5).describe("How many sponsors, with reasons"),
  }),
  explainMatch: z.object({ sponsorBrandId: id("sponsorBrandId"), ...matchContext }),
  sponsorResearch: z.object({
    sponsorBrandId: id("sponsorBrandId"),
    eventBrandId: id("eventBrandId").optional(),
  }),
  listEvents: z.object({ eventBrandId: id("eventBrandId") }),
  currentSponsors: z.object({ eventBrandId: id("eventBrandId") }),
  listDeals: z.object({
    eventBrandId: id("eventBrandId"),
    status: z.enum(["Active", "Pending", "Expired", "All"]).optional(),
    search: z.string().trim().max(100).optional(),
  }),
  startResearch: jobPayloadSchemas.research,
  startActivationIdeas: z.object({
    sponsorId: id("sponsorId").describe("The sponsor brand id"),
    eventBrandId: id("eventBrandId"),
    specificEventId: id("specificEventId").optional(),
    count: z.union([z.literal(1), z.literal(3), z.literal(5)]).default(3),
  }),
  jobStatus: z.object({ jobId: z.string().trim().min(1).max(64) }),
} as const;

const reason = z.looseObject({ factor: z.string(), impact: z.number(), text: z.string() });
const sponsorRow = z.looseObject({ id: z.number(), name: z.string() });

export const MCP_TOOL_OUTPUTS = {
  searchSponsors: z.object({
    sponsors: z.array(sponsorRow),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  rankSponsors: z.object({
    context: z.looseObject({ type: z.string(), id: z.number(), name: z.string() }),
    total: z.number(),
    sponsors: z.array(sponsorRow.extend({ matchPercentage: z.number(), reasons: z.array(reason) })),
  }),
  explainMatch: z.object({
    sponsor: sponsorRow,
    match: z
      .looseObject({ confidence: z.string(), reasons: z.array(reason), context: z.looseObject({}) })
      .nullable(),
  }),
  sponsorResearch: z.object({ research: z.array(z.looseObject({ sponsorBrandId: z.number() })) }),
  listEvents: z.object({ events: z.array(z.looseObject({ id: z.number(), name: z.string() })) }),
  currentSponsors: z.object({ sponsors: z.array(z.looseObject({})) }),
  listDeals: z.object({ deals: z.array(z.looseObject({ id: z.number() })) }),
  startJob: z.object({ jobId: z.string(), job: jobViewSchema }),
  jobStatus: z.object({ job: jobViewSchema }),
} as const;

/** The largest request body /api/mcp reads: tool inputs are small, so this is ample. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;
/**
 * The most messages one JSON-RPC batch may carry. The current MCP revision has no batches; older
 * clients may send them, so small ones are accepted (each message counts against the token's
 * limit like a request of its own).
 */
export const MCP_MAX_BATCH = 10;

export const MCP_MESSAGES = {
  message: 'The body must be a JSON-RPC 2.0 message ("jsonrpc": "2.0") or a batch of them.',
  batchItem: 'Every message of a JSON-RPC batch must be a JSON-RPC 2.0 message ("jsonrpc": "2.0").',
  batchEmpty: "A JSON-RPC batch must carry at least one message.",
  batchTooLarge: `A JSON-RPC batch may carry at most ${MCP_MAX_BATCH} messages; send the others in further requests.`,
} as const;

/** One JSON-RPC 2.0 message; the MCP server checks the rest of its shape. */
const jsonRpcMessage = z.looseObject({
  jsonrpc: z.literal("2.0", { error: MCP_MESSAGES.message }),
});

/** The body of POST /api/mcp: one JSON-RPC message, or a batch of at most MCP_MAX_BATCH. */
export const mcpRequestSchema = z.union(
  [
    jsonRpcMessage,
    z
      .array(jsonRpcMessage)
      .min(1, { error: MCP_MESSAGES.batchEmpty })
      .max(MCP_MAX_BATCH, { error: MCP_MESSAGES.batchTooLarge }),
  ],
  {
    error: (issue) =>
      !Array.isArray(issue.input)
        ? MCP_MESSAGES.message
        : issue.input.length > MCP_MAX_BATCH
          ? MCP_MESSAGES.batchTooLarge
          : MCP_MESSAGES.batchItem,
  },
);
export type McpRequest = z.infer<typeof mcpRequestSchema>;
