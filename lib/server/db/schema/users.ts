import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns";
import { eventBrands } from "./events";

export const users = pgTable(
  "users",
  {
    id: id(),
    username: varchar("username", { length: 50 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    /** argon2id hash, never the password itself. */
    password: text("password").notNull(),
    fullName: varchar("full_name", { length: 255 }),
    role: varchar("role", { length: 20 }).notNull().default("user"),
    profilePicture: text("profile_picture"),
    company: varchar("company", { length: 255 }),
    jobTitle: varchar("job_title", { length: 255 }),
    bio: text("bio"),
    createdAt: createdAt(),
    lastLogin: timestampTz("last_login"),
    /** The sign-in before `lastLogin`: "new since your last visit" is measured from here. */
    previousLogin: timestampTz("previous_login"),
    isActive: boolean("is_active").notNull().default(true),
    /** When the owner proved the address; an unverified account cannot sign in. */
    emailVerifiedAt: timestampTz("email_verified_at"),
    /** Set by an admin's forced reset: the current password no longer signs in. */
    passwordResetRequired: boolean("password_reset_required").notNull().default(false),
    passwordChangedAt: timestampTz("password_changed_at"),
  },
  (t) => [
    // Case-insensitive uniqueness: "Alice" and "alice" are the same person.
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
  ],
);

/**
 * Server-side record of every signed-in session. The session cookie (a next-auth JWT) carries the
 * row id; a session is valid only while its row exists, is unrevoked and unexpired, so logout kills
 * a copied cookie too.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rememberMe: boolean("remember_me").notNull().default(false),
    userAgent: text("user_agent"),
    ipAddress: varchar("ip_address", { length: 64 }),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    revokedAt: timestampTz("revoked_at"),
    /** Last request seen on this session (updated at most once a minute). */
    lastSeenAt: timestampTz("last_seen_at"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const userSettings = pgTable("user_settings", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  displayMode: varchar("display_mode", { length: 10 }).notNull().default("light"),
  defaultEventBrandId: integer("default_event_brand_id").references(() => eventBrands.id, {
    onDelete: "set null",
  }),
  notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  updatedAt: updatedAt(),
});
