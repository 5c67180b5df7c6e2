import { z } from "zod";
import { route } from "@/lib/server/http/route";
import {
  buildOpenApiDocument,
  errorStatuses,
  operationIdOf,
  securityFor,
} from "@/lib/server/openapi/document";
import { idParams, numericId } from "@/lib/shared/schemas/common";
import { pagedListSchema } from "@/lib/shared/schemas/paged";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is arbitrary JSON
type Op = Record<string, any>;

const itemSchema = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string() });
const treeSchema = z.object({
  name: z.string(),
  get children(): z.ZodArray<typeof treeSchema> {
    return z.array(treeSchema);
  },
});

/** A small fake route module: params, query, a JSON body, a multipart body, every auth level. */
const fake = {
  GET: route(
    {
      auth: "user",
      summary: "List widgets",
      query: z.object({
        page: z.coerce.number().int().min(1).default(1),
        q: z.string().optional(),
      }),
      responses: { 200: pagedListSchema(itemSchema) },
    },
    async () => [],
  ),
  POST: route(
    {
      auth: "admin",
      summary: "Create a widget",
      body: z.object({
        name: z
          .string()
          .min(1)
          .max(20)
          .refine((v) => v.trim() === v),
      }),
      responses: { 201: itemSchema },
    },
    async () => null,
  ),
};
const fakeItem = {
  GET: route(
    {
      auth: "optional",
      summary: "One widget's tree",
      params: z.object({ id: numericId("widgetId") }),
      responses: { 200: treeSchema },
    },
    async () => ({ name: "a", children: [] }),
  ),
  PUT: route(
    {
      auth: "user",
      summary: "Upload a widget picture",
      params: idParams,
      multipart: { maxBytes: 1000 },
      responses: { 200: itemSchema },
    },
    async () => ({ id: 1, name: "a", createdAt: "2026-01-01T00:00:00.000Z" }),
  ),
  DELETE: route(
    { auth: "public", summary: "Forget a widget", responses: { 204: null } },
    async () => new Response(null, { status: 204 }),
  ),
};

const document = buildOpenApiDocument([
  { file: "app/api/[...path]/route.ts", path: null, module: "catch-all" },
  { file: "app/api/widgets/route.ts", path: "/api/widgets", module: fake },
  { file: "app/api/widgets/[id]/route.ts", path: "/api/widgets/{id}", module: fakeItem },
]);
const list = document.paths["/api/widgets"]!.get as Op;
const create = document.paths["/api/widgets"]!.post as Op;
const one = document.paths["/api/widgets/{id}"]!.get as Op;
const upload = document.paths["/api/widgets/{id}"]!.put as Op;
const remove = document.paths["/api/widgets/{id}"]!.delete as Op;

describe("the OpenAPI generator", () => {
  it("writes the document's frame and leaves the catch-all out", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Pitchside API");
    expect(document.servers).toEqual([{ url: "/" }]);
    expect(Object.keys(document.paths)).toEqual(["/api/widgets", "/api/widgets/{id}"]);
    expect(document.tags).toEqual([{ name: "widgets" }]);
  });

  it("describes query parameters and a paged list with its X-Total-Count header", () => {
    expect(list).toMatchObject({
      operationId: "getWidgets",
      tags: ["widgets"],
      summary: "List widgets",
    });
    expect(list.parameters).toEqual([
      {
        name: "page",
        in: "query",
        required: false,
        schema: expect.objectContaining({ type: "integer", minimum: 1, default: 1 }),
      },
      { name: "q", in: "query", required: false, schema: { type: "string" } },
    ]);
    const ok = list.responses["200"];
    expect(ok.headers["X-Total-Count"].schema).toEqual({ type: "integer", minimum: 0 });
    const schema = ok.content["application/json"].schema;
    expect(schema.type).toBe("array");
    expect(schema.items.required).toEqual(["id", "name", "createdAt"]);
    expect(JSON.stringify(schema)).not.toContain("x-paged-list");
  });

  it("describes a JSON body as zod reads it, refinements left out", () => {
    expect(create.requestBody.content["application/json"].schema).toEqual({
      type: "object",
      properties: { name: { type: "string", minLength: 1, maxLength: 20 } },
      required: ["name"],
    });
    expect(create.responses["201"].content["application/json"].schema.properties.id).toEqual({
      type: "integer",
      minimum: expect.any(Number),
      maximum: expect.any(Number),
    });
  });

  it("describes path parameters, multipart bodies and 204 answers", () => {
    expect(one.operationId).toBe("getWidgetsById");
    expect(one.parameters).toEqual([
      {
        name: "id",
        in: "path",
        required: true,
        schema: expect.objectContaining({ type: "string", pattern: "^\\d{1,10}$" }),
      },
    ]);
    expect(Object.keys(upload.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(upload.requestBody.description).toContain("1000 bytes");
    expect(remove.responses["204"]).toEqual({ description: "Done; no body." });
    // A path parameter the route does not parse is still a parameter of the URL.
    expect(remove.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string" } },
    ]);
  });

  it("moves recursive schemas into components with their references rewritten", () => {
    expect(one.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/getWidgetsByIdResponse200",
    });
    const tree = document.components.schemas!.getWidgetsByIdResponse200 as Op;
    expect(tree.properties.children.items).toEqual({
      $ref: "#/components/schemas/getWidgetsByIdResponse200",
    });
  });

  it("turns auth levels into security requirements and the error answers they imply", () => {
    // A user route takes the session cookie or an API token; admin routes refuse tokens.
    expect(list.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(create.security).toEqual([{ session: [] }]);
    expect(one.security).toEqual([{}, { session: [] }, { apiToken: [] }]);
    expect(remove.security).toBeUndefined();
    expect(securityFor("public")).toBeUndefined();
    expect(securityFor("user", "refused")).toEqual([{ session: [] }]);
    expect(securityFor("user", "only")).toEqual([{ apiToken: [] }]);
    expect(securityFor("admin", "accepted")).toEqual([{ session: [] }]);
    const refs = (operation: Op) =>
      Object.keys(operation.responses).filter((status) => operation.responses[status].$ref);
    expect(refs(list)).toEqual(["400", "401", "500"]);
    expect(refs(create)).toEqual(["400", "401", "403", "413", "415", "500"]);
    expect(refs(one)).toEqual(["400", "404", "500"]);
    expect(refs(upload)).toEqual(["400", "401", "403", "404", "413", "415", "500"]);
    expect(refs(remove)).toEqual(["403", "500"]);
    expect(document.components.responses!.Error404).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    });
    expect(errorStatuses("GET", { auth: "public", handWritten: true })).toEqual([500]);
  });

  it("makes stable operation ids from the method and the path", () => {
    expect(operationIdOf("PATCH", "/api/sponsorships/{id}/{specificEventId}")).toBe(
      "patchSponsorshipsByIdBySpecificEventId",
    );
    expect(operationIdOf("GET", "/api/sponsor-brands/export.csv")).toBe(
      "getSponsorBrandsExportCsv",
    );
  });

  it("refuses two operations with one id", () => {
    expect(() =>
      buildOpenApiDocument([
        { file: "a", path: "/api/a-b", module: { GET: fake.GET } },
        { file: "b", path: "/api/a/b", module: { GET: fake.GET } },
      ]),
    ).toThrow("Two operations have the id getAB");
  });
});
