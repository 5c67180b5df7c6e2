// GET /api/notifications?unread=1&limit=20&before={id} — the user's notifications, newest first,
// and the unread count: { items, unreadCount }.
import { route } from "@/lib/server/http/route";
import { listNotifications } from "@/lib/server/notifications/queries";
import {
  notificationListQuerySchema,
  notificationListSchema,
} from "@/lib/shared/schemas/notification";

export const GET = route(
  {
    auth: "user",
    summary: "Your notifications, newest first, with the unread count",
    responses: { 200: notificationListSchema },
    query: notificationListQuerySchema,
  },
  async ({ user, query }) => listNotifications(user.id, query),
);
