// POST /api/auth/verify-email — use an emailed verification link; the account may then sign in.
import { verifyEmail } from "@/lib/server/accounts/verification";
import { route } from "@/lib/server/http/route";
import { verifyEmailSchema, emailVerifiedAnswerSchema } from "@/lib/shared/schemas/account";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    summary: "Verify an email address with its emailed link",
    responses: { 200: emailVerifiedAnswerSchema },
    body: verifyEmailSchema,
  },
  async ({ body, actor }) => verifyEmail(body.token, actor.address),
);
