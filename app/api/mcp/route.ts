// POST, GET, DELETE /api/mcp — the Model Context Protocol server (Streamable HTTP, stateless),
// for AI assistants; authenticated only by an API token, whose scope each tool checks.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { chargeApiToken } from "@/lib/server/api-tokens/authenticate";
import { route, type RouteContext } from "@/lib/server/http/route";
import { createMcpServer } from "@/lib/server/mcp/server";
import { MCP_MAX_BODY_BYTES, mcpRequestSchema, type McpRequest } from "@/lib/shared/schemas/mcp";

type McpContext = RouteContext<
  "user",
  unknown,
  unknown,
  McpRequest | undefined,
  "only",
  { 200: null }
>;

async function handleMcp({ req, actor, body }: McpContext) {
  if (Array.isArray(body) && body.length > 1) {
    // The token's check counted this HTTP request once; each further message of a batch counts as
    // a request of its own, so a batch costs what its messages would cost sent one by one.
    await chargeApiToken(actor.token.id, body.length - 1);
  }
  // Stateless: a new server and transport per request, no session id, JSON answers.
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  const server = createMcpServer(actor.user, actor.token);
  await server.connect(transport);
  try {
    // The wrapper has read, capped and checked the body; the transport must not read it again.
    return await transport.handleRequest(req, body === undefined ? {} : { parsedBody: body });
  } finally {
    void server.close();
  }
}

const spec = {
  auth: "user",
  tokens: "only",
  summary: "Model Context Protocol (Streamable HTTP) for AI assistants",
  responses: { 200: null },
} as const;

export const POST = route(
  { ...spec, body: mcpRequestSchema, maxBodyBytes: MCP_MAX_BODY_BYTES },
  handleMcp,
);
export const GET = route(spec, handleMcp);
export const DELETE = route(spec, handleMcp);
