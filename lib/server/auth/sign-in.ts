import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/errors";
import { toPublicUser, type PublicUser } from "@/lib/server/users/serialize";
import type { LoginInput } from "@/lib/shared/schemas/user";
import { loginLimitKeys, releaseLoginAttempt, reserveLoginAttempt } from "./login-limit";
import { dummyPasswordHash, verifyPassword } from "./passwords";
import { rateLimited } from "./rate-limit";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const ACCOUNT_DEACTIVATED =
  "This account has been deactivated. Please contact an administrator.";
export const EMAIL_NOT_VERIFIED =
  "Please verify your email address before signing in. We sent you a link; you can ask for a new one below.";
export const PASSWORD_RESET_REQUIRED =
  "An administrator has asked you to choose a new password. Use the link we emailed you, or ask for a new one with Forgot password.";

/**
 * Check a sign-in. The identifier may be the username or the email address (the form labels it
 * Email). The attempt is counted against the account's and the address's limits before the
 * password is checked; the answer never tells which part was wrong. Whether the address is
 * verified is said only to someone who knows the password.
 */
export async function authenticate(input: LoginInput, ipAddress: string): Promise<PublicUser> {
  const identifier = input.username.trim();
  const key = identifier.toLowerCase();
  const [user] = await getDb()
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);

  const keys = loginLimitKeys(user ? { userId: user.id } : { identifier }, ipAddress);
  const reservation = await reserveLoginAttempt(keys);
  if (!reservation.allowed) {
    if (reservation.lockedOutNow && user) {
      await recordAudit({
        action: "login.locked_out",
        target: { type: "user", id: user.id, label: user.username },
        address: ipAddress,
      });
    }
    throw rateLimited(reservation.retryAfterSeconds);
  }

  const valid = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  if (!user.isActive) throw new AppError("FORBIDDEN", ACCOUNT_DEACTIVATED);
  await releaseLoginAttempt(keys);
  if (!user.emailVerifiedAt) {
    throw new AppError("FORBIDDEN", EMAIL_NOT_VERIFIED, {
      details: { reason: "email_unverified" },
    });
  }
  if (user.passwordResetRequired) {
    throw new AppError("FORBIDDEN", PASSWORD_RESET_REQUIRED, {
      details: { reason: "password_reset_required" },
    });
  }
  const [updated] = await getDb()
    .update(users)
    .set({ previousLogin: user.lastLogin, lastLogin: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return toPublicUser(updated ?? user);
}
