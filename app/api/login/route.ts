// POST /api/login — sign in with username (or email) and password; sets the session cookie.
import { createSession } from "@/lib/server/auth/session";
import { route } from "@/lib/server/http/route";
import { authenticate } from "@/lib/server/auth/sign-in";
import { loginSchema, publicUserSchema } from "@/lib/shared/schemas/user";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    summary: "Sign in; sets the session cookie",
    responses: { 200: publicUserSchema },
    body: loginSchema,
  },
  async ({ req, body, actor, json }) => {
    const user = await authenticate(body, actor.address);
    const { cookie } = await createSession(user.id, {
      rememberMe: body.rememberMe,
      userAgent: req.headers.get("user-agent"),
      ipAddress: actor.address,
    });
    return json(user, { headers: { "Set-Cookie": cookie } });
  },
);
