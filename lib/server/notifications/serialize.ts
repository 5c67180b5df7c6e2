import "server-only";
import type { notifications } from "@/lib/server/db/schema";
import type { NotificationKind, NotificationView } from "@/lib/shared/schemas/notification";

export type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as the API answers it. */
export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    // Only notify() writes the column, always with a NotificationKind.
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    href: row.href,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
