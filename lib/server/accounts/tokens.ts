import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { accountTokens } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/errors";
import {
  LINK_MESSAGES,
  linkReason,
  type AccountLinkPurpose,
  type LinkProblem,
} from "@/lib/shared/schemas/account";
import { normalizeEmail } from "./queries";

export type AccountTokenPurpose = AccountLinkPurpose;

/** How long each kind of emailed link stays usable. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  "verify-email": 24 * 3_600_000,
  "reset-password": 3_600_000,
  invitation: 7 * 24 * 3_600_000,
};

export type AccountToken = typeof accountTokens.$inferSelect;

/** SHA-256 of a token: what the table stores and looks up by. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Issue a single-use link token (256 random bits). Earlier unused tokens of the same purpose for
 * the same account or address are revoked, so only the newest link works.
 */
export async function issueAccountToken(
  input: {
    purpose: AccountTokenPurpose;
    email: string;
    userId?: number | null;
    role?: string | null;
    createdBy?: number | null;
  },
  db: Db | Tx = getDb(),
): Promise<{ token: string; row: AccountToken }> {
  const token = randomBytes(32).toString("base64url");
  const email = normalizeEmail(input.email);
  const owner = input.userId
    ? eq(accountTokens.userId, input.userId)
    : sql`lower(${accountTokens.email}) = ${email}`;
  await db
    .update(accountTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accountTokens.purpose, input.purpose),
        owner,
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
  const [row] = await db
    .insert(accountTokens)
    .values({
      purpose: input.purpose,
      tokenHash: hashToken(token),
      email,
      userId: input.userId ?? null,
      role: input.role ?? null,
      createdBy: input.createdBy ?? null,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[input.purpose]),
    })
    .returning();
  return { token, row: row! };
}

/** The unused, unrevoked, unexpired token of this purpose, or null. Does not use it up. */
export async function findUsableToken(
  purpose: AccountTokenPurpose,
  token: string,
  db: Db | Tx = getDb(),
): Promise<AccountToken | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/**
 * Use a token up. The conditional update is the single-use guarantee: of two simultaneous uses,
 * one gets the row and the other null. Call it inside the transaction that does the work.
 */
export async function consumeAccountToken(
  purpose: AccountTokenPurpose,
  token: string,
  db: Db | Tx = getDb(),
): Promise<AccountToken | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** Why a token cannot be used: unknown (or of another purpose), used, revoked or expired. */
export async function tokenProblem(
  purpose: AccountTokenPurpose,
  token: string,
  db: Db | Tx = getDb(),
): Promise<LinkProblem> {
  if (!token || token.length > 200) return "invalid";
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= Date.now() ? "expired" : "invalid";
}

/** The 400 a form shows for a link that cannot be used; `details.reason` names the problem. */
export function linkError(purpose: AccountTokenPurpose, problem: LinkProblem): AppError {
  return new AppError("BAD_REQUEST", LINK_MESSAGES[purpose][problem], {
    details: { reason: linkReason(problem) },
  });
}

/** The usable token, or the 400 that says why it is not. Does not use it up. */
export async function findUsableTokenOrThrow(
  purpose: AccountTokenPurpose,
  token: string,
  db: Db | Tx = getDb(),
): Promise<AccountToken> {
  const row = await findUsableToken(purpose, token, db);
  if (!row) throw linkError(purpose, await tokenProblem(purpose, token, db));
  return row;
}

/** Use a token up inside the caller's transaction, or throw the 400 that says why it cannot be. */
export async function consumeAccountTokenOrThrow(
  purpose: AccountTokenPurpose,
  token: string,
  db: Db | Tx,
): Promise<AccountToken> {
  const row = await consumeAccountToken(purpose, token, db);
  if (!row) throw linkError(purpose, await tokenProblem(purpose, token, db));
  return row;
}

/** Null when the token is usable, else why not. Reads only: pages call it when a link is opened. */
export async function linkProblem(
  purpose: AccountTokenPurpose,
  token: string | undefined,
): Promise<LinkProblem | null> {
  if (!token) return "invalid";
  return (await findUsableToken(purpose, token)) ? null : tokenProblem(purpose, token);
}
