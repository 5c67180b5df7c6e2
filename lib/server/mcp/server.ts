import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { RequestToken } from "@/lib/server/api-tokens/authenticate";
import type { CurrentUser } from "@/lib/server/auth/session";
import { listContracts } from "@/lib/server/contracts/queries";
import { listDeals } from "@/lib/server/deals/queries";
import { addProof } from "@/lib/server/fulfilment/mutations";
import { textProof } from "@/lib/server/fulfilment/proof-input";
import { listDeliverables } from "@/lib/server/fulfilment/queries";
import { valuePackage } from "@/lib/server/inventory/valuation";
import { AppError, parseInput, toAppError } from "@/lib/server/http/errors";
import { listAssets } from "@/lib/server/inventory/assets";
import { listPackages } from "@/lib/server/inventory/packages";
import { getJobOrThrow } from "@/lib/server/jobs/queue";
import { submitJob } from "@/lib/server/jobs/submit";
import { listResearchLibrary } from "@/lib/server/libraries/queries";
import { listRenewals } from "@/lib/server/renewals/queries";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import { discoverSponsors } from "@/lib/server/sponsors/discovery";
import { getSponsorBrandDetail, listSponsorBrands } from "@/lib/server/sponsors/queries";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { formatMoney } from "@/lib/shared/money";
import { API_TOKEN_MESSAGES } from "@/lib/shared/schemas/api-token";
import { contractListQuery } from "@/lib/shared/schemas/contract";
import { libraryQuerySchema } from "@/lib/shared/schemas/creative";
import { dealListQuery } from "@/lib/shared/schemas/deal";
import { deliverableListQuery, proofFieldsSchema } from "@/lib/shared/schemas/deliverable";
import { assetListQuery } from "@/lib/shared/schemas/inventory";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { renewalListQuery } from "@/lib/shared/schemas/renewal";
import { packageSeasonQuery } from "@/lib/shared/schemas/inventory-package";
import { MCP_TOOL_INPUTS as IN, MCP_TOOL_OUTPUTS as OUT } from "@/lib/shared/schemas/mcp";
import { specificEventListQuery } from "@/lib/shared/schemas/specific-event";
import { discoveryQuery, matchContextQuery, sponsorListQuery } from "@/lib/shared/schemas/sponsor";
import { sponsorshipListQuery } from "@/lib/shared/schemas/sponsorship";

export const MCP_SERVER_NAME = "pitchside";

/**
 * A tool's arguments parsed by the GET route's own query schema, as the route's query string
 * would carry them (numbers as text): the same rules, defaults and messages as the API, so the
 * tool and the route call their read with the same parameters. A refusal is the API's 400.
 */
function routeQuery<S extends z.ZodType>(schema: S, args: object): z.output<S> {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value !== undefined) query[name] = typeof value === "number" ? String(value) : value;
  }
  return parseInput(schema, query, "arguments");
}

/**
 * A tool's answer: the structured result and a short text for the model. The result is parsed by
 * the tool's output schema (the route's answer schema), so what a client receives is exactly what
 * the listed schema describes (a client checks it against that schema, which allows no other
 * fields). A failure is mapped as the API maps it (`toAppError`): the tool error carries the
 * message the API would answer, and anything unexpected is logged and answered with the generic
 * text.
 */
async function answer<S extends z.ZodType<object>>(
  output: S,
  summary: (result: z.output<S>) => string,
  run: () => Promise<z.input<S>>,
): Promise<CallToolResult> {
  try {
    const result = output.parse(await run());
    return {
      structuredContent: result as Record<string, unknown>,
      content: [{ type: "text", text: summary(result) }],
    };
  } catch (error) {
    const refusal = toAppError(error, { label: "MCP tool" });
    return { isError: true, content: [{ type: "text", text: refusal.message }] };
  }
}

/**
 * The MCP server for one request, acting as the token's user. Tools call the server's own
 * functions (never HTTP); the write tools refuse a read token.
 */
export function createMcpServer(user: CurrentUser, token: RequestToken): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: "1.0.0" });
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
  const requireWrite = () => {
    if (token.scope !== "write") throw new AppError("FORBIDDEN", API_TOKEN_MESSAGES.readOnly);
  };

  server.registerTool(
    "search_sponsors",
    {
      title: "Search the sponsor catalogue",
      description:
        "Find sponsor brands by name or industry. With eventBrandId or specificEventId the list is in match order for that property or event.",
      inputSchema: IN.searchSponsors,
      outputSchema: OUT.searchSponsors,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.searchSponsors,
        (r) => `${r.total} sponsors found; page ${r.page} lists ${r.sponsors.length}.`,
        async () => {
          const { items, ...page } = await listSponsorBrands(
            routeQuery(sponsorListQuery, input),
            user.id,
          );
          return { sponsors: items, ...page };
        },
      ),
  );

  server.registerTool(
    "rank_sponsors",
    {
      title: "Rank sponsors for a property or event",
      description:
        "The best-matching sponsors for an event brand (eventBrandId) or a specific event (specificEventId), each with its match score and the reasons.",
      inputSchema: IN.rankSponsors,
      outputSchema: OUT.rankSponsors,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.rankSponsors,
        (r) =>
          `Top ${r.sponsors.length} of ${r.total} sponsors for ${r.context.name}: ` +
          r.sponsors.map((s) => `${s.name} (${s.matchPercentage}%)`).join(", "),
        async () => {
          const { limit, ...filters } = input;
          // Discovery's first page, `limit` long: each sponsor's reasons cost a read of its detail.
          const query = routeQuery(discoveryQuery, { ...filters, pageSize: limit });
          if (!query.eventBrandId && !query.specificEventId) {
            throw new AppError("BAD_REQUEST", "eventBrandId or specificEventId is required");
          }
          const result = await discoverSponsors(query);
          const sponsors = await Promise.all(
            result.sponsors.map(async (match) => {
              const detail = await getSponsorBrandDetail(match.id, query, user.id);
              return { ...match, reasons: detail.matchDetail?.reasons ?? [] };
            }),
          );
          return { context: result.context, total: result.total, sponsors };
        },
      ),
  );

  server.registerTool(
    "explain_match",
    {
      title: "Explain one sponsor's match",
      description:
        "Why a sponsor matches (or not) an event brand or a specific event: the scores, the confidence and each reason with its impact.",
      inputSchema: IN.explainMatch,
      outputSchema: OUT.explainMatch,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.explainMatch,
        (r) =>
          r.match
            ? `${r.sponsor.name}: ${r.match.matchPercentage}% match. ` +
              r.match.reasons.map((reason) => reason.text).join(" ")
            : `${r.sponsor.name}: no match without eventBrandId or specificEventId.`,
        async () => {
          const { sponsorBrandId, ...context } = input;
          const { matchDetail, ...sponsor } = await getSponsorBrandDetail(
            sponsorBrandId,
            routeQuery(matchContextQuery, context),
            user.id,
          );
          return { sponsor, match: matchDetail };
        },
      ),
  );

  server.registerTool(
    "get_sponsor_research",
    {
      title: "Read a sponsor's research",
      description:
        "The stored deep research on a sponsor brand, with its provider, model and time.",
      inputSchema: IN.sponsorResearch,
      outputSchema: OUT.sponsorResearch,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.sponsorResearch,
        (r) =>
          r.research.length
            ? `${r.research.length} research record(s) found.`
            : "This sponsor has no research yet: start_research queues it.",
        async () => ({
          research: await listResearchLibrary(routeQuery(libraryQuerySchema, input), user.id),
        }),
      ),
  );

  server.registerTool(
    "list_events",
    {
      title: "List a property's events",
      description: "The schedule of an event brand: its specific events with dates and places.",
      inputSchema: IN.listEvents,
      outputSchema: OUT.listEvents,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.listEvents,
        (r) => `${r.events.length} events.`,
        async () => ({
          events: await listSpecificEvents(routeQuery(specificEventListQuery, input).eventBrandId),
        }),
      ),
  );

  server.registerTool(
    "list_current_sponsors",
    {
      title: "List a property's current sponsors",
      description: "The sponsors of an event brand with their sales progress.",
      inputSchema: IN.currentSponsors,
      outputSchema: OUT.currentSponsors,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.currentSponsors,
        (r) => `${r.sponsors.length} sponsors in progress.`,
        async () => {
          const { eventBrandId } = routeQuery(sponsorshipListQuery, input);
          return { sponsors: await listBrandProgress(eventBrandId!) };
        },
      ),
  );

  server.registerTool(
    "list_deals",
    {
      title: "List a property's deals",
      description: "The sponsorship deals of an event brand, with exclusivity conflicts.",
      inputSchema: IN.listDeals,
      outputSchema: OUT.listDeals,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.listDeals,
        (r) => `${r.deals.length} deals.`,
        async () => ({ deals: await listDeals(routeQuery(dealListQuery, input)) }),
      ),
  );

  server.registerTool(
    "list_assets",
    {
      title: "List a property's inventory",
      description:
        "The assets an event brand sells (its rate card): category, unit, quantity, list price, exclusivity and events.",
      inputSchema: IN.listAssets,
      outputSchema: OUT.listAssets,
      annotations: readOnly,
    },
    ({ eventBrandId, ...filters }) =>
      answer(
        OUT.listAssets,
        (r) => `${r.assets.length} assets.`,
        async () => ({
          assets: await listAssets(eventBrandId, routeQuery(assetListQuery, filters)),
        }),
      ),
  );

  server.registerTool(
    "list_packages",
    {
      title: "List a property's packages",
      description:
        "The packages of an event brand: assets with quantities, price per season, term, exclusivity, and the rate-card total and discount for a season.",
      inputSchema: IN.listPackages,
      outputSchema: OUT.listPackages,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.listPackages,
        (r) => `${r.packages.length} packages, valued for the ${r.season} season.`,
        async () => listPackages(input.eventBrandId, routeQuery(packageSeasonQuery, input).season),
      ),
  );

  server.registerTool(
    "list_contracts",
    {
      title: "List a property's contracts",
      description:
        "The contracts of an event brand (status, season and sponsor filters): dates, fee, instalments with their status, assets sold and whether the signed document is uploaded.",
      inputSchema: IN.listContracts,
      outputSchema: OUT.listContracts,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.listContracts,
        (r) => `${r.contracts.length} contracts.`,
        async () => ({
          contracts: await listContracts(routeQuery(contractListQuery, input), user),
        }),
      ),
  );

  server.registerTool(
    "list_renewals",
    {
      title: "List a property's contracts up for renewal",
      description:
        "The signed contracts of an event brand ending within a window (default 180 days), soonest first: days to the end, fee per season, fulfilment rate, payment state, the sponsor's match today and any open renewal proposal.",
      inputSchema: IN.listRenewals,
      outputSchema: OUT.listRenewals,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.listRenewals,
        (r) => `${r.renewals.length} contracts up for renewal.`,
        async () => ({
          renewals: await listRenewals(routeQuery(renewalListQuery, input), user),
        }),
      ),
  );

  server.registerTool(
    "start_research",
    {
      title: "Start research on a sponsor (write scope)",
      description:
        "Queue a research job on a sponsor by name; follow it with get_job_status. Needs a token with write scope.",
      inputSchema: IN.startResearch,
      outputSchema: OUT.startJob,
    },
    (input) =>
      answer(
        OUT.startJob,
        (r) => `Research queued as job ${r.jobId}.`,
        async () => {
          requireWrite();
          return submitJob(user, { type: "research", data: input });
        },
      ),
  );

  server.registerTool(
    "start_activation_ideas",
    {
      title: "Start activation ideas (write scope)",
      description:
        "Queue a job that writes activation ideas for a sponsor at an event brand; follow it with get_job_status. Needs a token with write scope.",
      inputSchema: IN.startActivationIdeas,
      outputSchema: OUT.startJob,
    },
    (input) =>
      answer(
        OUT.startJob,
        (r) => `Activation ideas queued as job ${r.jobId}.`,
        async () => {
          requireWrite();
          const data = parseInput(jobPayloadSchemas.activation, input, "arguments");
          return submitJob(user, { type: "activation", data });
        },
      ),
  );

  server.registerTool(
    "get_job_status",
    {
      title: "Read a job's status",
      description: "A job you started: its status, progress, and result or error once it ends.",
      inputSchema: IN.jobStatus,
      outputSchema: OUT.jobStatus,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.jobStatus,
        (r) => `Job ${r.job.id} (${r.job.type}) is ${r.job.status}, ${r.job.progress}% done.`,
        async () => ({ job: await getJobOrThrow(input.jobId, user) }),
      ),
  );

  server.registerTool(
    "value_package",
    {
      title: "Value an inventory package",
      description:
        "Pricing guidance for a package per season (an estimate, USD): a low-mid-high range from comparable sourced deals and the property's audience at stated CPMs, every comparable with its source, every audience input with its source or marked missing, and the confidence with its reasons. The list price stays the seller's decision.",
      inputSchema: IN.valuePackage,
      outputSchema: OUT.valuePackage,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.valuePackage,
        (r) =>
          r.mid === null
            ? `No range for season ${r.season}: ${r.confidenceReasons.join("; ")}.`
            : `Suggested ${formatMoney(r.low ?? 0, "USD")}–${formatMoney(r.high ?? 0, "USD")} a season (${r.season}), ${r.basis.comparables.length} comparable deals, ${r.confidence} confidence.`,
        () => valuePackage(input.packageId, input.season),
      ),
  );

  server.registerTool(
    "list_deliverables",
    {
      title: "List a property's deliverables",
      description:
        "What a property must deliver to its sponsors (one per sold asset, event and unit), with status, due date and proof; overdue first. Filter by event, status or due (overdue, upcoming, a date range).",
      inputSchema: IN.listDeliverables,
      outputSchema: OUT.listDeliverables,
      annotations: readOnly,
    },
    (input) =>
      answer(
        OUT.listDeliverables,
        (r) =>
          `${r.deliverables.length} deliverables, ${r.deliverables.filter((d) => d.overdue).length} overdue.`,
        async () => ({
          deliverables: await listDeliverables(routeQuery(deliverableListQuery, input)),
        }),
      ),
  );

  server.registerTool(
    "record_proof",
    {
      title: "Record proof of a deliverable (write scope)",
      description:
        "Add proof to a deliverable: a link (url) or a measured figure (metric, value and source). Photos and PDFs are uploaded in the app or through the API. Needs a token with write scope.",
      inputSchema: IN.recordProof,
      outputSchema: OUT.recordProof,
    },
    (input) =>
      answer(
        OUT.recordProof,
        (r) => `Proof ${r.proof.id} (${r.proof.kind}) recorded.`,
        async () => {
          requireWrite();
          const { deliverableId, ...fields } = input;
          const proof = textProof(parseInput(proofFieldsSchema, fields, "arguments"));
          return { proof: await addProof(deliverableId, proof!, user) };
        },
      ),
  );

  return server;
}
