import { boolean, index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns";
import { users } from "./users";

/**
 * Personal API tokens: other software acts as the token's user, within its scope. Only a SHA-256
 * hash of the secret is stored (it is shown once); `prefix` is the token's visible start, to tell
 * tokens apart in lists.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    /** read | write (write includes read) */
    scope: varchar("scope", { length: 10 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    prefix: varchar("prefix", { length: 20 }).notNull(),
    /** No expiry when null. */
    expiresAt: timestampTz("expires_at"),
    lastUsedAt: timestampTz("last_used_at"),
    revokedAt: timestampTz("revoked_at"),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);

/**
 * An admin's subscription of a URL to events (job.completed, deal.created…). The secret signs
 * every payload (HMAC-SHA256); it is kept because signing needs it, and shown once.
 */
export const webhookSubscriptions = pgTable("webhook_subscriptions", {
  id: id(),
  url: varchar("url", { length: 2000 }).notNull(),
  description: varchar("description", { length: 200 }),
  /** The event names subscribed to. */
  events: jsonb("events").notNull().default([]),
  secret: varchar("secret", { length: 100 }).notNull(),
  active: boolean("active").notNull().default(true),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One event sent (or being sent) to one subscription, with the outcome of its last attempt. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    event: varchar("event", { length: 50 }).notNull(),
    /** The event's own id, the same in every delivery and replay of it (receivers dedupe on it). */
    eventId: varchar("event_id", { length: 64 }).notNull(),
    payload: jsonb("payload").notNull(),
    /** pending | delivering | succeeded | failed */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    responseTimeMs: integer("response_time_ms"),
    error: text("error"),
    jobId: varchar("job_id", { length: 64 }),
    createdAt: createdAt(),
    lastAttemptAt: timestampTz("last_attempt_at"),
    deliveredAt: timestampTz("delivered_at"),
  },
  (t) => [index("webhook_deliveries_subscription_idx").on(t.subscriptionId, t.createdAt)],
);
