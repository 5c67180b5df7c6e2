// POST /api/register — open an account (allow-listed addresses only) and sign it in.
import { clientAddress } from "@/lib/server/auth/client-address";
import { createSession } from "@/lib/server/auth/session";
import { route } from "@/lib/server/http/route";
import { registerUser } from "@/lib/server/users/accounts";
import { registerSchema } from "@/lib/shared/schemas/user";

export const POST = route({ auth: "public", body: registerSchema }, async ({ req, body }) => {
  const user = await registerUser(body);
  const { cookie } = await createSession(user.id, {
    rememberMe: false,
    userAgent: req.headers.get("user-agent"),
    ipAddress: clientAddress(req.headers),
  });
  return Response.json(user, { status: 201, headers: { "Set-Cookie": cookie } });
});
