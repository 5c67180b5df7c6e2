import { z } from "zod";
import { NOTIFICATION_EVENT_NAMES, type NotificationEventName } from "@/lib/shared/domain-events";
import { numericId } from "./common";

/**
 * What a notification is about (docs/product.md#notifications): the domain events marked as
 * notifications in the one vocabulary (lib/shared/domain-events.ts), in its order.
 */
export const NOTIFICATION_KINDS = NOTIFICATION_EVENT_NAMES;
export type NotificationKind = NotificationEventName;

/** A notification as the API answers it. */
export const notificationViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  /** Where it leads in the app (a same-origin path), when anywhere. */
  href: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** GET /api/notifications: the newest items (or those before a cursor) and the unread count. */
export const notificationListSchema = z.object({
  items: z.array(notificationViewSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read-all: how many were marked read. */
export const notificationsReadAllSchema = z.object({ updated: z.number().int() });

export const NOTIFICATION_LIMIT = { default: 20, max: 50 } as const;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${NOTIFICATION_LIMIT.max}`;

export const notificationListQuerySchema = z.object({
  /** `unread=1` lists unread notifications only. */
  unread: z
    .enum(["1", "0", "true", "false"], { error: "unread must be 1 or 0" })
    .optional()
    .transform((value) => value === "1" || value === "true"),
  limit: z.coerce
    .number<number>({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(NOTIFICATION_LIMIT.max, { error: LIMIT_MESSAGE })
    .default(NOTIFICATION_LIMIT.default),
  /** A notification id: only older ones are listed (the next page). */
  before: numericId("before").optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
