import fc from "fast-check";
import type { z } from "zod";
import type { RouteSpec } from "@/lib/server/http/route";
import { unsafeTextIssues } from "@/lib/server/http/input-text";
import {
  HOSTILE_BODIES,
  HOSTILE_KEYS,
  HOSTILE_QUERIES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  type Named,
  type RawBody,
} from "./corpus";
import { arbitraryOf, inputJsonSchema } from "./json-schema";
import type { Method, RouteMethod } from "./routes";
import { formOf, type FormCase } from "./uploads";

export type SessionKind = "none" | "user" | "admin" | "stale";

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; raw: RawBody }
  | { kind: "form"; upload: FormCase }
  | { kind: "none" };

/** A request before it is encoded: route values, query, body, and how it was made. */
interface Draft {
  params: Record<string, unknown>;
  /** Route segments replaced by hostile ones, already encoded. */
  rawSegments: Record<string, string>;
  query: Record<string, unknown>;
  rawQuery: string;
  body: Body;
  label: string;
}

export interface FuzzRequest {
  session: SessionKind;
  method: Method;
  /** Path and query, percent-encoded. */
  url: string;
  body?: { bytes: string | Uint8Array<ArrayBuffer>; contentType?: string } | { form: FormData };
  /** Refused whatever the data: wrong session, refused text, a value the schemas refuse… */
  mustRefuse: boolean;
  /** The exact status of a certain refusal (401 signed out, 403 not an admin). */
  expectStatus?: number;
  label: string;
}

/** What the test knows of a route beyond its declaration. */
export interface RoutePlan {
  route: RouteMethod;
  spec?: RouteSpec;
  /** Send only requests that are refused whatever the data (they would queue AI or import work). */
  refusedOnly?: boolean;
  /** Sessions this route is fuzzed with. */
  sessions: SessionKind[];
  /** Route values every generated request uses (a victim account's id…). */
  pinnedParams?: Record<string, string>;
  /** How many schema-valid requests the main session sends. */
  validCount: number;
  /** How many hostile requests the main session sends. */
  hostileCount: number;
  uploads?: { forms: Named<FormCase>[]; valid: Named<FormCase>[]; raw: Named<RawBody>[] };
  /** Ids of rows that exist, for valid requests to name. */
  knownIds: number[];
}

/** A stable seed per route: adding a route does not change the requests of the others. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const isProtected = (spec?: RouteSpec) => spec?.auth === "user" || spec?.auth === "admin";

/** The session that exercises a route: its own level, or no session for public routes. */
export function mainSession(spec?: RouteSpec): SessionKind {
  if (spec?.auth === "admin") return "admin";
  if (spec?.auth === "user") return "user";
  return "none";
}

// --- generation ------------------------------------------------------------------------------

function valueArbitraries(plan: RoutePlan) {
  const { route, spec } = plan;
  const context = { ids: plan.knownIds };
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  const paramSchema = spec?.params ? inputJsonSchema(spec.params) : undefined;
  for (const segment of route.segments) {
    if (segment.kind === "static") continue;
    const pinned = plan.pinnedParams?.[segment.name];
    if (pinned !== undefined) params[segment.name] = fc.constant(pinned);
    else if (segment.kind === "catch-all") {
      params[segment.name] = fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}(\.[a-z]{3,4})?$/), {
        minLength: 1,
        maxLength: 3,
      });
    } else {
      const schema = paramSchema?.properties?.[segment.name];
      params[segment.name] = schema
        ? arbitraryOf(schema, context)
        : fc.integer({ min: 1, max: 40 }).map(String);
    }
  }
  const query = spec?.query ? arbitraryOf(inputJsonSchema(spec.query), context) : fc.constant({});
  const body: fc.Arbitrary<Body> = spec?.multipart
    ? fc.constant({ kind: "none" })
    : spec?.body
      ? arbitraryOf(inputJsonSchema(spec.body), context).map((value) => ({ kind: "json", value }))
      : fc.constant({ kind: "none" });
  return fc.record({
    params: fc.record(params),
    query: query as fc.Arbitrary<Record<string, unknown>>,
    body,
  });
}

type Mutation = (draft: Draft) => Draft;

const pick = <T>(items: Named<T>[]) => fc.constantFrom(...items);

/** Leaves and objects of a JSON value, with how to replace each. */
function slotsOf(value: unknown): Array<(next: unknown) => unknown> {
  const slots: Array<(next: unknown) => unknown> = [() => undefined];
  const visit = (node: unknown, replace: (next: unknown) => unknown) => {
    slots.push(replace);
    if (node && typeof node === "object") {
      for (const key of Object.keys(node)) {
        const child = (node as Record<string, unknown>)[key];
        visit(child, (next) => {
          const copy: Record<string, unknown> | unknown[] = Array.isArray(node)
            ? [...node]
            : { ...(node as Record<string, unknown>) };
          (copy as Record<string, unknown>)[key] = next;
          return replace(copy);
        });
      }
    }
  };
  visit(value, (next) => next);
  return slots.slice(1);
}

function mutations(plan: RoutePlan): fc.Arbitrary<{ name: string; apply: Mutation }> {
  const { route, spec } = plan;
  const options: fc.Arbitrary<{ name: string; apply: Mutation }>[] = [];
  const params = route.segments.filter((segment) => segment.kind !== "static");
  if (params.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...params), pick(HOSTILE_SEGMENTS)).map(([segment, hostile]) => ({
        name: `path ${segment.name}=${hostile.name}`,
        apply: (draft) => ({
          ...draft,
          rawSegments: { ...draft.rawSegments, [segment.name]: hostile.value },
        }),
      })),
    );
  }
  const queryKeys = Object.keys(
    (spec?.query && inputJsonSchema(spec.query).properties) || { q: true },
  );
  options.push(
    fc.tuple(fc.constantFrom(...queryKeys), pick(HOSTILE_QUERY_VALUES)).map(([key, hostile]) => ({
      name: `query ${key}=${hostile.name}`,
      apply: (draft) => ({ ...draft, query: { ...draft.query, [key]: hostile.value } }),
    })),
    pick(HOSTILE_QUERIES).map((hostile) => ({
      name: `query ${hostile.name}`,
      apply: (draft) => ({ ...draft, rawQuery: hostile.value }),
    })),
  );
  if (route.method === "GET") {
    // fetch sends no body with GET; nothing to mutate there.
  } else if (spec?.multipart && plan.uploads) {
    options.push(
      pick(plan.uploads.forms).map((upload) => ({
        name: `form ${upload.name}`,
        apply: (draft) => ({ ...draft, body: { kind: "form", upload: upload.value } }),
      })),
      pick(plan.uploads.raw).map((raw) => ({
        name: `body ${raw.name}`,
        apply: (draft) => ({ ...draft, body: { kind: "raw", raw: raw.value } }),
      })),
    );
  } else if (spec?.body || !spec) {
    options.push(
      fc.tuple(fc.nat(), pick(HOSTILE_VALUES)).map(([index, hostile]) => ({
        name: `field#${index % 50}=${hostile.name}`,
        apply: (draft) => {
          const value = draft.body.kind === "json" ? draft.body.value : {};
          const slots = slotsOf(value);
          const replace = slots[index % slots.length]!;
          return { ...draft, body: { kind: "json", value: replace(hostile.value) } };
        },
      })),
      fc.tuple(pick(HOSTILE_KEYS), pick(HOSTILE_VALUES)).map(([key, hostile]) => ({
        name: `key ${key.name}=${hostile.name}`,
        apply: (draft) => {
          const value = draft.body.kind === "json" ? draft.body.value : {};
          const base = value && typeof value === "object" && !Array.isArray(value) ? value : {};
          const copy = { ...base } as Record<string, unknown>;
          Object.defineProperty(copy, key.value, {
            value: hostile.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          return { ...draft, body: { kind: "json", value: copy } };
        },
      })),
      pick(HOSTILE_BODIES).map((raw) => ({
        name: `body ${raw.name}`,
        apply: (draft) => ({ ...draft, body: { kind: "raw", raw: raw.value } }),
      })),
    );
  } else {
    // The route reads no body: whatever is sent must be ignored, never break it.
    options.push(
      pick(HOSTILE_BODIES).map((raw) => ({
        name: `ignored body ${raw.name}`,
        apply: (draft) => ({ ...draft, body: { kind: "raw", raw: raw.value } }),
      })),
    );
  }
  return fc.oneof(...options);
}

/** Schema-valid and hostile drafts for a route, reproducible from its seed. */
function drafts(
  plan: RoutePlan,
  session: SessionKind,
  validCount: number,
  hostileCount: number,
): Draft[] {
  const seed = seedOf(`${plan.route.key} ${session}`);
  const values = valueArbitraries(plan);
  type Values = { params: Record<string, unknown>; query: Record<string, unknown>; body: Body };
  const toDraft = (value: Values, label: string): Draft => ({
    params: value.params,
    rawSegments: {},
    query: value.query,
    rawQuery: "",
    body: value.body,
    label,
  });
  const valid =
    validCount > 0
      ? fc.sample(values, { seed, numRuns: validCount }).map((value) => toDraft(value, "valid"))
      : [];
  if (plan.uploads && plan.spec?.multipart && validCount > 0) {
    const base = valid[0] ?? toDraft(fc.sample(values, { seed, numRuns: 1 })[0]!, "valid");
    for (const upload of plan.uploads.valid) {
      valid.push({ ...base, body: { kind: "form", upload: upload.value }, label: upload.name });
    }
  }
  const hostile = fc
    .sample(fc.tuple(values, mutations(plan), mutations(plan), fc.nat(3)), {
      seed: seed + 1,
      numRuns: hostileCount,
    })
    .map(([value, first, second, twice]) => {
      // Mostly one hostile thing at a time (so that the others do not hide it), sometimes two.
      const once = first.apply(toDraft(value, first.name));
      return twice === 0
        ? { ...second.apply(once), label: `${first.name} + ${second.name}` }
        : once;
    });
  return [...valid, ...hostile];
}

// --- encoding and prediction ---------------------------------------------------------------

function encodePath(route: RouteMethod, draft: Draft): { path: string; segments: string[] } {
  const segments: string[] = [];
  for (const segment of route.segments) {
    if (segment.kind === "static") {
      segments.push(segment.value);
      continue;
    }
    const raw = draft.rawSegments[segment.name];
    if (raw !== undefined) segments.push(raw);
    else if (segment.kind === "catch-all") {
      const values = draft.params[segment.name];
      const list = Array.isArray(values) && values.length > 0 ? values : ["x"];
      // The unknown-route fallback: keep clear of real routes.
      if (route.template === "/api/[...path]") segments.push("zz-fuzz");
      segments.push(...list.map((part) => encodeURIComponent(String(part))));
    } else {
      // An empty segment is another address (Next.js redirects "/a/" to "/a"): keep one.
      segments.push(encodeURIComponent(String(draft.params[segment.name])) || "x");
    }
  }
  return { path: "/" + segments.join("/"), segments };
}

function encodeQuery(draft: Draft): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(draft.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === "string" ? item : JSON.stringify(item));
    }
  }
  const parts = [search.toString(), draft.rawQuery].filter(Boolean);
  return parts.length ? `?${parts.join("&")}` : "";
}

function encodeBody(draft: Draft): FuzzRequest["body"] {
  switch (draft.body.kind) {
    case "json":
      return { bytes: JSON.stringify(draft.body.value) ?? "", contentType: "application/json" };
    case "raw":
      return draft.body.raw;
    case "form":
      return { form: formOf(draft.body.upload) };
    case "none":
      return undefined;
  }
}

const refuses = (schema: z.ZodType | undefined, value: unknown) =>
  schema !== undefined && !schema.safeParse(value).success;

function hasUnsafeText(value: unknown, root: string): boolean {
  try {
    return unsafeTextIssues(value, root).length > 0;
  } catch {
    return true; // nested too deeply
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Would the route wrapper refuse this JSON body whatever the data? (Mirrors its reading.) */
function jsonBodyRefused(spec: RouteSpec, body: FuzzRequest["body"]): boolean {
  if (!body || "form" in body) return refuses(spec.body, {});
  const bytes = typeof body.bytes === "string" ? new TextEncoder().encode(body.bytes) : body.bytes;
  if (bytes.length > spec.maxBodyBytes) return true;
  if (bytes.length === 0) return refuses(spec.body, {});
  // fetch labels a text body text/plain when no type is given.
  const type = body.contentType ?? (typeof body.bytes === "string" ? "text/plain" : "");
  if (!type.toLowerCase().includes("application/json")) return true;
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(bytes));
  } catch {
    return true;
  }
  return hasUnsafeText(value, "body") || refuses(spec.body, value);
}

function predict(
  plan: RoutePlan,
  session: SessionKind,
  segments: string[],
  url: string,
  body: FuzzRequest["body"],
): Pick<FuzzRequest, "mustRefuse" | "expectStatus"> {
  const decoded: string[] = [];
  for (const segment of segments) {
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      return { mustRefuse: true, expectStatus: 400 };
    }
  }
  const { spec, route } = plan;
  if (!spec) return { mustRefuse: false };
  if (isProtected(spec) && (session === "none" || session === "stale")) {
    return { mustRefuse: true, expectStatus: 401 };
  }
  if (spec.auth === "admin" && session === "user") return { mustRefuse: true, expectStatus: 403 };

  const params: Record<string, unknown> = {};
  let index = 0;
  for (const segment of route.segments) {
    const value = decoded[index++];
    if (segment.kind === "param") params[segment.name] = value;
    if (segment.kind === "catch-all") {
      params[segment.name] = decoded.slice(index - 1);
      break;
    }
  }
  if (hasUnsafeText(params, "params") || refuses(spec.params, params)) return { mustRefuse: true };
  const query = Object.fromEntries(new URL(url, "http://x").searchParams);
  if (hasUnsafeText(query, "query") || refuses(spec.query, query)) return { mustRefuse: true };
  if (spec.multipart) {
    const type =
      body && !("form" in body) ? (body.contentType ?? "text/plain") : "multipart/form-data";
    return { mustRefuse: !body || !type.startsWith("multipart/form-data") };
  }
  if (spec.body) return { mustRefuse: jsonBodyRefused(spec, body) };
  return { mustRefuse: false };
}

/** The requests one session sends to a route: schema-valid ones and hostile ones. */
export function requestsFor(
  plan: RoutePlan,
  session: SessionKind,
  counts: { valid: number; hostile: number },
): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  // Asked for more than needed when only refused requests may be sent, then filtered.
  const hostile = plan.refusedOnly ? counts.hostile * 3 : counts.hostile;
  for (const draft of drafts(plan, session, plan.refusedOnly ? 0 : counts.valid, hostile)) {
    const { path, segments } = encodePath(plan.route, draft);
    const url = path + encodeQuery(draft);
    const body = encodeBody(draft);
    const prediction = predict(plan, session, segments, url, body);
    if (plan.refusedOnly && !prediction.mustRefuse) continue;
    out.push({
      session,
      method: plan.route.method,
      url,
      body,
      ...prediction,
      label: draft.label,
    });
    if (plan.refusedOnly && out.length >= counts.hostile) break;
  }
  return out;
}
