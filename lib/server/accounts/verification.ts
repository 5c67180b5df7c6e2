import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { sendEmail } from "@/lib/server/email/send";
import type { EmailRequestAnswer, EmailVerifiedAnswer } from "@/lib/shared/schemas/account";
import { recordAccountEvent } from "./audit";
import { verificationEmail } from "./emails";
import { assertEmailRequestLimit } from "./limits";
import { findAccountByEmail, normalizeEmail } from "./queries";
import { consumeAccountTokenOrThrow, issueAccountToken, linkError } from "./tokens";

/** Issue a verification link for an unverified account and email it. */
export async function sendVerification(account: {
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
