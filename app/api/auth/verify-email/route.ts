// POST /api/auth/verify-email — use an emailed verification link; the account may then sign in.
import { verifyEmail } from "@/lib/server/accounts/verification";
import { clientAddress } from "@/lib/server/auth/client-address";
import { route } from "@/lib/server/http/route";
import { verifyEmailSchema } from "@/lib/shared/schemas/account";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    body: verifyEmailSchema,
    summary: "Verify an email address with its link",
  },
  async ({ req, body }) => verifyEmail(body.token, clientAddress(req.headers)),
);
