import "server-only";
import { z } from "zod";
import {
  routeSpecOf,
  type AuthLevel,
  type RouteSpec,
  type TokenPolicy,
} from "@/lib/server/http/route";
import { PAGE_HEADERS } from "@/lib/shared/paging";
import { PAGED_LIST_MARK } from "@/lib/shared/schemas/paged";
import packageJson from "@/package.json";
import { HAND_WRITTEN, INTERNAL_API_PATHS } from "./hand-written";

/**
 * The OpenAPI 3.1 description of every /api route, generated from the routes' own declarations
 * (`route()` keeps them on each handler as `routeSpec`): request schemas, success answers, the one
 * error shape, the auth level. Served at GET /api/openapi.json (docs/api.md, "The API description").
 */

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One line of the generated route manifest (app/api/openapi.json/route-manifest.ts). */
export interface ManifestEntry {
  /** The route file, e.g. app/api/sponsor-brands/[id]/route.ts. */
  file: string;
  /** Its URL template (/api/sponsor-brands/{id}); null for the catch-all of unknown paths. */
  path: string | null;
  /** The route module; "self" for the route serving the document, "catch-all" for the 404 one. */
  module: Readonly<Record<string, unknown>> | "self" | "catch-all";
}

/** What the generator reads of a handler: a `route()` declaration or a hand-written description. */
export type OperationSpec = Pick<RouteSpec, "auth" | "summary" | "responses"> &
  Partial<
    Pick<RouteSpec, "params" | "query" | "body" | "multipart" | "maxBodyBytes" | "tokens">
  > & {
    /** Set for handlers not made by route(), which do not parse or refuse input themselves. */
    handWritten?: true;
  };

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** How a request proves who sends it: the session cookie, or a personal API token. */
export const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "next-auth.session-token",
    description:
      "The session cookie set by POST /api/login (`__Secure-next-auth.session-token` on https).",
  },
  apiToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A personal API token (`ps_…`, made on Settings → API tokens): `Authorization: Bearer <token>`. A read token may only GET.",
  },
} as const satisfies Record<string, JsonSchema>;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/**
 * The security requirement of an auth level and token policy: none for public routes, optional
 * for `optional`; the session cookie or an API token, unless the route refuses tokens (account,
 * token and admin routes) or takes only a token (the MCP server).
 */
export function securityFor(
  auth: AuthLevel,
  tokens: TokenPolicy = "refused",
): SecurityRequirement[] | undefined {
  const signedIn: SecurityRequirement[] =
    tokens === "only"
      ? [{ apiToken: [] }]
      : tokens === "accepted" && auth !== "admin"
        ? [{ session: [] }, { apiToken: [] }]
        : [{ session: [] }];
  if (auth === "user" || auth === "admin") return signedIn;
  if (auth === "optional") return [{}, ...signedIn];
  return undefined;
}

const ERROR_TEXT: Record<number, string> = {
  400: "The request is invalid: a field, the JSON or the text in it (`details` names each field).",
  401: "Not signed in.",
  403: "Not allowed: not an admin, or a state-changing request sent from another site.",
  404: "No such row (or not yours), or the path names nothing.",
  409: "The change conflicts with the current data.",
  413: "The request body is larger than the route accepts.",
  415: "The body is not of the content type the route reads.",
  429: "Too many requests: wait for `Retry-After` seconds.",
  500: "An unexpected failure on the server (the text is generic; details are logged).",
};

const errorBodySchema = {
  type: "object",
  properties: {
    error: { type: "string", description: "A text for people." },
    code: { type: "string", description: "A stable code, e.g. VALIDATION_ERROR or NOT_FOUND." },
    details: { description: "More about the failure; for a 400, `[{ path, message }]`." },
  },
  required: ["error", "code"],
};

/** The error statuses an operation can answer, from its auth level and what it declares. */
export function errorStatuses(method: HttpMethod, spec: OperationSpec): number[] {
  const statuses = new Set<number>([500]);
  const takesInput = Boolean(spec.params || spec.query || spec.body || spec.multipart);
  if (spec.handWritten) {
    if (takesInput) statuses.add(400);
  } else {
    if (takesInput) statuses.add(400);
    if (spec.auth === "user" || spec.auth === "admin") statuses.add(401);
    if (spec.auth === "admin" || method !== "GET") statuses.add(403);
    if (spec.params) statuses.add(404);
    if (spec.body || spec.multipart) {
      statuses.add(400).add(413).add(415);
    }
  }
  for (const status of Object.keys(spec.responses ?? {}).map(Number)) statuses.delete(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Stable and unique: the method and the path's words (`getSponsorBrandsById`). */
export function operationIdOf(method: HttpMethod, path: string): string {
  const words = path
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const text = param ? `by ${param[1]}` : segment;
      return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
  return method.toLowerCase() + pascal;
}

/** The first path segment under /api names the operation's group. */
export function tagOf(path: string): string {
  return path.split("/")[2] ?? "api";
}

/**
 * Turns zod schemas into JSON Schema (draft 2020-12, which OpenAPI 3.1 uses). Requests are
 * described as zod reads them (`io: "input"`), answers as the code produces them (`"output"`).
 * Refinements cannot be written in JSON Schema and are left out; a type with no JSON form (a
 * transform's output, a Date) becomes `{}` (any value) rather than failing the document.
 * Recursive schemas refer to themselves with `#`, which inside a bigger document means its root:
 * they are moved to `components.schemas` and their references rewritten.
 */
class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};

  write(schema: z.ZodType, io: "input" | "output", name: string): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      cycles: "ref",
      reused: "inline",
    }) as JsonSchema;
    delete json.$schema;
    if (!usesLocalRefs(json)) return json;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    const rewrite = (ref: string) =>
      ref === "#"
        ? `#/components/schemas/${name}`
        : ref.replace(/^#\/\$defs\//, `#/components/schemas/${name}_`);
    this.components[name] = rewriteRefs(json, rewrite);
    for (const [key, def] of Object.entries(defs)) {
      this.components[`${name}_${key}`] = rewriteRefs(def, rewrite);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
}

function usesLocalRefs(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesLocalRefs);
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      (key === "$ref" && typeof inner === "string" && inner.startsWith("#")) ||
      key === "$defs" ||
      usesLocalRefs(inner),
  );
}

function rewriteRefs<T>(value: T, rewrite: (ref: string) => string): T {
  if (Array.isArray(value)) return value.map((inner) => rewriteRefs(inner, rewrite)) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string" ? rewrite(inner) : rewriteRefs(inner, rewrite),
    ]),
  ) as T;
}

/** Path or query parameters from the JSON Schema of an object schema. */
function parametersOf(json: JsonSchema, where: "path" | "query"): JsonSchema[] {
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

const PAGED_HEADERS = {
  [PAGE_HEADERS.total]: {
    description: "How many items the whole list holds (this answer is one page of it).",
    schema: { type: "integer", minimum: 0 },
  },
  [PAGE_HEADERS.page]: {
    description: "The page answered, from 1.",
    schema: { type: "integer", minimum: 1 },
  },
  [PAGE_HEADERS.pageSize]: {
    description: "The page size the list was cut by.",
    schema: { type: "integer", minimum: 1 },
  },
};

function successResponse(
  status: number,
  schema: z.ZodType | null,
  writer: SchemaWriter,
  name: string,
): JsonSchema {
  const description = status === 204 ? "Done; no body." : `Success (${status}).`;
  if (!schema) {
    return { description: status === 204 ? description : `${description} Not a JSON body.` };
  }
  const json = writer.write(schema, "output", name);
  const paged = json[PAGED_LIST_MARK] === true;
  delete json[PAGED_LIST_MARK];
  return {
    description: paged ? `${description} One page of the list.` : description,
    ...(paged ? { headers: PAGED_HEADERS } : {}),
    content: { "application/json": { schema: json } },
  };
}

/** One operation of the document from a handler's declaration. */
export function operationFor(
  method: HttpMethod,
  path: string,
  spec: OperationSpec,
  writer = new SchemaWriter(),
): Operation {
  const operationId = operationIdOf(method, path);
  const parameters: JsonSchema[] = [];
  if (spec.params) {
    parameters.push(...parametersOf(writer.write(spec.params, "input", operationId), "path"));
  }
  // Path segments the route does not parse still are parameters of the URL.
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (!parameters.some((parameter) => parameter.name === name)) {
      parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
    }
  }
  if (spec.query) {
    parameters.push(...parametersOf(writer.write(spec.query, "input", operationId), "query"));
  }

  const operation: Operation = {
    operationId,
    tags: [tagOf(path)],
    summary: spec.summary ?? `${method} ${path}`,
  };
  if (parameters.length > 0) operation.parameters = parameters;
  if (spec.body) {
    operation.requestBody = {
      required: true,
      content: {
        "application/json": { schema: writer.write(spec.body, "input", `${operationId}Body`) },
      },
      ...(spec.maxBodyBytes ? { description: `At most ${spec.maxBodyBytes} bytes.` } : {}),
    };
  } else if (spec.multipart) {
    operation.requestBody = {
      required: true,
      description: `A multipart form of at most ${spec.multipart.maxBytes} bytes.`,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            additionalProperties: {
              description: "A form field: text, or a file (binary).",
              type: "string",
            },
          },
        },
      },
    };
  }
  const security = securityFor(spec.auth, spec.tokens);
  if (security) operation.security = security;

  const responses: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(spec.responses ?? {})) {
    responses[status] = successResponse(
      Number(status),
      schema,
      writer,
      `${operationId}Response${status}`,
    );
  }
  if (Object.keys(responses).length === 0) {
    responses.default = { description: "The answer is not described yet." };
  }
  for (const status of errorStatuses(method, spec)) {
    responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  }
  operation.responses = responses;
  return operation;
}

function describedHandler(
  method: HttpMethod,
  path: string,
  handler: unknown,
): OperationSpec | undefined {
  const spec = routeSpecOf(handler);
  if (spec) return spec;
  const written = HAND_WRITTEN[`${method} ${path}`];
  if (written) return { ...written, handWritten: true };
  if (typeof handler === "function") {
    return { auth: "public", handWritten: true, summary: `${method} ${path} (not described)` };
  }
  return undefined;
}

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, JsonSchema>>;
};

/**
 * The document for these routes. `self` holds the handlers of the route serving the document,
 * which the manifest cannot import without a cycle.
 */
export function buildOpenApiDocument(
  manifest: readonly ManifestEntry[],
  self: Readonly<Record<string, unknown>> = {},
): OpenApiDocument {
  const writer = new SchemaWriter();
  const paths: OpenApiDocument["paths"] = {};
  const operationIds = new Set<string>();
  for (const entry of manifest) {
    if (entry.path === null || entry.module === "catch-all" || INTERNAL_API_PATHS.has(entry.path))
      continue;
    const handlers = entry.module === "self" ? self : entry.module;
    for (const method of HTTP_METHODS) {
      const spec = describedHandler(method, entry.path, handlers[method]);
      if (!spec) continue;
      const operation = operationFor(method, entry.path, spec, writer);
      const id = operation.operationId as string;
      if (operationIds.has(id)) throw new Error(`Two operations have the id ${id}`);
      operationIds.add(id);
      (paths[entry.path] ??= {})[method.toLowerCase()] = operation;
    }
  }
  const tags = [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Pitchside API",
      version: packageJson.version,
      description:
        "Every /api route of Pitchside, generated from the routes' own declarations. Requests " +
        "are signed in with the session cookie of `POST /api/login` or a personal API token " +
        "(Settings → API tokens) sent as `Authorization: Bearer <token>`. Errors have one shape, " +
        "`{ error, code, details? }`. Requests that change data from another site are refused.",
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      schemas: { Error: errorBodySchema, ...writer.components },
      responses: Object.fromEntries(
        Object.entries(ERROR_TEXT).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document, built on first use and kept for the life of the process (routes do not change). */
export function getOpenApiDocument(
  manifest: readonly ManifestEntry[],
  self: Readonly<Record<string, unknown>>,
): OpenApiDocument {
  cached ??= buildOpenApiDocument(manifest, self);
  return cached;
}
