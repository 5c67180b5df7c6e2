import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { routeSpecOf, type RouteSpec } from "@/lib/server/http/route";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

export type Segment =
  | { kind: "static"; value: string }
  | { kind: "param"; name: string }
  | { kind: "catch-all"; name: string };

/** One method of one route file. */
export interface RouteMethod {
  /** e.g. app/api/sponsor-brands/[id]/route.ts */
  file: string;
  /** e.g. /api/sponsor-brands/[id] */
  template: string;
  segments: Segment[];
  method: Method;
  /** "PATCH /api/sponsor-brands/[id]" */
  key: string;
}

/** The route files under these folders (app router: `route.ts`), sorted. */
export function routeFiles(roots: string[]): string[] {
  return roots
    .flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[])
        .filter((file) => path.basename(file) === "route.ts")
        .map((file) => path.join(root, file).split(path.sep).join("/")),
    )
    .sort();
}

// Exported handlers as route files declare them: `export const GET = …`, `export async function
// GET(…)`, or `export const { GET, POST } = …`. The test checks the module's real exports agree.
const EXPORTED = /export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;
const DESTRUCTURED = /export\s+const\s+\{([^}]*)\}\s*=/g;

/** The methods a route file exports, read from its source. */
export function declaredMethods(file: string): Method[] {
  const source = readFileSync(file, "utf8");
  const found = new Set<Method>();
  for (const match of source.matchAll(EXPORTED)) found.add(match[1] as Method);
  for (const match of source.matchAll(DESTRUCTURED)) {
    for (const name of match[1]!.split(",").map((part) => part.trim())) {
      if ((METHODS as readonly string[]).includes(name)) found.add(name as Method);
    }
  }
  return METHODS.filter((method) => found.has(method));
}

function segmentsOf(file: string): Segment[] {
  const parts = file
    .replace(/^app\//, "")
    .replace(/\/route\.ts$/, "")
    .split("/");
  return parts.map((part): Segment => {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part);
    if (catchAll) return { kind: "catch-all", name: catchAll[1]! };
    const param = /^\[(\w+)\]$/.exec(part);
    if (param) return { kind: "param", name: param[1]! };
    return { kind: "static", value: part };
  });
}

/** Every method of every route file under the roots. */
export function discoverRoutes(roots: string[]): RouteMethod[] {
  return routeFiles(roots).flatMap((file) => {
    const segments = segmentsOf(file);
    const template = "/" + file.replace(/^app\//, "").replace(/\/route\.ts$/, "");
    return declaredMethods(file).map((method) => ({
      file,
      template,
      segments,
      method,
      key: `${method} ${template}`,
    }));
  });
}

/** The route module's handlers, imported the way the server loads them. */
export async function loadRoute(file: string): Promise<Record<string, unknown>> {
  return (await import(`@/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
}

/** The method's `route()` declaration, or undefined for handlers written by hand. */
export async function specOf(route: RouteMethod): Promise<RouteSpec | undefined> {
  return routeSpecOf((await loadRoute(route.file))[route.method]);
}
