import "server-only";
import { and, count, desc, eq, isNull, lt } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { notifications } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type { NotificationList, NotificationListQuery } from "@/lib/shared/schemas/notification";
import { toNotificationView, type NotificationRow } from "./serialize";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

/**
 * The user's notifications, newest first (only unread ones with `unread`; only those older than
 * the `before` id for the next page), with the count of all unread ones.
 */
export async function listNotifications(
  userId: number,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const db = getDb();
  const own = eq(notifications.userId, userId);
  const unread = isNull(notifications.readAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(
        and(
          own,
          query.unread ? unread : undefined,
          query.before ? lt(notifications.id, query.before) : undefined,
        ),
      )
      // Ids grow with time, and the `before` cursor is an id: one order for both.
      .orderBy(desc(notifications.id))
      .limit(query.limit),
    db.select({ n: count() }).from(notifications).where(and(own, unread)),
  ]);
  return { items: rows.map(toNotificationView), unreadCount: counted?.n ?? 0 };
}

/** One of the user's notifications; someone else's answers the same 404 as a missing one. */
export async function getNotificationOrThrow(id: number, userId: number): Promise<NotificationRow> {
  const [row] = await getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return row;
}
