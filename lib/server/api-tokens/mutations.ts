import "server-only";
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { apiTokensRevokedEmail, type TokensRevokedReason } from "@/lib/server/accounts/emails";
import { recordAudit } from "@/lib/server/audit/record";
import type { ActingUser } from "@/lib/server/auth/actor";
import { isSessionLive } from "@/lib/server/auth/sessions";
import { getDb, type Tx } from "@/lib/server/db/client";
import { apiTokens, users } from "@/lib/server/db/schema";
import { sendEmail } from "@/lib/server/email/send";
import { conflict, unauthorized } from "@/lib/server/http/errors";
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_USER,
  type ApiTokenCreate,
  type ApiTokenCreated,
} from "@/lib/shared/schemas/api-token";
import { getApiTokenOrThrow } from "./queries";
import { newTokenSecret } from "./secret";
import { toApiTokenView } from "./serialize";
import { DAY_MS } from "@/lib/shared/dates";

/** Who creates, revokes or owns tokens: the acting user, as far as these writes need it. */
type Actor = Pick<ActingUser, "id" | "username">;

/** A user's tokens that still work: unrevoked and unexpired. */
const liveTokensOf = (userId: number) =>
  and(
    eq(apiTokens.userId, userId),
    isNull(apiTokens.revokedAt),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
  );

/**
 * Create a token for the user and answer its secret, the only time it is shown. A user has at most
 * API_TOKENS_PER_USER live tokens (revoked and expired ones do not count); the user's row is
 * locked while counting, so simultaneous creations cannot pass the cap together. The session that
 * asks is checked again under that lock: a password reset ends the sessions and revokes the tokens
 * in one transaction holding the same row, so a session being ended cannot slip a new token past
 * it.
 */
export async function createApiToken(
  user: Actor & { sessionId: string },
  input: ApiTokenCreate,
  address: string | null,
): Promise<ApiTokenCreated> {
  const secret = newTokenSecret();
  return getDb().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    if (!(await isSessionLive(user.id, user.sessionId, tx))) throw unauthorized();
    const [live] = await tx.select({ n: count() }).from(apiTokens).where(liveTokensOf(user.id));
    if ((live?.n ?? 0) >= API_TOKENS_PER_USER) throw conflict(API_TOKEN_MESSAGES.tooMany);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: user.id,
        name: input.name,
        scope: input.scope,
        tokenHash: secret.hash,
        prefix: secret.prefix,
        expiresAt:
          input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS),
      })
      .returning();
    await recordAudit(
      {
        action: "api_token.created",
        actor: user,
        target: { type: "api_token", id: row!.id, label: input.name },
        address,
        details: { scope: input.scope, expiresInDays: input.expiresInDays, prefix: secret.prefix },
      },
      tx,
    );
    return { ...toApiTokenView(row!), token: secret.token };
  });
}

/**
 * Revoke a token: it stops working at once. Without `admin` only the actor's own tokens can be
 * revoked (another user's answers 404, as if it did not exist).
 */
export async function revokeApiToken(
  actor: Actor,
  id: number,
  options: { admin: boolean; address: string | null },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const token = await getApiTokenOrThrow(id, options.admin ? {} : { userId: actor.id }, tx);
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date(), revokedBy: actor.id })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
    await recordAudit(
      {
        action: "api_token.revoked",
        actor,
        target: { type: "api_token", id, label: token.name },
        address: options.address,
        details: { prefix: token.prefix, ownerUserId: token.userId, byAdmin: options.admin },
      },
      tx,
    );
  });
}

/** A token revoked because of a password event, as its owner's email names it. */
export interface RevokedApiToken {
  id: number;
  name: string;
  prefix: string;
}

/**
 * Revoke every live (unrevoked, unexpired) token of a user because the account's password was
 * reset, reset by an admin, or changed with "also revoke my API tokens": whoever held a session or
 * a token before must not keep the API afterwards. Runs in the caller's transaction, which must
 * already hold the user's row (it changed the password), so a token being created at the same
 * moment is either revoked here or refused. Each token is recorded (`api_token.revoked` with the
 * reason). Answers the revoked tokens, for `tellApiTokensRevoked` once the transaction commits.
 */
export async function revokeLiveApiTokens(
  owner: Actor,
  options: { by: Actor; reason: TokensRevokedReason; address: string | null },
  tx: Tx,
): Promise<RevokedApiToken[]> {
  const revoked = await tx
    .update(apiTokens)
    .set({ revokedAt: new Date(), revokedBy: options.by.id })
    .where(liveTokensOf(owner.id))
    .returning({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix });
  for (const token of revoked) {
    await recordAudit(
      {
        action: "api_token.revoked",
        actor: { id: options.by.id, username: options.by.username },
        target: { type: "api_token", id: token.id, label: token.name },
        address: options.address,
        details: {
          prefix: token.prefix,
          ownerUserId: owner.id,
          byAdmin: options.by.id !== owner.id,
          reason: options.reason,
        },
      },
      tx,
    );
  }
  return revoked;
}

/** Tell the owner which tokens a password event revoked (nothing is sent when none were). */
export async function tellApiTokensRevoked(
  owner: { id: number; username: string; email: string },
  revoked: RevokedApiToken[],
  reason: TokensRevokedReason,
  admin?: string,
): Promise<void> {
  if (revoked.length === 0) return;
  await sendEmail(
    apiTokensRevokedEmail(
      { email: owner.email, userId: owner.id, username: owner.username },
      { tokens: revoked, reason, admin },
    ),
  );
}
