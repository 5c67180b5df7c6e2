// POST /api/user/password — change the signed-in user's password; ends the user's other sessions.
import { clientAddress } from "@/lib/server/auth/client-address";
import { route } from "@/lib/server/http/route";
import { changePassword } from "@/lib/server/users/password";
import { changePasswordSchema, passwordChangedSchema } from "@/lib/shared/schemas/user";

export const POST = route(
  {
    summary: "Change your password",
    responses: { 200: passwordChangedSchema },
    auth: "user",
    tokens: false,
    body: changePasswordSchema,
  },
  async ({ req, user, body }) => changePassword(user, body, clientAddress(req.headers)),
);
