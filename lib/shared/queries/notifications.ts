/** Reads of the signed-in user's notifications (the bell). */
import type { NotificationList } from "@/lib/shared/schemas/notification";
import { apiQuery } from "./define";

/** The newest notifications and the unread count (GET /api/notifications, 20 by default). */
export const notificationsQuery = apiQuery<NotificationList>({
  root: "notifications",
  path: () => "/api/notifications",
  staleTime: 15_000,
});
