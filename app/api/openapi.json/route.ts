// GET /api/openapi.json — the OpenAPI 3.1 description of every /api route, generated from the
// routes' declarations (public; built once per process).
import { z } from "zod";
import { route, type RouteHandler } from "@/lib/server/http/route";
import { getOpenApiDocument } from "@/lib/server/openapi/document";
import { ROUTE_MANIFEST } from "./route-manifest";

/** The document's outline; its contents are described by the OpenAPI 3.1 specification itself. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const GET: RouteHandler = route(
  {
    auth: "public",
    summary: "This API's OpenAPI 3.1 description",
    responses: { 200: openApiDocumentSchema },
  },
  async () => getOpenApiDocument(ROUTE_MANIFEST, { GET }),
);
