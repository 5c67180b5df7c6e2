// POST /api/auth/resend-verification — email a new verification link (the same answer for any address).
import { resendVerification } from "@/lib/server/accounts/verification";
import { route } from "@/lib/server/http/route";
import { emailRequestSchema, emailRequestAnswerSchema } from "@/lib/shared/schemas/account";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    summary: "Email a new verification link (the same answer for any address)",
    responses: { 200: emailRequestAnswerSchema },
    body: emailRequestSchema,
  },
  async ({ body, actor }) => resendVerification(body.email, actor.address),
);
