import "server-only";
import { sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import type { Db, Tx } from "@/lib/server/db/client";

/** Names the advisory lock that serialises one user's notifications and email digests. */
const USER_LOCK_NAMESPACE = 72_410_007;

/**
 * Serialise, inside the caller's transaction, the writes of one user's notifications and digest:
 * "already notified", "the first pending item" and "claim the pending items" cannot race.
 */
export async function lockUserNotifications(tx: Db | Tx, userId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${USER_LOCK_NAMESPACE}::integer, ${userId}::integer)`,
  );
}

/** Milliseconds between a notification and the email digest that lists it. */
export function notificationEmailDelayMs(): number {
  return getEnv().NOTIFICATION_EMAIL_DELAY_SECONDS * 1000;
}
