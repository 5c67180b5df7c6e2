// DELETE /api/user/sessions/{id} — end one of the user's sessions by its public handle; ending
// this device's own session signs it out (the cookie is cleared), as POST /api/logout does.
import { clientAddress } from "@/lib/server/auth/client-address";
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
  async ({ req, user, params }) => {
    const result = await endSession(user, params.id, clientAddress(req.headers));
    if (!result.signedOut) return result;
    return Response.json(result, { headers: { "Set-Cookie": clearedSessionCookie() } });
  },
);
