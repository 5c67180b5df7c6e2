// POST /api/auth/reset-password — use an emailed reset link to choose a new password.
import { resetPassword } from "@/lib/server/accounts/password-reset";
import { route } from "@/lib/server/http/route";
import { resetPasswordSchema, passwordResetAnswerSchema } from "@/lib/shared/schemas/account";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    summary: "Choose a new password with an emailed reset link",
    responses: { 200: passwordResetAnswerSchema },
    body: resetPasswordSchema,
  },
  async ({ body, actor }) => resetPassword(body, actor.address),
);
