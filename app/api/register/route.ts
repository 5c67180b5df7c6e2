// POST /api/register — open an unverified account (allow-listed addresses only) and email a
// verification link; no session until the address is verified.
import { registrationAnswerSchema } from "@/lib/shared/schemas/account";
import { registerAccount } from "@/lib/server/accounts/registration";
import { route } from "@/lib/server/http/route";
import { registerSchema } from "@/lib/shared/schemas/user";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    summary: "Open an account and email its verification link",
    responses: { 201: registrationAnswerSchema },
    body: registerSchema,
  },
  async ({ body, actor, json }) =>
    json(await registerAccount(body, actor.address), { status: 201 }),
);
