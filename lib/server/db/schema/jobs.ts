import { index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, timestampTz, updatedAt } from "./columns";
import { users } from "./users";

/** Background jobs. This table is the truth for both the in-process runner and Inngest. */
export const jobs = pgTable(
  "jobs",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    type: varchar("type", { length: 50 }).notNull(),
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb("result"),
    error: text("error"),
    priority: integer("priority").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    /** A queued job is not claimed before this time (retry backoff). */
    runAfter: timestampTz("run_after").notNull().defaultNow(),
    heartbeatAt: timestampTz("heartbeat_at"),
    startedAt: timestampTz("started_at"),
    completedAt: timestampTz("completed_at"),
    processingTime: integer("processing_time"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_claim_idx").on(t.status, t.priority, t.runAfter),
    index("jobs_created_by_idx").on(t.createdBy, t.status),
    index("jobs_completed_at_idx").on(t.completedAt),
  ],
);
