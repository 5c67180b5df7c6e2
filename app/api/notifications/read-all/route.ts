// POST /api/notifications/read-all — mark every notification of the user read: { updated }.
import { route } from "@/lib/server/http/route";
import { markAllNotificationsRead } from "@/lib/server/notifications/mutations";

export const POST = route({ auth: "user" }, async ({ user }) => markAllNotificationsRead(user.id));
