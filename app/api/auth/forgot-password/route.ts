// POST /api/auth/forgot-password — email a password reset link (the same answer for any address).
import { requestPasswordReset } from "@/lib/server/accounts/password-reset";
import { route } from "@/lib/server/http/route";
import { emailRequestSchema, emailRequestAnswerSchema } from "@/lib/shared/schemas/account";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    summary: "Email a password reset link (the same answer for any address)",
    responses: { 200: emailRequestAnswerSchema },
    body: emailRequestSchema,
  },
  async ({ body, actor }) => requestPasswordReset(body.email, actor.address),
);
