// GET, PATCH /api/user/settings — display mode, default event brand, notification switches.
import { route } from "@/lib/server/http/route";
import { getUserSettings, updateUserSettings } from "@/lib/server/users/settings";
import { userSettingsSchema, userSettingsUpdateSchema } from "@/lib/shared/schemas/user";

export const GET = route(
  { summary: "Get your settings", responses: { 200: userSettingsSchema }, auth: "user" },
  async ({ user }) => getUserSettings(user.id),
);

export const PATCH = route(
  {
    summary: "Update your settings",
    responses: { 200: userSettingsSchema },
    auth: "user",
    body: userSettingsUpdateSchema,
  },
  async ({ user, body }) => updateUserSettings(user.id, body),
);
