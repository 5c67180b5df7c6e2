// POST /api/logout — end the session on the server and clear the cookie.
import { z } from "zod";
import { clearedSessionCookie } from "@/lib/server/auth/session";
import { revokeSession } from "@/lib/server/auth/sessions";
import { route } from "@/lib/server/http/route";

export const POST = route(
  {
    auth: "optional",
    tokens: false,
    summary: "Sign out: end the session and clear its cookie",
    responses: { 200: z.object({ message: z.string() }) },
  },
  async ({ user, json }) => {
    if (user) await revokeSession(user.sessionId);
    return json(
      { message: "You have been successfully logged out." },
      {
        headers: { "Set-Cookie": clearedSessionCookie() },
      },
    );
  },
);
