import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import type { RequestToken } from "@/lib/server/api-tokens/authenticate";
import type { Actor } from "@/lib/server/auth/actor";
import type { CurrentUser } from "@/lib/server/auth/session";
import { jsonAnswer, type HandlerAnswer, type JsonAnswer, type SuccessResponses } from "./answer";
import { readForm, readJson } from "./body";
import { parseInput, toAppError } from "./errors";
import { assertSafeForm, assertSafeText } from "./input-text";
import { requestActor, type AuthLevel, type TokenPolicy } from "./request-actor";

export type { AuthLevel, SuccessResponses, TokenPolicy };

/** Default cap of a JSON request body: generous for any form, small enough to refuse abuse. */
const DEFAULT_JSON_LIMIT = 256 * 1024;

/** The `tokens` option as a route writes it (undefined: the default for its auth level). */
type TokenOption = false | "only" | undefined;

/** A token-only route always has its token's user; `user` and `admin` routes always a user. */
type UserFor<A extends AuthLevel, T extends TokenOption> = A extends "user" | "admin"
  ? CurrentUser
  : T extends "only"
    ? CurrentUser
    : CurrentUser | null;

/** Public routes do not read tokens, admin routes and `tokens: false` refuse them. */
type TokenFor<A extends AuthLevel, T extends TokenOption> = A extends "public" | "admin"
  ? null
  : T extends "only"
    ? RequestToken
    : T extends false
      ? null
      : RequestToken | null;

/** Admin routes always refuse tokens: they may say so (`tokens: false`), never otherwise. */
type AdminRefusesTokens<A extends AuthLevel> = A extends "admin" ? { tokens?: false } : unknown;

interface RouteOptions<
  A extends AuthLevel,
  P,
  Q,
  B,
  R extends SuccessResponses,
  T extends TokenOption,
> {
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
   * way in (cookies are not read), the handler's `actor.token` is never null, and the handler
   * checks the token's scope per operation.
   */
  tokens?: T;
  /** The 401 text when this route has its own (e.g. 'Please sign in to add favorites'). */
  unauthorizedMessage?: string;
  /** What the route does, in a few words (the API description's summary). */
  summary?: string;
  /**
   * The success answers by status: the zod schema of the JSON body (the same schema the view
   * type is inferred from), or null for an answer without a JSON body (204, a file, a redirect).
   * Errors always have the one error shape and are not declared here. A declared schema types
   * the handler's answer: the value it returns (200) and what it sends with `ctx.json` (any
   * status).
   */
  responses?: R;
}

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

export interface RouteContext<
  A extends AuthLevel,
  P,
  Q,
  B,
  T extends TokenOption = undefined,
  R = SuccessResponses,
> {
  req: NextRequest;
  /** Who is asking: user, the role the request may use, token and client address. */
  actor: Actor<UserFor<A, T>, TokenFor<A, T>>;
  /** `actor.user`, narrowed by the auth level. */
  user: UserFor<A, T>;
  params: P;
  query: Q;
  body: B;
  /** The parsed form of a multipart request (empty for JSON routes). */
  form: FormData;
  /** A JSON answer with another status or headers, checked against the declared schema. */
  json: JsonAnswer<R>;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper every `/api` handler is declared with. It resolves who is asking (see
 * request-actor.ts: token policy, Origin check, session or token, auth level), refuses control
 * characters, unpaired surrogates and over-deep nesting anywhere in the request (see
 * input-text.ts), parses params, query and body with zod, and turns every thrown error into the
 * JSON shape `{ error, code, details? }`. Handlers return a value (sent as JSON 200), an answer
 * of `ctx.json` or another Response. The declaration is kept on the returned handler as
 * `routeSpec`.
 */
export function route<
  A extends AuthLevel,
  P = Record<string, never>,
  Q = Record<string, never>,
  B = undefined,
  R extends SuccessResponses = SuccessResponses,
  T extends TokenOption = undefined,
>(
  options: RouteOptions<A, P, Q, B, R, T> & AdminRefusesTokens<A>,
  handler: (ctx: RouteContext<A, P, Q, B, T, R>) => Promise<HandlerAnswer<R>>,
): RouteHandler {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_JSON_LIMIT;
  const tokens = tokenPolicy(options);
  const handle = async (req: NextRequest, ctx: NextRouteContext): Promise<Response> => {
    try {
      const actor = await requestActor(req, {
        auth: options.auth,
        tokens,
        unauthorizedMessage: options.unauthorizedMessage,
      });

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

      // The casts narrow by the declaration: requestActor enforced the auth level and policy.
      const result = await handler({
        req,
        actor: actor as RouteContext<A, P, Q, B, T, R>["actor"],
        user: actor.user as UserFor<A, T>,
        params,
        query,
        body,
        form,
        json: jsonAnswer as JsonAnswer<R>,
      });
      if (result instanceof Response) return result;
      return jsonAnswer(result);
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

function tokenPolicy(options: { auth: AuthLevel; tokens?: TokenOption }): TokenPolicy {
  if (options.auth === "admin" || options.tokens === false) return "refused";
  return options.tokens === "only" ? "only" : "accepted";
}

/** The JSON error answer of whatever a handler threw (`toAppError` maps it). */
export function toErrorResponse(error: unknown, req?: Request): Response {
  const appError = toAppError(error, {
    label: "route handler",
    method: req?.method,
    path: req ? new URL(req.url).pathname : undefined,
  });
  const payload: Record<string, unknown> = { error: appError.message, code: appError.code };
  if (appError.details !== undefined) payload.details = appError.details;
  return Response.json(payload, { status: appError.status, headers: appError.headers });
}

function parse<T>(
  schema: z.ZodType<T> | undefined,
  input: unknown,
  where: string,
): T | Record<string, never> {
  return schema ? parseInput(schema, input, where) : {};
}

function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}
