import "server-only";
import { eq } from "drizzle-orm";
import { tellApiTokensRevoked } from "@/lib/server/api-tokens/mutations";
import { hashPassword, verifyPassword } from "@/lib/server/auth/passwords";
import { clearRateLimit, consumeRateLimit, rateLimited } from "@/lib/server/auth/rate-limit";
import type { CurrentUser } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { sendEmail } from "@/lib/server/email/send";
import { AppError, notFound } from "@/lib/server/http/errors";
import { logger } from "@/lib/server/logger";
import {
  PASSWORD_CHANGE_MESSAGES,
  type ChangePasswordInput,
  type PasswordChanged,
} from "@/lib/shared/schemas/user";
import { USER_NOT_FOUND } from "@/lib/server/users/queries";
import { recordAccountEvent } from "./audit";
import { replaceCredentials } from "./credentials";
import { passwordChangedEmail } from "./emails";
import { assertPasswordAcceptable } from "./password-policy";

/**
 * Wrong current passwords a signed-in user may send: 5 in 15 minutes. Without it a stolen session
 * could test guesses of the password at the speed of the server.
 */
const WRONG_CURRENT_PASSWORD_LIMIT = { max: 5, windowMs: 15 * 60_000 };

const limitKey = (userId: number) => `password-change:user:${userId}`;

/**
 * Change the signed-in user's password (Security tab of /profile). The new password is checked
 * first (it costs nothing to check and needs no secret); then the attempt is counted before the
 * current password is verified, so simultaneous guesses are numbered one by one; a right current
 * password forgets the count. On success every other session of the user ends (this one stays
 * signed in), the user's API tokens are revoked unless `revokeTokens` is false, and the owner is
 * told by email. See docs/product.md, Accounts and sessions.
 */
export async function changePassword(
  user: CurrentUser,
  input: ChangePasswordInput,
  address?: string | null,
): Promise<PasswordChanged> {
  const db = getDb();
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  assertPasswordAcceptable(input.newPassword, row, "body.newPassword");

  const attempt = await consumeRateLimit(limitKey(user.id), WRONG_CURRENT_PASSWORD_LIMIT);
  if (!attempt.allowed) {
    throw rateLimited(attempt.retryAfterSeconds, PASSWORD_CHANGE_MESSAGES.tooManyAttempts);
  }
  if (!(await verifyPassword(row.password, input.currentPassword))) {
    const message = PASSWORD_CHANGE_MESSAGES.currentIncorrect;
    throw new AppError("VALIDATION_ERROR", message, {
      details: [{ path: "body.currentPassword", message }],
    });
  }
  await clearRateLimit(limitKey(user.id));

  const password = await hashPassword(input.newPassword);
  const changedAt = new Date();
  const { sessionsEnded, revoked } = await db.transaction(async (tx) => {
    const replaced = await replaceCredentials(
      user,
      { password, passwordChangedAt: changedAt },
      {
        by: user,
        reason: "password_changed",
        address: address ?? null,
        keepSession: user.sessionId,
        revokeTokens: input.revokeTokens,
      },
      tx,
    );
    await recordAccountEvent("password.changed", user, address, {
      tx,
      details: { sessionsEnded: replaced.sessionsEnded, tokensRevoked: replaced.revoked.length },
    });
    return replaced;
  });

  try {
    // The password has changed and the sessions have ended: a message that could not be stored
    // must not turn that into an error.
    await sendEmail(passwordChangedEmail(recipient(row), { via: "profile", at: changedAt }));
  } catch (error) {
    logger.error("could not store the password-changed email", { userId: user.id, error });
  }
  try {
    await tellApiTokensRevoked(row, revoked, "password_changed");
  } catch (error) {
    logger.error("could not store the api-tokens-revoked email", { userId: user.id, error });
  }
  return {
    message: "Your password has been changed.",
    sessionsEnded,
    tokensRevoked: revoked.length,
  };
}

const recipient = (account: { id: number; username: string; email: string }) => ({
  email: account.email,
  userId: account.id,
  username: account.username,
});
