import type { z } from "zod";

/**
 * The success answers a route declares, by status: the zod schema of the JSON body, or null for an
 * answer without a JSON body (204, a file, a redirect).
 */
export type SuccessResponses = { [status: number]: z.ZodType | null };

/** True for a route that declares no answers: its answers are not typed. */
type Undeclared<R> = SuccessResponses extends R ? true : false;

/** The statuses a route declares a JSON body for (any status when it declares no answers). */
export type JsonStatus<R> =
  Undeclared<R> extends true
    ? number
    : { [K in keyof R]: R[K] extends z.ZodType ? K : never }[keyof R] & number;

/** The body of a JSON answer with status S: what the schema declared for S parses to. */
export type JsonBody<R, S> =
  Undeclared<R> extends true
    ? unknown
    : S extends keyof R
      ? R[S] extends z.ZodType
        ? z.output<R[S]>
        : never
      : never;

/**
 * What a handler may return: a Response, or the value sent as JSON 200, which must match the
 * declared 200 schema when there is one (so the API description cannot drift from the code).
 */
export type HandlerAnswer<R> = R extends { 200: infer S extends z.ZodType }
  ? z.output<S> | Response
  : unknown;

/**
 * `ctx.json(body, { status, headers })`: a JSON answer with a status other than 200 or with
 * headers. The status must be one the route declares a JSON body for, and the body must match that
 * status's schema, so a 201 or 202 is held to its declaration like a 200.
 */
export type JsonAnswer<R> = <S extends JsonStatus<R> = 200 & JsonStatus<R>>(
  body: JsonBody<R, S>,
  init?: { status?: S; headers?: HeadersInit },
) => Response;

export function jsonAnswer(
  body: unknown,
  init: { status?: number; headers?: HeadersInit } = {},
): Response {
  return Response.json(body ?? {}, { status: init.status ?? 200, headers: init.headers });
}
