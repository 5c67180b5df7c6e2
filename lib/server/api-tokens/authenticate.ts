import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import type { CurrentUser } from "@/lib/server/auth/session";
import { consumeRateLimit, rateLimited } from "@/lib/server/auth/rate-limit";
import { getDb } from "@/lib/server/db/client";
import { apiTokens, users } from "@/lib/server/db/schema";
import { AppError, forbidden } from "@/lib/server/http/errors";
import { logger } from "@/lib/server/logger";
import { toPublicUser } from "@/lib/server/users/serialize";
import { API_TOKEN_MESSAGES, type ApiTokenScope } from "@/lib/shared/schemas/api-token";
import { hashToken, scopeAllows } from "./secret";

/** The token a request was authenticated by. */
export interface RequestToken {
  id: number;
  scope: ApiTokenScope;
}

/** How often a token's last_used_at is written: at most once a minute per token. */
const LAST_USED_EVERY_MS = 60_000;

export const TOKEN_AUTH_MESSAGES = {
  unknown: "This API token is not valid.",
  revoked: "This API token has been revoked.",
  expired: "This API token has expired. Create a new one on the Settings page.",
  deactivated: "The account this API token belongs to is deactivated.",
  resetRequired:
    "The account this API token belongs to must choose a new password first: no API token of the account works until then.",
} as const;

/** A 401 of token authentication: it names the scheme the client must use. */
export function tokenUnauthorized(message: string): AppError {
  return new AppError("UNAUTHORIZED", message, {
    headers: { "WWW-Authenticate": 'Bearer realm="Pitchside API"' },
  });
}

/**
 * The user a bearer token acts as. The token must exist, be unrevoked and unexpired, and its user
 * active and not waiting to choose a new password (401 otherwise, with the reason); each request
 * counts against the token's per-minute limit (429 with Retry-After); a read token may only read
 * (403). `token` is null when the header held something that cannot be a Pitchside token.
 *
 * The user answered always has the role "user", whatever its owner's role: a token never acts as
 * an admin, so every role check (admin routes, and the features that let admins see or change
 * other users' rows) treats a token request as a member's.
 */
export async function authenticateToken(
  token: string | null,
  method: string,
  options: { checkScope: boolean } = { checkScope: true },
): Promise<{ user: CurrentUser; token: RequestToken }> {
  if (token === null) throw tokenUnauthorized(TOKEN_AUTH_MESSAGES.unknown);
  const [row] = await getDb()
    .select({
      user: users,
      id: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw tokenUnauthorized(TOKEN_AUTH_MESSAGES.unknown);
  if (row.revokedAt) throw tokenUnauthorized(TOKEN_AUTH_MESSAGES.revoked);
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    throw tokenUnauthorized(TOKEN_AUTH_MESSAGES.expired);
  }
  if (!row.user.isActive) throw tokenUnauthorized(TOKEN_AUTH_MESSAGES.deactivated);
  if (row.user.passwordResetRequired) throw tokenUnauthorized(TOKEN_AUTH_MESSAGES.resetRequired);

  await chargeApiToken(row.id);
  const scope = row.scope as ApiTokenScope;
  if (options.checkScope && !scopeAllows(scope, method)) {
    throw forbidden(API_TOKEN_MESSAGES.readOnly);
  }
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    // Not awaited: the request does not wait for the bookkeeping.
    void touchToken(row.id);
  }
  // A token request has no session: the account routes that read the session refuse tokens.
  const user: CurrentUser = { ...toPublicUser(row.user), role: "user", sessionId: "" };
  return { user, token: { id: row.id, scope } };
}

/**
 * Count `requests` more requests against the token's per-minute limit (429 with Retry-After when
 * over it). Authentication counts one per HTTP request; a request that carries several operations
 * (an MCP batch) counts the others with this.
 */
export async function chargeApiToken(tokenId: number, requests = 1): Promise<void> {
  const state = await consumeRateLimit(
    `api-token:${tokenId}`,
    { max: getEnv().API_TOKEN_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
    requests,
  );
  if (!state.allowed) throw rateLimited(state.retryAfterSeconds);
}

/** Record that the token was just used; simultaneous requests write once, failures are logged. */
async function touchToken(id: number): Promise<void> {
  try {
    await getDb()
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(
              apiTokens.lastUsedAt,
              sql`now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`,
            ),
          ),
          isNull(apiTokens.revokedAt),
        ),
      );
  } catch (error) {
    logger.warn("could not record when an API token was last used", { error });
  }
}
