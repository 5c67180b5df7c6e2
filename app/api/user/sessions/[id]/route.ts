// DELETE /api/user/sessions/{id} — end one of the user's sessions by its public handle; ending
// this device's own session signs it out (the cookie is cleared), as POST /api/logout does.
import { clearedSessionCookie } from "@/lib/server/auth/session";
import { endSession } from "@/lib/server/auth/sessions";
import { route } from "@/lib/server/http/route";
import { endedSessionsSchema, sessionHandleParams } from "@/lib/shared/schemas/session";

export const DELETE = route(
  {
    summary: "End one of your sessions",
    responses: { 200: endedSessionsSchema },
    auth: "user",
    tokens: false,
    params: sessionHandleParams,
  },
  async ({ user, params, actor, json }) => {
    const result = await endSession(user, params.id, actor.address);
    if (!result.signedOut) return result;
    return json(result, { headers: { "Set-Cookie": clearedSessionCookie() } });
  },
);
