import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/server/audit/record";
import {
  loginLimitKeys,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from "@/lib/server/auth/login-limit";
import { rateLimited } from "@/lib/server/auth/rate-limit";
import { assertPasswordAcceptable } from "@/lib/server/auth/password-policy";
import { dummyPasswordHash, hashPassword, verifyPassword } from "@/lib/server/auth/passwords";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { AppError, conflict, isUniqueViolation } from "@/lib/server/http/errors";
import type { LoginInput, RegisterInput, Role } from "@/lib/shared/schemas/user";
import { AUTH_MESSAGES } from "@/lib/shared/auth-rules";
import { isRegistrationAllowed } from "./allow-list";
import { toPublicUser, type PublicUser } from "./serialize";

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

/** Open an account through self-registration: the address must be on the allow-list. */
export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  if (!isRegistrationAllowed(input.email)) {
    throw new AppError("VALIDATION_ERROR", AUTH_MESSAGES.emailNotAllowed, {
      details: [{ path: "body.email", message: AUTH_MESSAGES.emailNotAllowed }],
    });
  }
  return createUser({ ...input, role: "user", emailVerified: false });
}

/**
 * Create an account (registration, the admin's Teams page, the first-admin script, the demo).
 * Accounts made by an admin or a script are trusted as verified; self-registration is not.
 * Inside a transaction (accepting an invitation) the account commits with the rest of the work.
 */
export async function createUser(
  input: RegisterInput & {
    role: Role;
    markSignedIn?: boolean;
    emailVerified?: boolean;
    /** Fixtures and the demo's documented accounts keep their known passwords. */
    skipPasswordPolicy?: boolean;
  },
  db: Db | Tx = getDb(),
): Promise<PublicUser> {
  await assertAvailable(input.username, input.email, db);
  if (!input.skipPasswordPolicy) assertPasswordAcceptable(input.password, input);
  const password = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        password,
        fullName: input.fullName ?? null,
        role: input.role,
        lastLogin: input.markSignedIn ? new Date() : null,
        emailVerifiedAt: input.emailVerified === false ? null : new Date(),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toPublicUser(row);
  } catch (error) {
    // Two registrations raced past the check above: the unique index decides. (Read outside the
    // caller's transaction, which the failed insert has aborted.)
    if (isUniqueViolation(error)) await assertAvailable(input.username, input.email);
    throw error;
  }
}

async function assertAvailable(
  username: string,
  email: string,
  db: Db | Tx = getDb(),
): Promise<void> {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  if (taken.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
    throw conflict("Username already exists", [
      { path: "body.username", message: "Username already exists" },
    ]);
  }
  if (taken.length > 0) {
    const message = "An account with this email already exists";
    throw conflict(message, [{ path: "body.email", message }]);
  }
}
