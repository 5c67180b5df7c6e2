import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { hashToken } from "@/lib/server/accounts/tokens";
import { openWithServerKey, sealWithServerKey } from "@/lib/server/auth/server-key";
import { getDb } from "@/lib/server/db/client";
import { proposalShareLinks } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";

/**
 * How a share link's token is kept (docs/product.md#proposal-sharing): never as it is. The table
 * holds its SHA-256 (`token_hash`, what a visit is looked up by) and the token encrypted with the
 * server's key (`encrypted_token`, so the owner can copy the link again). Someone who reads the
 * database, a backup or a query log therefore cannot open a shared page.
 */

export type ShareLinkRow = typeof proposalShareLinks.$inferSelect;

const PURPOSE = "proposal-share-link-token";

export interface NewShareToken {
  token: string;
  tokenHash: string;
  encryptedToken: string;
}

/** A fresh token (32 random bytes, base64url) and the two forms that are stored. */
export function newShareToken(): NewShareToken {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  return { token, tokenHash, encryptedToken: sealShareToken(token, tokenHash) };
}

/** The token encrypted for its row (bound to its hash, so it cannot be moved to another link). */
function sealShareToken(token: string, tokenHash: string): string {
  return sealWithServerKey(token, PURPOSE, tokenHash);
}

/**
 * The link's token for its owner, or null when it cannot be read back: sealed under a server key
 * that has since changed (the link still opens; a new one can be copied).
 */
export function revealShareToken(
  row: Pick<ShareLinkRow, "token" | "tokenHash" | "encryptedToken">,
): string | null {
  if (row.encryptedToken) {
    const token = openWithServerKey(row.encryptedToken, PURPOSE, row.tokenHash);
    return token !== null && hashToken(token) === row.tokenHash ? token : null;
  }
  // A link from before tokens were encrypted, not yet converted (see sealPlainShareTokens).
  return row.token;
}

/**
 * Convert links made before tokens were encrypted: encrypt each plain token and clear it, in one
 * conditional update per row, so running it again, or on several instances at once, converts each
 * row once and leaves no plain token behind. The migration that added the hash already filled
 * `token_hash`, so these links kept opening meanwhile. Runs at every server start; answers how
 * many rows it converted.
 */
export async function sealPlainShareTokens(): Promise<number> {
  const db = getDb();
  const rows = await db
    .select({ id: proposalShareLinks.id, token: proposalShareLinks.token })
    .from(proposalShareLinks)
    .where(isNotNull(proposalShareLinks.token));
  let converted = 0;
  for (const row of rows) {
    if (row.token === null) continue;
    const tokenHash = hashToken(row.token);
    const updated = await db
      .update(proposalShareLinks)
      .set({ tokenHash, encryptedToken: sealShareToken(row.token, tokenHash), token: null })
      .where(and(eq(proposalShareLinks.id, row.id), eq(proposalShareLinks.token, row.token)))
      .returning({ id: proposalShareLinks.id });
    converted += updated.length;
  }
  if (converted > 0) logger.info("share link tokens encrypted", { links: converted });
  return converted;
}
