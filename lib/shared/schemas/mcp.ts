/**
 * The tools of the MCP server (/api/mcp): their inputs and outputs, made of the API's own schemas.
 * A read tool takes the fields of its GET route's query schema (the same zod rules: search
 * lengths, statuses, page parameters) with ids as JSON numbers under the API's one id rule
 * (`bodyId`), and the server parses its arguments with the route's query schema before calling
 * the route's read (lib/server/mcp/server.ts). Outputs are the routes' response schemas, wrapped
 * in one named field per tool.
 */
import { z } from "zod";
import { bodyId, wholeNumber } from "./common";
import { valuationSchema } from "./valuation";
import { researchLibraryItemSchema } from "./creative";
import { CONTRACT_STATUSES, contractSchema } from "./contract";
import { dealListQuery, sponsorDealSchema } from "./deal";
import {
  DELIVERABLE_STATUSES,
  deliverableProofSchema,
  deliverableSchema,
  PROOF_METRICS,
} from "./deliverable";
import { inventoryPackageListSchema } from "./inventory-package";
import {
  activationRequestSchema,
  jobIdParamsSchema,
  jobPayloadSchemas,
  jobSubmitResponseSchema,
  jobViewSchema,
} from "./jobs";
import { assetListQuery, assetSchema } from "./inventory";
import { pageParams } from "./paged";
import { RENEWAL_WINDOW, renewalSchema } from "./renewal";
import { seasonYear, specificEventSchema } from "./specific-event";
import {
  discoveryQuery,
  discoveryResultSchema,
  matchContextBody,
  matchReasonViewSchema,
  sponsorBrandDetailSchema,
  sponsorBrandSummarySchema,
  sponsorListQuery,
  sponsorMatchSchema,
} from "./sponsor";
import { sponsorProgressViewSchema } from "./sponsorship";

/** search_sponsors' page size when none is asked for: a model reads a short page. */
export const MCP_SEARCH_PAGE_SIZE = 20;
/** rank_sponsors' most sponsors: each one's reasons cost a read of its detail. */
export const MCP_RANK_LIMIT = { default: 5, max: 10 } as const;
/** start_activation_ideas' default count of ideas (the API's is larger). */
const MCP_ACTIVATION_COUNT = 3;

/** A sponsor's match is computed for a property (event brand) or for one of its events. */
const matchContext = {
  eventBrandId: matchContextBody.shape.eventBrandId.describe("The property (event brand) id"),
  specificEventId: matchContextBody.shape.specificEventId.describe(
    "A specific event id (wins over eventBrandId)",
  ),
};

export const MCP_TOOL_INPUTS = {
  searchSponsors: z.object({
    search: sponsorListQuery.shape.search.describe("Part of the sponsor's name"),
    industry: sponsorListQuery.shape.industry.describe("Exact industry name"),
    ...matchContext,
    ...pageParams({ defaultSize: MCP_SEARCH_PAGE_SIZE }),
  }),
  rankSponsors: z.object({
    ...matchContext,
    search: discoveryQuery.shape.search,
    minMatch: discoveryQuery.shape.minMatch
      .unwrap()
      .default(0)
      .describe("Lowest match score, 0–100"),
    limit: wholeNumber("limit", { min: 1, max: MCP_RANK_LIMIT.max })
      .default(MCP_RANK_LIMIT.default)
      .describe("How many sponsors, with reasons"),
  }),
  explainMatch: z.object({ sponsorBrandId: bodyId("sponsorBrandId"), ...matchContext }),
  sponsorResearch: z.object({
    sponsorBrandId: bodyId("sponsorBrandId"),
    eventBrandId: bodyId("eventBrandId").optional(),
  }),
  listEvents: z.object({ eventBrandId: bodyId("eventBrandId") }),
  currentSponsors: z.object({ eventBrandId: bodyId("eventBrandId") }),
  listDeals: z.object({
    eventBrandId: bodyId("eventBrandId"),
    status: dealListQuery.shape.status,
    search: dealListQuery.shape.search,
  }),
  listAssets: z.object({
    eventBrandId: bodyId("eventBrandId").describe("The property (event brand) id"),
    category: assetListQuery.shape.category.describe("One asset category key, e.g. signage"),
    q: assetListQuery.shape.q,
  }),
  listContracts: z.object({
    eventBrandId: bodyId("eventBrandId").describe("The property (event brand) id"),
    status: z
      .enum(CONTRACT_STATUSES)
      .optional()
      .describe("Only contracts in this status: pending, signed or cancelled"),
    season: seasonYear("season").optional().describe("Only contracts covering this season (year)"),
    sponsorBrandId: bodyId("sponsorBrandId").optional().describe("Only this sponsor's contracts"),
  }),
  listRenewals: z.object({
    eventBrandId: bodyId("eventBrandId").describe("The property (event brand) id"),
    withinDays: wholeNumber("withinDays", {
      min: RENEWAL_WINDOW.min,
      max: RENEWAL_WINDOW.max,
    })
      .optional()
      .describe(`Contracts ending within this many days (default ${RENEWAL_WINDOW.default})`),
  }),
  listPackages: z.object({
    eventBrandId: bodyId("eventBrandId").describe("The property (event brand) id"),
    season: seasonYear("season")
      .optional()
      .describe("The season (year) to value the rate card for; default: the one being sold"),
  }),
  startResearch: jobPayloadSchemas.research,
  startActivationIdeas: z.object({
    sponsorId: activationRequestSchema.shape.sponsorId.describe("The sponsor brand id"),
    eventBrandId: activationRequestSchema.shape.eventId,
    specificEventId: activationRequestSchema.shape.specificEventId,
    count: activationRequestSchema.shape.count.unwrap().default(MCP_ACTIVATION_COUNT),
  }),
  jobStatus: z.object({ jobId: jobIdParamsSchema.shape.id }),
  valuePackage: z.object({
    packageId: bodyId("packageId").describe("The inventory package id"),
    season: seasonYear("season")
      .optional()
      .describe("The season (calendar year) to value; the property's next season by default"),
  }),
  listDeliverables: z.object({
    eventBrandId: bodyId("eventBrandId").describe("The property (event brand) id"),
    specificEventId: bodyId("specificEventId").optional().describe("Only this event's"),
    status: z.enum(DELIVERABLE_STATUSES).optional(),
    due: z
      .string()
      .max(30)
      .optional()
      .describe('"overdue", "upcoming" (next 30 days) or a range "YYYY-MM-DD..YYYY-MM-DD"'),
  }),
  recordProof: z.object({
    deliverableId: bodyId("deliverableId").describe("The deliverable the proof is for"),
    url: z.string().max(2000).optional().describe("A link (http or https): the proof online"),
    metric: z.enum(PROOF_METRICS).optional().describe("A measured figure's metric"),
    value: z.number().int().min(0).optional().describe("The figure's value (0 or more)"),
    source: z.string().max(300).optional().describe("Where the figure comes from"),
    note: z.string().max(2000).optional(),
  }),
} as const;

export const MCP_TOOL_OUTPUTS = {
  searchSponsors: z.object({
    sponsors: z.array(sponsorBrandSummarySchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  rankSponsors: z.object({
    context: discoveryResultSchema.shape.context,
    total: discoveryResultSchema.shape.total,
    sponsors: z.array(sponsorMatchSchema.extend({ reasons: z.array(matchReasonViewSchema) })),
  }),
  explainMatch: z.object({
    sponsor: sponsorBrandDetailSchema.omit({ matchDetail: true }),
    match: sponsorBrandDetailSchema.shape.matchDetail,
  }),
  sponsorResearch: z.object({ research: z.array(researchLibraryItemSchema) }),
  listEvents: z.object({ events: z.array(specificEventSchema) }),
  currentSponsors: z.object({ sponsors: z.array(sponsorProgressViewSchema) }),
  listDeals: z.object({ deals: z.array(sponsorDealSchema) }),
  listAssets: z.object({ assets: z.array(assetSchema) }),
  listPackages: inventoryPackageListSchema,
  listContracts: z.object({ contracts: z.array(contractSchema) }),
  listRenewals: z.object({ renewals: z.array(renewalSchema) }),
  startJob: jobSubmitResponseSchema,
  jobStatus: z.object({ job: jobViewSchema }),
  valuePackage: valuationSchema,
  listDeliverables: z.object({ deliverables: z.array(deliverableSchema) }),
  recordProof: z.object({ proof: deliverableProofSchema }),
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
