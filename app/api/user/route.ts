// GET /api/user — the signed-in user (401 when signed out).
import { route } from "@/lib/server/http/route";

export const GET = route({ auth: "user" }, async ({ user }) => {
  const { sessionId: _sessionId, ...publicUser } = user;
  return publicUser;
});
