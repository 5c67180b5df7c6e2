import type { users } from "@/lib/server/db/schema";
import type { PublicUser } from "@/lib/shared/schemas/user";

export type { PublicUser };

type UserRow = typeof users.$inferSelect;

/** What the API says about a user: everything but the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    profilePicture: row.profilePicture,
    company: row.company,
    jobTitle: row.jobTitle,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    previousLogin: row.previousLogin?.toISOString() ?? null,
    isActive: row.isActive,
    emailVerified: row.emailVerifiedAt !== null,
    passwordResetRequired: row.passwordResetRequired,
  };
}
