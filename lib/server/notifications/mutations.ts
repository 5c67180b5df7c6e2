import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { notifications } from "@/lib/server/db/schema";
import type { NotificationView } from "@/lib/shared/schemas/notification";
import { getNotificationOrThrow } from "./queries";
import { toNotificationView } from "./serialize";

/** Mark one of the user's notifications read (already read: unchanged); someone else's is 404. */
export async function markNotificationRead(userId: number, id: number): Promise<NotificationView> {
  const [row] = await getDb()
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return toNotificationView(row ?? (await getNotificationOrThrow(id, userId)));
}

/** Mark every unread notification of the user read; answers how many changed. */
export async function markAllNotificationsRead(userId: number): Promise<{ updated: number }> {
  const rows = await getDb()
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
