import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { routeSpecOf } from "@/lib/server/http/route";
import { HAND_WRITTEN, INTERNAL_API_PATHS } from "@/lib/server/openapi/hand-written";
import { jobViewSchema } from "@/lib/shared/schemas/jobs";
import { http } from "@/tests/support/http";
import { discoverRoutes, loadRoute } from "@/tests/support/fuzz/routes";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is arbitrary JSON
type AnyJson = any;

const templateOf = (template: string) => template.replace(/\[(\w+)\]/g, "{$1}");
const FILES = discoverRoutes(["app/api"]).filter((route) =>
  route.segments.every((segment) => segment.kind !== "catch-all"),
);
/** The route files on disk, as the API description must list them ([id] → {id}). */
const ROUTES = FILES.filter((route) => !INTERNAL_API_PATHS.has(templateOf(route.template)));

let document: AnyJson;

beforeAll(async () => {
  const res = await http("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  document = res.body;
});

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", () => {
    mkdirSync(".tmp", { recursive: true });
    const dir = mkdtempSync(path.resolve(".tmp/openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const result = JSON.parse(
        execFileSync(process.execPath, ["tests/support/validate-openapi.mjs", file], {
          encoding: "utf8",
        }),
      );
      expect({ version: result.version, errors: result.errors }).toEqual({
        version: "3.1",
        errors: null,
      });
      expect(result.valid).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Pitchside API");
    expect(document.servers).toEqual([{ url: "/" }]);
  });

  it("describes every route file on disk and every method it exports", async () => {
    expect(ROUTES.length).toBeGreaterThan(100);
    const missing = ROUTES.filter(
      (route) => !document.paths[templateOf(route.template)]?.[route.method.toLowerCase()],
    ).map((route) => route.key);
    expect(missing).toEqual([]);
    // And nothing else: every operation is a method a route file exports.
    const listed = Object.entries(document.paths).flatMap(([p, ops]) =>
      Object.keys(ops as object).map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(listed.sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${templateOf(route.template)}`).sort(),
    );
    const ids = listed.map((key) => {
      const [method, p] = key.split(" ");
      return document.paths[p!][method!.toLowerCase()].operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("leaves out the paths that are not part of the API (the bench baseline, Inngest's endpoint)", () => {
    const internal = FILES.filter((route) => INTERNAL_API_PATHS.has(templateOf(route.template)));
    expect(internal.map((route) => route.key).sort()).toEqual(
      [
        "GET /api/bench/baseline",
        ...["GET", "POST", "PUT"].map((method) => `${method} /api/inngest`),
      ].sort(),
    );
    expect(Object.keys(document.paths).filter((p) => /bench|inngest/.test(p))).toEqual([]);
    expect(JSON.stringify(document.info)).not.toMatch(/docs\//);
  });

  it("gives each operation its declared summary and a response schema for each declared JSON answer", async () => {
    const problems: string[] = [];
    const undescribed: string[] = [];
    for (const route of ROUTES) {
      const handler = (await loadRoute(route.file))[route.method];
      const spec =
        routeSpecOf(handler) ?? HAND_WRITTEN[`${route.method} ${templateOf(route.template)}`];
      const operation = document.paths[templateOf(route.template)][route.method.toLowerCase()];
      if (spec?.summary && operation.summary !== spec.summary) {
        problems.push(`${route.key}: summary`);
      }
      const declared = Object.entries(spec?.responses ?? {});
      if (!spec?.summary || declared.length === 0) undescribed.push(route.key);
      for (const [status, schema] of declared) {
        const content = operation.responses[status]?.content?.["application/json"]?.schema;
        if (schema instanceof z.ZodType && !content)
          problems.push(`${route.key}: ${status} schema`);
        if (schema === null && content) problems.push(`${route.key}: ${status} is not JSON`);
      }
      // A declared 200 is a JSON schema in the document.
      if (spec?.responses?.[200] && !operation.responses["200"]?.content) {
        problems.push(`${route.key}: 200 without a schema`);
      }
    }
    // Every operation says what it does and what it answers.
    expect(undescribed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("declares every answer that carries a job just queued as 202 Accepted, never 201 or 200", async () => {
    const carriesJob = (schema: unknown) =>
      schema instanceof z.ZodObject && schema.shape.job === jobViewSchema;
    const queuing: string[] = [];
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => r.method === "POST")) {
      const spec = routeSpecOf((await loadRoute(route.file))[route.method]);
      for (const [status, schema] of Object.entries(spec?.responses ?? {})) {
        if (!carriesJob(schema)) continue;
        queuing.push(route.key);
        if (status !== "202") problems.push(`${route.key}: ${status}`);
      }
    }
    expect(problems).toEqual([]);
    // The job routes, the proposal and its exports, the import's commit.
    expect(queuing.length).toBeGreaterThanOrEqual(10);
  });

  it("documents every paged list with its page headers and the one page-parameter rule", () => {
    const paged = Object.entries(document.paths).flatMap(([p, ops]) =>
      (ops as AnyJson).get?.responses?.["200"]?.headers?.["X-Total-Count"] ? [p] : [],
    );
    expect(paged.sort()).toEqual(
      [
        "/api/admin/audit-log",
        "/api/admin/outbox",
        "/api/admin/webhooks/{id}/deliveries",
        "/api/proposals",
        "/api/sponsor-brands",
        "/api/sponsor-imports/{id}/rows",
      ].sort(),
    );
    for (const p of paged) {
      const get = document.paths[p].get;
      expect([p, Object.keys(get.responses["200"].headers).sort()]).toEqual([
        p,
        ["X-Page", "X-Page-Size", "X-Total-Count"],
      ]);
      expect([p, get.responses["200"].content["application/json"].schema.type]).toEqual([
        p,
        "array",
      ]);
      const page = get.parameters.find((parameter: AnyJson) => parameter.name === "page");
      expect([p, page.schema]).toMatchObject([p, { type: "integer", minimum: 1, maximum: 100000 }]);
    }
  });

  it("describes requests, auth and errors from the route declarations", () => {
    const patch = document.paths["/api/event-brands/{id}"].patch;
    expect(patch.operationId).toBe("patchEventBrandsById");
    expect(patch.tags).toEqual(["event-brands"]);
    expect(patch.security).toEqual([{ session: [] }]);
    expect(patch.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
    expect(patch.requestBody.content["application/json"].schema.properties.name).toMatchObject({
      type: "string",
    });
    expect(patch.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "eventCount",
    );
    for (const status of ["400", "401", "403", "404", "413", "415", "500"]) {
      expect(patch.responses[status]).toEqual({ $ref: `#/components/responses/Error${status}` });
    }
    // Public routes carry no security requirement; uploads are multipart.
    expect(document.paths["/api/login"].post.security).toBeUndefined();
    expect(document.paths["/api/openapi.json"].get.security).toBeUndefined();
    expect(
      document.paths["/api/event-brands/{id}/upload-logo"].post.requestBody.content,
    ).toHaveProperty("multipart/form-data");
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
    });
    expect(document.components.schemas.Error.required).toEqual(["error", "code"]);
  });
});

describe("GET /developers", () => {
  it("serves the renderer's files from the app and nothing else", async () => {
    const script = await http("/developers/swagger-ui/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(String(script.body).length).toBeGreaterThan(100_000);
    const css = await http("/developers/swagger-ui/swagger-ui.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect((await http("/developers/swagger-ui/package.json")).status).toBe(404);
    expect((await http("/developers/swagger-ui/..%2Fpackage.json")).status).toBe(404);
  });
});
