// POST /api/notifications/read-all — mark every notification of the user read: { updated }.
import { notificationsReadAllSchema } from "@/lib/shared/schemas/notification";
import { route } from "@/lib/server/http/route";
import { markAllNotificationsRead } from "@/lib/server/notifications/mutations";

export const POST = route(
  {
    auth: "user",
    summary: "Mark all your notifications read",
    responses: { 200: notificationsReadAllSchema },
  },
  async ({ user }) => markAllNotificationsRead(user.id),
);
