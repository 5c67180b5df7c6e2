import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { assertLoginAllowed, recordLoginAttempt } from "@/lib/server/auth/rate-limit";
import { dummyPasswordHash, hashPassword, verifyPassword } from "@/lib/server/auth/passwords";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { AppError, conflict, isUniqueViolation } from "@/lib/server/http/errors";
import {
  AUTH_MESSAGES,
  type LoginInput,
  type RegisterInput,
  type Role,
} from "@/lib/shared/schemas/user";
import { isRegistrationAllowed } from "./allow-list";
import { toPublicUser, type PublicUser } from "./serialize";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const ACCOUNT_DEACTIVATED =
  "This account has been deactivated. Please contact an administrator.";

/**
 * Check a sign-in. The identifier may be the username or the email address (the form labels it
 * Email). Every failure counts towards the rate limit; the answer never tells which part was wrong.
 */
export async function authenticate(input: LoginInput, ipAddress: string): Promise<PublicUser> {
  const identifier = input.username.trim();
  await assertLoginAllowed(identifier, ipAddress);
  const key = identifier.toLowerCase();
  const [user] = await getDb()
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);

  const valid = await verifyPassword(user?.password ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    await recordLoginAttempt(identifier, ipAddress, false);
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  }
  if (!user.isActive) {
    await recordLoginAttempt(identifier, ipAddress, false);
    throw new AppError("FORBIDDEN", ACCOUNT_DEACTIVATED);
  }
  await recordLoginAttempt(identifier, ipAddress, true);
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
  return createUser({ ...input, role: "user", markSignedIn: true });
}

/** Create an account (registration, the admin's Teams page, the first-admin script, the demo). */
export async function createUser(
  input: RegisterInput & { role: Role; markSignedIn?: boolean },
): Promise<PublicUser> {
  const db = getDb();
  await assertAvailable(input.username, input.email);
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
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toPublicUser(row);
  } catch (error) {
    // Two registrations raced past the check above: the unique index decides.
    if (isUniqueViolation(error)) await assertAvailable(input.username, input.email);
    throw error;
  }
}

async function assertAvailable(username: string, email: string): Promise<void> {
  const taken = await getDb()
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
