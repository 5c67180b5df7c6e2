// POST /api/notifications/{id}/read — mark one of the user's notifications read (others': 404).
import { notificationViewSchema } from "@/lib/shared/schemas/notification";
import { route } from "@/lib/server/http/route";
import { markNotificationRead } from "@/lib/server/notifications/mutations";
import { idParams } from "@/lib/shared/schemas/common";

export const POST = route(
  {
    auth: "user",
    summary: "Mark one of your notifications read",
    responses: { 200: notificationViewSchema },
    params: idParams,
  },
  async ({ user, params }) => markNotificationRead(user.id, params.id),
);
