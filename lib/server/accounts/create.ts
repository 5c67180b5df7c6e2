import "server-only";
import { or, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/server/auth/passwords";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { conflict, isUniqueViolation } from "@/lib/server/http/errors";
import { toPublicUser, type PublicUser } from "@/lib/server/users/serialize";
import type { RegisterInput, Role } from "@/lib/shared/schemas/user";
import { assertPasswordAcceptable } from "./password-policy";

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
