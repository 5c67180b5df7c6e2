import "server-only";
import type { NextRequest } from "next/server";
import { authenticateToken, tokenUnauthorized } from "@/lib/server/api-tokens/authenticate";
import { bearerToken } from "@/lib/server/api-tokens/secret";
import type { Actor } from "@/lib/server/auth/actor";
import { clientAddress } from "@/lib/server/auth/client-address";
import { getCurrentUser, type CurrentUser } from "@/lib/server/auth/session";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { API_TOKEN_MESSAGES } from "@/lib/shared/schemas/api-token";
import type { Role } from "@/lib/shared/schemas/user";
import { forbidden, unauthorized } from "./errors";

export type AuthLevel = "public" | "optional" | "user" | "admin";

/** How a route treats API tokens (see RouteOptions.tokens; admin routes are always "refused"). */
export type TokenPolicy = "accepted" | "refused" | "only";

/**
 * Who is asking, for the route wrapper: refuses a token where the route refuses them (403) and
 * asks for one where only a token will do (401), refuses cross-site state-changing session
 * requests, waits for the database, authenticates the token (cookies are then not read) or reads
 * the session, and enforces the auth level (signed out → 401, not an admin → 403).
 */
export async function requestActor(
  req: NextRequest,
  route: { auth: AuthLevel; tokens: TokenPolicy; unauthorizedMessage?: string },
): Promise<Actor<Actor["user"] | null>> {
  const { auth, tokens } = route;
  const bearer = bearerToken(req.headers.get("authorization"));
  if (bearer !== undefined && tokens === "refused") {
    throw forbidden(
      auth === "admin" ? API_TOKEN_MESSAGES.adminRefused : API_TOKEN_MESSAGES.refused,
    );
  }
  if (tokens === "only" && bearer === undefined) {
    throw tokenUnauthorized(API_TOKEN_MESSAGES.required);
  }
  // A token request carries no cookie to forge, so the cross-site check is for sessions only.
  const byToken = bearer !== undefined && auth !== "public";
  if (!byToken) assertSameOrigin(req);
  await ensureDatabase();

  const address = clientAddress(req.headers);
  let actor: Actor<Actor["user"] | null>;
  if (byToken) {
    // Cookies are not read: the token alone says who is asking, and it never acts as an admin.
    const { user, token } = await authenticateToken(bearer, req.method, {
      checkScope: tokens !== "only",
    });
    actor = { user, role: "user", token, address };
  } else {
    const user = auth === "public" ? null : await getCurrentUser();
    actor = user ? { user, role: roleOf(user), token: null, address } : anonymous(address);
  }
  if (auth === "user" || auth === "admin") {
    if (!actor.user) throw unauthorized(route.unauthorizedMessage);
    if (auth === "admin" && actor.role !== "admin") throw forbidden();
  }
  return actor;
}

/** A session acts with its user's role: "admin" only for an admin. */
const roleOf = (user: CurrentUser): Role => (user.role === "admin" ? "admin" : "user");

const anonymous = (address: string): Actor<null, null> => ({
  user: null,
  role: null,
  token: null,
  address,
});

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
