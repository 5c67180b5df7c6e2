import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz } from "./columns";
import { users } from "./users";

/**
 * Single-use links sent by email: proving an address after registration, resetting a password,
 * and accepting an invitation. Only a SHA-256 hash of the token is stored, so a copy of the
 * database opens no account. An invitation has no user until it is accepted.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    /** verify-email | reset-password | invitation */
    purpose: varchar("purpose", { length: 20 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 255 }).notNull(),
    /** The role an invitation grants. */
    role: varchar("role", { length: 20 }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestampTz("expires_at").notNull(),
    usedAt: timestampTz("used_at"),
    revokedAt: timestampTz("revoked_at"),
  },
  (t) => [
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    index("account_tokens_email_idx").on(sql`lower(${t.email})`, t.purpose),
  ],
);

/**
 * Every outgoing email. Stored before it is sent, whichever transport sends it (SMTP, or the
 * embedded outbox that only keeps and logs it), so no message is silently dropped.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    toAddress: varchar("to_address", { length: 320 }).notNull(),
    /** The recipient's account, when there is one. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** What the message is for: verify-email, reset-password, invitation, notifications… */
    kind: varchar("kind", { length: 40 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** queued | sending | sent | failed */
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    /** smtp | outbox: how it was (or will be) delivered. */
    transport: varchar("transport", { length: 10 }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    messageId: varchar("message_id", { length: 255 }),
    jobId: varchar("job_id", { length: 64 }),
    createdAt: createdAt(),
    sentAt: timestampTz("sent_at"),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_to_idx").on(sql`lower(${t.toAddress})`, t.createdAt),
    index("email_outbox_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * In-app notifications (job finished or failed, watchlist news, proposal viewed, share link locked). `emailState`
 * says whether the event still waits to go out in the user's next batched email.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** job.completed | job.failed | watchlist.news | proposal.viewed | proposal.share_locked */
    kind: varchar("kind", { length: 40 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body"),
    /** Where the notification leads in the app (a same-origin path). */
    href: varchar("href", { length: 500 }),
    /** Identifies the thing notified about (a job id, a news item id), so it is notified once. */
    subjectKey: varchar("subject_key", { length: 120 }),
    readAt: timestampTz("read_at"),
    /** none | pending | sent */
    emailState: varchar("email_state", { length: 10 }).notNull().default("none"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_email_pending_idx")
      .on(t.userId)
      .where(sql`${t.emailState} = 'pending'`),
    index("notifications_subject_idx").on(t.userId, t.kind, t.subjectKey),
  ],
);

/** Admin actions and security events, for admins to review. Rows are never edited. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    /** e.g. user.role_changed, user.deactivated, invitation.sent, password.reset, login.locked_out */
    action: varchar("action", { length: 60 }).notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's username at the time (kept when the account is gone). */
    actorLabel: varchar("actor_label", { length: 255 }),
    targetType: varchar("target_type", { length: 40 }),
    targetId: varchar("target_id", { length: 64 }),
    targetLabel: varchar("target_label", { length: 255 }),
    /** Salted hash of the client address: enough to correlate, not to identify. */
    addressHash: varchar("address_hash", { length: 64 }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);

/**
 * Fixed-window counters for rate limits (sign-in per account and per address, registration,
 * resends, resets). One upsert increments and reads a counter atomically, so simultaneous requests
 * cannot all slip under the limit, and every instance shares the count.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 300 }).primaryKey(),
    count: integer("count").notNull(),
    windowStartedAt: timestampTz("window_started_at").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStartedAt)],
);
