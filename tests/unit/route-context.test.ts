import { z } from "zod";
import type { JsonAnswer } from "@/lib/server/http/answer";
import { jsonAnswer } from "@/lib/server/http/answer";
import { route, routeSpecOf, type RouteContext } from "@/lib/server/http/route";

/**
 * The route context's types are its checks: the `types` stage compiles this file, and each
 * `@ts-expect-error` fails it when the line it marks stops being an error. The runtime checks
 * below cover what `ctx.json` sends.
 */
const item = z.object({ id: z.number(), name: z.string() });
type Declared = {
  200: z.ZodArray<typeof item>;
  201: typeof item;
  202: z.ZodObject<{ jobId: z.ZodString }>;
  204: null;
};

function typeChecks(json: JsonAnswer<Declared>) {
  json({ id: 1, name: "a" }, { status: 201 });
  json({ jobId: "j" }, { status: 202, headers: { Location: "/api/jobs/j" } });
  json([{ id: 1, name: "a" }], { headers: { "X-Total-Count": "1" } });
  // @ts-expect-error a 201 body must match the declared 201 schema
  json({ id: "1", name: "a" }, { status: 201 });
  // @ts-expect-error a 202 body must match the declared 202 schema, not the 201 one
  json({ id: 1, name: "a" }, { status: 202 });
  // @ts-expect-error a status the route does not declare
  json({ id: 1, name: "a" }, { status: 203 });
  // @ts-expect-error a status declared without a JSON body
  json({}, { status: 204 });
  // @ts-expect-error without a status the answer is a 200, held to the 200 schema
  json({ id: 1, name: "a" });
}

function actorChecks(
  tokenOnly: RouteContext<"user", unknown, unknown, unknown, "only">,
  accepted: RouteContext<"user", unknown, unknown, unknown>,
  refused: RouteContext<"user", unknown, unknown, unknown, false>,
  open: RouteContext<"optional", unknown, unknown, unknown>,
  admin: RouteContext<"admin", unknown, unknown, unknown>,
) {
  // A token-only route always has its token: no `token!`.
  const scope: "read" | "write" = tokenOnly.actor.token.scope;
  // @ts-expect-error a route that accepts tokens also answers sessions (no token)
  void accepted.actor.token.id;
  const none: null = refused.actor.token;
  const adminToken: null = admin.actor.token;
  const role: "user" | "admin" = accepted.actor.role;
  // @ts-expect-error a signed-out request to an optional route has no user
  void open.actor.user.id;
  const address: string = open.actor.address;
  return [scope, none, adminToken, role, address];
}

describe("route context", () => {
  it("keeps the types above checked by the types stage", () => {
    expect(typeof typeChecks).toBe("function");
    expect(typeof actorChecks).toBe("function");
  });

  it("sends ctx.json answers with their status and headers", async () => {
    const answer = jsonAnswer(
      { jobId: "j" },
      { status: 202, headers: { Location: "/api/jobs/j" } },
    );
    expect(answer.status).toBe(202);
    expect(answer.headers.get("location")).toBe("/api/jobs/j");
    expect(await answer.json()).toEqual({ jobId: "j" });
    const created = jsonAnswer({ id: 1, name: "a" }, { status: 201 });
    expect(created.status).toBe(201);
    expect(item.parse(await created.json())).toEqual({ id: 1, name: "a" });
    expect(jsonAnswer(undefined).status).toBe(200);
  });

  it("declares the token policy a route states", () => {
    const only = route({ auth: "user", tokens: "only" }, async ({ actor }) => actor.token.id);
    const admin = route({ auth: "admin" }, async () => null);
    expect(routeSpecOf(only)?.tokens).toBe("only");
    expect(routeSpecOf(admin)?.tokens).toBe("refused");
    // @ts-expect-error admin routes always refuse tokens
    route({ auth: "admin", tokens: "only" }, async () => null);
  });
});
