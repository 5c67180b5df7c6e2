import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import {
  authenticateToken,
  tokenUnauthorized,
  type RequestToken,
} from "@/lib/server/api-tokens/authenticate";
import { bearerToken } from "@/lib/server/api-tokens/secret";
import { getCurrentUser, type CurrentUser } from "@/lib/server/auth/session";
import { API_TOKEN_MESSAGES } from "@/lib/shared/schemas/api-token";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { logger } from "@/lib/server/logger";
import { isDatabaseUnavailable } from "@/lib/server/db/errors";
import {
  AppError,
  databaseUnavailable,
  forbidden,
  GENERIC_SERVER_ERROR,
  unauthorized,
} from "./errors";
import { readBodyCapped } from "./body";
import { assertSafeForm, assertSafeText } from "./input-text";

export type AuthLevel = "public" | "optional" | "user" | "admin";

/** Default cap of a JSON request body: generous for any form, small enough to refuse abuse. */
const DEFAULT_JSON_LIMIT = 256 * 1024;

type UserFor<A extends AuthLevel> = A extends "user" | "admin" ? CurrentUser : CurrentUser | null;

interface RouteOptions<A extends AuthLevel, P, Q, B, R extends SuccessResponses> {
  auth: A;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** JSON body schema. An empty body is parsed as `{}`. */
  body?: z.ZodType<B>;
  /** Accept multipart/form-data instead of JSON, capped at this many bytes before it is read. */
  multipart?: { maxBytes: number };
  /** Cap of a JSON body in bytes. */
  maxBodyBytes?: number;
  /**
   * API tokens (`Authorization: Bearer <token>`). By default a token is accepted on `user` and
   * `optional` routes and acts as its user within its scope (a read token may only GET); `public`
   * routes do not read it. `false` refuses tokens (403): every account route and the token routes
   * declare it. Admin routes always refuse them, whatever this says. `"only"`: a token is the only
   * way in (cookies are not read) and the handler checks the token's scope per operation.
   */
  tokens?: A extends "admin" ? false : false | "only";
  /** The 401 text when this route has its own (e.g. 'Please sign in to add favorites'). */
  unauthorizedMessage?: string;
  /** What the route does, in a few words (the API description's summary). */
  summary?: string;
  /**
   * The success answers by status: the zod schema of the JSON body (the same schema the view
   * type is inferred from), or null for an answer without a JSON body (204, a file, a redirect).
   * Errors always have the one error shape and are not declared here.
   */
  responses?: R;
}

/** How a route treats API tokens (see RouteOptions.tokens; admin routes are always "refused"). */
export type TokenPolicy = "accepted" | "refused" | "only";

export type SuccessResponses = { [status: number]: z.ZodType | null };

/**
 * What a handler may return: a Response, or the value sent as JSON 200, which must match the
 * declared 200 schema when there is one (so the API description cannot drift from the code).
 */
type HandlerAnswer<R> = R extends { 200: infer S extends z.ZodType }
  ? z.output<S> | Response
  : unknown;

/**
 * What a route declares about its requests, kept on the handler `route()` returns (`routeSpec`)
 * so that tools can read every route's contract from its module: the fuzz stage of the
 * integration tests builds requests from it, and the OpenAPI document is generated from it.
 */
export interface RouteSpec {
  auth: AuthLevel;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body schema (absent for multipart routes and routes that take no body). */
  body?: z.ZodType;
  /** Multipart routes: the cap of the whole request in bytes. */
  multipart?: { maxBytes: number };
  /** The cap of a JSON body in bytes (DEFAULT_JSON_LIMIT unless the route sets its own). */
  maxBodyBytes: number;
  /**
   * API tokens: "accepted" (a session cookie or a bearer token; on `public` routes neither is
   * needed), "refused" (the session cookie only: account, token and admin routes), "only" (a
   * bearer token only, never the cookie).
   */
  tokens: TokenPolicy;
  summary?: string;
  responses?: SuccessResponses;
}

/** A handler made by `route()`: what Next.js calls, with its declaration attached. */
export type RouteHandler = ((req: NextRequest, ctx: NextRouteContext) => Promise<Response>) & {
  readonly routeSpec: RouteSpec;
};

/** The declaration of a route handler, or undefined for handlers not made by `route()`. */
export function routeSpecOf(handler: unknown): RouteSpec | undefined {
  if (typeof handler !== "function") return undefined;
  return (handler as Partial<RouteHandler>).routeSpec;
}

export interface RouteContext<A extends AuthLevel, P, Q, B> {
  req: NextRequest;
  user: UserFor<A>;
  params: P;
  query: Q;
  body: B;
  /** The parsed form of a multipart request (empty for JSON routes). */
  form: FormData;
  /** The API token the request was authenticated by, or null for a session (cookie) request. */
  token: RequestToken | null;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper every `/api` handler is declared with. It waits for the database, resolves the
 * session and enforces the auth level, refuses control characters, unpaired surrogates and
 * over-deep nesting anywhere in the request (see input-text.ts), parses params, query and body
 * with zod, and turns every thrown error into the JSON shape `{ error, code, details? }`. Handlers
 * return a value (sent as JSON 200) or a Response. The declaration is kept on the returned
 * handler as `routeSpec`.
 */
export function route<
  A extends AuthLevel,
  P = Record<string, never>,
  Q = Record<string, never>,
  B = undefined,
  R extends SuccessResponses = SuccessResponses,
>(
  options: RouteOptions<A, P, Q, B, R>,
  handler: (ctx: RouteContext<A, P, Q, B>) => Promise<HandlerAnswer<R>>,
): RouteHandler {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_JSON_LIMIT;
  const tokens = tokenPolicy(options);
  const handle = async (req: NextRequest, ctx: NextRouteContext): Promise<Response> => {
    try {
      const bearer = bearerToken(req.headers.get("authorization"));
      if (bearer !== undefined && tokens === "refused") {
        throw forbidden(
          options.auth === "admin" ? API_TOKEN_MESSAGES.adminRefused : API_TOKEN_MESSAGES.refused,
        );
      }
      if (tokens === "only" && bearer === undefined) {
        throw tokenUnauthorized(API_TOKEN_MESSAGES.required);
      }
      // A token request carries no cookie to forge, so the cross-site check is for sessions only.
      const byToken = bearer !== undefined && options.auth !== "public";
      if (!byToken) assertSameOrigin(req);
      await ensureDatabase();

      let user: CurrentUser | null = null;
      let token: RequestToken | null = null;
      if (byToken) {
        // Cookies are not read: the token alone says who is asking.
        ({ user, token } = await authenticateToken(bearer, req.method, {
          checkScope: tokens !== "only",
        }));
      } else if (options.auth !== "public") {
        user = await getCurrentUser();
      }
      if (options.auth === "user" || options.auth === "admin") {
        if (!user) throw unauthorized(options.unauthorizedMessage);
        if (options.auth === "admin" && user.role !== "admin") throw forbidden();
      }

      const rawParams = await ctx.params;
      assertSafeText(rawParams, "params");
      const params = parse(options.params, rawParams, "params") as P;
      const rawQuery = searchParamsToObject(req.nextUrl.searchParams);
      assertSafeText(rawQuery, "query");
      const query = parse(options.query, rawQuery, "query") as Q;

      let body = undefined as B;
      let form = new FormData();
      if (options.multipart) {
        form = await readForm(req, options.multipart.maxBytes);
        assertSafeForm(form);
      } else if (options.body) {
        const rawBody = await readJson(req, maxBodyBytes);
        assertSafeText(rawBody, "body");
        body = parse(options.body, rawBody, "body") as B;
      }

      const result = await handler({
        req,
        user: user as UserFor<A>,
        params,
        query,
        body,
        form,
        token,
      });
      if (result instanceof Response) return result;
      return Response.json(result ?? {});
    } catch (error) {
      return toErrorResponse(error, req);
    }
  };
  const spec: RouteSpec = {
    auth: options.auth,
    params: options.params,
    query: options.query,
    body: options.multipart ? undefined : options.body,
    multipart: options.multipart,
    maxBodyBytes,
    tokens,
    summary: options.summary,
    responses: options.responses,
  };
  // Not enumerable: Next.js and anything listing the handler's own keys see a plain function.
  return Object.defineProperty(handle, "routeSpec", {
    value: spec,
    enumerable: false,
  }) as RouteHandler;
}

function tokenPolicy(options: { auth: AuthLevel; tokens?: false | "only" }): TokenPolicy {
  if (options.auth === "admin" || options.tokens === false) return "refused";
  return options.tokens === "only" ? "only" : "accepted";
}

/** Build a JSON response with a status other than 200. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  return Response.json(data, init);
}

export function toErrorResponse(error: unknown, req?: Request): Response {
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    // Not a fault of this server's code: the database is restarting or out of reach a moment.
    logger.warn("database unavailable; answered 503", {
      method: req?.method,
      path: req ? new URL(req.url).pathname : undefined,
      error,
    });
    return toErrorResponse(databaseUnavailable(error), req);
  }
  if (error instanceof AppError) {
    const payload: Record<string, unknown> = { error: error.message, code: error.code };
    if (error.details !== undefined) payload.details = error.details;
    return Response.json(payload, { status: error.status, headers: error.headers });
  }
  logger.error("unhandled error in route handler", {
    method: req?.method,
    path: req ? new URL(req.url).pathname : undefined,
    error,
  });
  return Response.json({ error: GENERIC_SERVER_ERROR, code: "INTERNAL" }, { status: 500 });
}

function parse<T>(
  schema: z.ZodType<T> | undefined,
  input: unknown,
  where: string,
): T | Record<string, never> {
  if (!schema) return {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  // The first message is the one a form shows; every issue is in details with its field path.
  throw new AppError("VALIDATION_ERROR", issues[0]?.message ?? "The request was invalid.", {
    details: issues,
  });
}

function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}

// JSON is UTF-8 (RFC 8259): bytes that are not are refused rather than read as U+FFFD.
const utf8 = new TextDecoder("utf-8", { fatal: true });

async function readJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  const bytes = await readBodyCapped(req, maxBytes);
  if (bytes.length === 0) return {};
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid UTF-8 text.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

async function readForm(req: NextRequest, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data.");
  }
  const bytes = await readBodyCapped(req, maxBytes);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The upload could not be read as multipart form data.");
  }
}

/**
 * Refuse state-changing requests sent by another site. The session cookie is SameSite=Lax, and this
 * check closes the remaining gap for browsers that send an Origin header.
 */
function assertSameOrigin(req: NextRequest): void {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site request refused.");
  }
  if (host && originHost !== host) throw forbidden("Cross-site request refused.");
}
