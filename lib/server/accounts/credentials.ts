import "server-only";
import { eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { revokeLiveApiTokens, type RevokedApiToken } from "@/lib/server/api-tokens/mutations";
import { endUserSessions } from "@/lib/server/auth/sessions";
import type { Tx } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import type { Someone } from "./audit";
import type { TokensRevokedReason } from "./emails";
import type { AccountRow } from "./queries";

/** What a password change may write on the account's row. */
type CredentialsChange = Pick<
  PgUpdateSetSource<typeof users>,
  "password" | "passwordChangedAt" | "passwordResetRequired" | "emailVerifiedAt"
>;

/**
 * The one way an account's password is replaced, or made to be: a reset link, an admin's forced
 * reset and the owner's change all come here. In the caller's transaction the row takes `change`,
 * then the account's sessions end (all of them, or all but `keepSession`, the one making the
 * change) and its live API tokens are revoked (unless `revokeTokens` is false): whoever held them
 * may be why the password changed. Updating the row first locks it, so an API token being created
 * by a session that is ending here waits and then finds the session ended. The revoked tokens are
 * answered for `tellApiTokensRevoked` once the transaction commits.
 */
export async function replaceCredentials(
  account: Someone,
  change: CredentialsChange,
  options: {
    by: Someone;
    reason: TokensRevokedReason;
    address: string | null;
    keepSession?: string;
    revokeTokens?: boolean;
  },
  tx: Tx,
): Promise<{ row: AccountRow; sessionsEnded: number; revoked: RevokedApiToken[] }> {
  const [row] = await tx.update(users).set(change).where(eq(users.id, account.id)).returning();
  const sessionsEnded = await endUserSessions(account.id, { except: options.keepSession }, tx);
  const revoked =
    options.revokeTokens === false
      ? []
      : await revokeLiveApiTokens(
          account,
          { by: options.by, reason: options.reason, address: options.address },
          tx,
        );
  return { row: row!, sessionsEnded, revoked };
}
