import "server-only";
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db/client";
import { apiTokens, users } from "@/lib/server/db/schema";
import { conflict } from "@/lib/server/http/errors";
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_USER,
  type ApiTokenCreate,
  type ApiTokenCreated,
} from "@/lib/shared/schemas/api-token";
import { getApiTokenOrThrow } from "./queries";
import { newTokenSecret } from "./secret";
import { toApiTokenView } from "./serialize";

interface Actor {
  id: number;
  username: string;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Create a token for the user and answer its secret, the only time it is shown. A user has at most
 * API_TOKENS_PER_USER live tokens (revoked and expired ones do not count); the user's row is
 * locked while counting, so simultaneous creations cannot pass the cap together.
 */
export async function createApiToken(
  user: Actor,
  input: ApiTokenCreate,
  address: string | null,
): Promise<ApiTokenCreated> {
  const secret = newTokenSecret();
  return getDb().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [live] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.userId, user.id),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
        ),
      );
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
