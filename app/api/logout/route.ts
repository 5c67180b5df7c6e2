// POST /api/logout — end the session on the server and clear the cookie.
import { clearedSessionCookie, revokeSession } from "@/lib/server/auth/session";
import { route } from "@/lib/server/http/route";

export const POST = route(
  { auth: "optional", tokens: false, summary: "Sign out (ends the session)" },
  async ({ user }) => {
    if (user) await revokeSession(user.sessionId);
    return Response.json(
      { message: "You have been successfully logged out." },
      {
        headers: { "Set-Cookie": clearedSessionCookie() },
      },
    );
  },
);
