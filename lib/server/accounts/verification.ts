import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { assertPasswordAcceptable } from "@/lib/server/auth/password-policy";
import { hashPassword } from "@/lib/server/auth/passwords";
import { consumeRateLimit, assertRateLimit } from "@/lib/server/auth/rate-limit";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { sendEmail } from "@/lib/server/email/send";
import { AppError } from "@/lib/server/http/errors";
import { registerUser } from "@/lib/server/users/accounts";
import { isRegistrationAllowed } from "@/lib/server/users/allow-list";
import type {
  EmailRequestAnswer,
  EmailVerifiedAnswer,
  RegistrationAnswer,
} from "@/lib/shared/schemas/account";
import type { RegisterInput } from "@/lib/shared/schemas/user";
import { recordAccountEvent } from "./audit";
import { registrationAttemptEmail, verificationEmail } from "./emails";
import { assertEmailRequestLimit, REGISTER_LIMIT, REGISTRATION_NOTICE_LIMIT } from "./limits";
import { findAccountByEmail, normalizeEmail } from "./queries";
import { consumeAccountTokenOrThrow, issueAccountToken, linkError } from "./tokens";

/** Issue a verification link for an unverified account and email it. */
async function sendVerification(account: {
  id: number;
  email: string;
  username: string;
}): Promise<void> {
  const { token } = await issueAccountToken({
    purpose: "verify-email",
    email: account.email,
    userId: account.id,
  });
  await sendEmail(
    verificationEmail(
      { email: account.email, userId: account.id, username: account.username },
      token,
    ),
  );
}

/** The 409 `createUser` raises when the username is free but the address is taken. */
function isEmailTaken(error: unknown): boolean {
  return (
    error instanceof AppError &&
    error.code === "CONFLICT" &&
    Array.isArray(error.details) &&
    error.details.some((detail: { path?: unknown }) => detail.path === "body.email")
  );
}

/**
 * Self-registration (see docs/product.md, Accounts and sign-in). The account is created
 * unverified and a verification link is emailed. The answer is the same whether or not the
 * address already has an account: when it has, nothing is created and its owner is told instead.
 * A taken username is still said, since the person signing up chooses it. Every check whose
 * answer could differ by the address (the password rules, the time taken) runs on both paths.
 */
export async function registerAccount(
  input: RegisterInput,
  address: string,
): Promise<RegistrationAnswer> {
  await assertRateLimit(`register:address:${address}`, REGISTER_LIMIT);
  const email = normalizeEmail(input.email);
  // registerUser refuses an address off the allow-list first; for one on it, the password rules
  // run here, before the address is looked up, so their answer cannot depend on the address.
  if (isRegistrationAllowed(email)) assertPasswordAcceptable(input.password, input);
  try {
    const user = await registerUser(input);
    await sendVerification(user);
  } catch (error) {
    if (!isEmailTaken(error)) throw error;
    // The same work as creating an account, so the time taken does not tell either.
    await hashPassword(input.password);
    const owner = await findAccountByEmail(email);
    const notice = await consumeRateLimit(`register-notice:${email}`, REGISTRATION_NOTICE_LIMIT);
    if (owner && notice.allowed) {
      await sendEmail(
        registrationAttemptEmail({
          email: owner.email,
          userId: owner.id,
          username: owner.username,
        }),
      );
    }
  }
  return { status: "verification_sent", email };
}

/** Use a verification link: the account's address is proven and it may sign in. */
export async function verifyEmail(token: string, address: string): Promise<EmailVerifiedAnswer> {
  return getDb().transaction(async (tx) => {
    const link = await consumeAccountTokenOrThrow("verify-email", token, tx);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(
        and(
          eq(users.id, link.userId ?? 0),
          sql`lower(${users.email}) = ${link.email.toLowerCase()}`,
        ),
      )
      .returning();
    // The account is gone or has another address now: the link proves nothing any more.
    if (!user) throw linkError("verify-email", "invalid");
    await recordAccountEvent("email.verified", user, address, { tx });
    return { status: "verified", email: user.email };
  });
}

/**
 * Send a new verification link. The answer is the same whether the address has no account, a
 * verified one or an unverified one; only the last gets a message.
 */
export async function resendVerification(
  rawEmail: string,
  address: string,
): Promise<EmailRequestAnswer> {
  const email = normalizeEmail(rawEmail);
  await assertEmailRequestLimit("verify-resend", email, address);
  const account = await findAccountByEmail(email);
  if (account && account.isActive && !account.emailVerifiedAt) await sendVerification(account);
  return { status: "sent", email };
}
