import "server-only";
import { eq, sql } from "drizzle-orm";
import { tellApiTokensRevoked } from "@/lib/server/api-tokens/mutations";
import { clearAccountLoginLimit } from "@/lib/server/auth/login-limit";
import { hashPassword } from "@/lib/server/auth/passwords";
import type { CurrentUser } from "@/lib/server/auth/session";
import { ACCOUNT_DEACTIVATED } from "@/lib/server/auth/sign-in";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { sendEmail } from "@/lib/server/email/send";
import { conflict, forbidden } from "@/lib/server/http/errors";
import { getUserOrThrow } from "@/lib/server/users/queries";
import { toPublicUser, type PublicUser } from "@/lib/server/users/serialize";
import {
  ACCOUNT_MESSAGES,
  type EmailRequestAnswer,
  type PasswordResetAnswer,
  type ResetPasswordInput,
} from "@/lib/shared/schemas/account";
import { recordAccountEvent } from "./audit";
import { replaceCredentials } from "./credentials";
import { forcedResetEmail, passwordChangedEmail, passwordResetEmail } from "./emails";
import { assertEmailRequestLimit } from "./limits";
import { assertPasswordAcceptable } from "./password-policy";
import { findAccountByEmail, normalizeEmail } from "./queries";
import {
  consumeAccountTokenOrThrow,
  findUsableTokenOrThrow,
  issueAccountToken,
  linkError,
} from "./tokens";

/**
 * Forgot password: email a reset link to the active account with this address. The answer is the
 * same whether or not there is one.
 */
export async function requestPasswordReset(
  rawEmail: string,
  address: string,
): Promise<EmailRequestAnswer> {
  const email = normalizeEmail(rawEmail);
  await assertEmailRequestLimit("password-reset", email, address);
  const account = await findAccountByEmail(email);
  if (account?.isActive) {
    const { token } = await issueAccountToken({
      purpose: "reset-password",
      email: account.email,
      userId: account.id,
    });
    await recordAccountEvent("password.reset_requested", account, address, { by: null });
    await sendEmail(
      passwordResetEmail(
        { email: account.email, userId: account.id, username: account.username },
        token,
      ),
    );
  }
  return { status: "sent", email };
}

/**
 * Use a reset link: the new password replaces the old one, a forced reset is lifted, and the
 * address counts as proven (the link reached it). Every session and every API token of the
 * account end with the change, in its transaction (whoever held them may be why the password was
 * reset), and its sign-in lock is lifted, so an owner whose account was locked by someone guessing
 * can get in at once; the owner is told by email.
 */
export async function resetPassword(
  input: ResetPasswordInput,
  address: string,
): Promise<PasswordResetAnswer> {
  const pending = await findUsableTokenOrThrow("reset-password", input.token);
  const [account] = await getDb()
    .select()
    .from(users)
    .where(eq(users.id, pending.userId ?? 0));
  if (!account) throw linkError("reset-password", "invalid");
  if (!account.isActive) throw forbidden(ACCOUNT_DEACTIVATED);
  assertPasswordAcceptable(input.password, account, "body.password");
  const hash = await hashPassword(input.password);

  const { revoked } = await getDb().transaction(async (tx) => {
    await consumeAccountTokenOrThrow("reset-password", input.token, tx);
    await recordAccountEvent("password.reset", account, address, { tx });
    return replaceCredentials(
      account,
      {
        password: hash,
        passwordChangedAt: new Date(),
        passwordResetRequired: false,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      },
      { by: account, reason: "password_reset", address },
      tx,
    );
  });
  await clearAccountLoginLimit(account.id);
  await sendEmail(
    passwordChangedEmail(
      { email: account.email, userId: account.id, username: account.username },
      { via: "reset" },
    ),
  );
  await tellApiTokensRevoked(account, revoked, "password_reset");
  return { status: "password_reset" };
}

/**
 * An admin makes a member choose a new password: the current one stops signing in, every session
 * and API token of the member ends, and a reset link is emailed to them (and, when tokens were
 * revoked, which ones).
 */
export async function forcePasswordReset(
  admin: CurrentUser,
  targetId: number,
  address: string,
): Promise<PublicUser> {
  const target = await getUserOrThrow(targetId);
  if (target.id === admin.id) throw conflict(ACCOUNT_MESSAGES.forceResetSelf);
  if (!target.isActive) throw conflict(ACCOUNT_MESSAGES.forceResetInactive);

  const { row, token, revoked } = await getDb().transaction(async (tx) => {
    const issued = await issueAccountToken(
      { purpose: "reset-password", email: target.email, userId: target.id, createdBy: admin.id },
      tx,
    );
    await recordAccountEvent("password.reset_forced", target, address, { by: admin, tx });
    const replaced = await replaceCredentials(
      target,
      { passwordResetRequired: true },
      { by: admin, reason: "password_reset_forced", address },
      tx,
    );
    return { ...replaced, token: issued.token };
  });
  await sendEmail(
    forcedResetEmail(
      { email: row.email, userId: row.id, username: row.username },
      token,
      admin.username,
    ),
  );
  await tellApiTokensRevoked(row, revoked, "password_reset_forced", admin.username);
  return toPublicUser(row);
}
