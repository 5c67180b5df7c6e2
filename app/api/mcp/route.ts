// POST, GET, DELETE /api/mcp — the Model Context Protocol server (Streamable HTTP, stateless),
// for AI assistants; authenticated only by an API token, whose scope each tool checks.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { route, type RouteContext } from "@/lib/server/http/route";
import { createMcpServer } from "@/lib/server/mcp/server";

async function handleMcp({ req, user, token }: RouteContext<"user", unknown, unknown, unknown>) {
  // Stateless: a new server and transport per request, no session id, JSON answers.
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  const server = createMcpServer(user, token!);
  await server.connect(transport);
  try {
    return await transport.handleRequest(req);
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

export const POST = route(spec, handleMcp);
export const GET = route(spec, handleMcp);
export const DELETE = route(spec, handleMcp);
