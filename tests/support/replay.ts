import { z } from "zod";
import { routeSpecOf } from "@/lib/server/http/route";
import {
  HTTP_METHODS,
  type ManifestEntry,
  type OperationSpec,
} from "@/lib/server/openapi/document";
import { HAND_WRITTEN } from "@/lib/server/openapi/hand-written";

/** One answer the integration tests received (tests/support/http.ts records them). */
export interface Recorded {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export interface KnownOperation {
  /** "GET /api/jobs/{id}" */
  key: string;
  method: string;
  pattern: RegExp;
  /** Static segments: the more, the more specific (a static route wins over a parameter). */
  staticSegments: number;
  spec: OperationSpec | undefined;
}

/** Every operation of the manifest with a matcher for real paths. */
export function knownOperations(
  manifest: readonly ManifestEntry[],
  self: Readonly<Record<string, unknown>>,
): KnownOperation[] {
  return manifest.flatMap((entry) => {
    if (entry.path === null || entry.module === "catch-all") return [];
    const handlers = entry.module === "self" ? self : entry.module;
    const segments = entry.path.split("/").filter(Boolean);
    const pattern = new RegExp(
      "^/" +
        segments
          .map((segment) =>
            /^\{\w+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
          )
          .join("/") +
        "$",
    );
    const staticSegments = segments.filter((segment) => !segment.startsWith("{")).length;
    return HTTP_METHODS.filter((method) => typeof handlers[method] === "function").map(
      (method) => ({
        key: `${method} ${entry.path}`,
        method,
        pattern,
        staticSegments,
        spec:
          routeSpecOf(handlers[method]) ??
          (HAND_WRITTEN[`${method} ${entry.path}`] as OperationSpec | undefined),
      }),
    );
  });
}

/** The operation Next.js would route this request to (static segments win), if any. */
export function operationOf(
  operations: readonly KnownOperation[],
  method: string,
  path: string,
): KnownOperation | undefined {
  return operations
    .filter((operation) => operation.method === method && operation.pattern.test(path))
    .sort((a, b) => b.staticSegments - a.staticSegments)[0];
}

/** Up to `count` items spread evenly over the list (the first and the last included). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = (items.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => items[Math.round(i * step)]!);
}

/**
 * Keys of the answer that the schema does not declare (zod drops them when it parses): a
 * serializer answering more than its schema says is a drift too.
 */
export function undeclaredKeys(raw: unknown, parsed: unknown, at = "body"): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${at}[${i}]`));
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    key in parsed ? undeclaredKeys(raw[key], parsed[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The one error shape every failure answers. */
export const errorBodySchema = z.object({
  error: z.string().min(1),
  code: z.string().regex(/^[A-Z_]+$/),
  details: z.unknown().optional(),
});

/** Problems of one recorded answer against a schema (empty when it matches). */
export function problemsOf(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (!result.success) {
    return result.error.issues.map(
      (issue) => `${["body", ...issue.path.map(String)].join(".")}: ${issue.message}`,
    );
  }
  return undeclaredKeys(body, result.data).map((path) => `${path}: not in the schema`);
}
