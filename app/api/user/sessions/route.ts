// GET /api/user/sessions — the signed-in user's active sessions (by public handle, never the id).
// DELETE /api/user/sessions — sign out every other session of the user.
import { clientAddress } from "@/lib/server/auth/client-address";
import { endOtherSessionsOf, listActiveSessions } from "@/lib/server/auth/sessions";
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "user", tokens: false }, async ({ user }) =>
  listActiveSessions(user.id, user.sessionId),
);

export const DELETE = route({ auth: "user", tokens: false }, async ({ req, user }) =>
  endOtherSessionsOf(user, clientAddress(req.headers)),
);
