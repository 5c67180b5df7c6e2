// POST /api/user/password — change the signed-in user's password; ends the user's other sessions.
import { route } from "@/lib/server/http/route";
import { changePassword } from "@/lib/server/accounts/password-change";
import { changePasswordSchema, passwordChangedSchema } from "@/lib/shared/schemas/user";

export const POST = route(
  {
    summary: "Change your password",
    responses: { 200: passwordChangedSchema },
    auth: "user",
    tokens: false,
    body: changePasswordSchema,
  },
  async ({ user, body, actor }) => changePassword(user, body, actor.address),
);
