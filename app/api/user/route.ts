// GET /api/user — the signed-in user (401 when signed out).
import { route } from "@/lib/server/http/route";
import { publicUserSchema } from "@/lib/shared/schemas/user";

export const GET = route(
  { summary: "Get the signed-in user", responses: { 200: publicUserSchema }, auth: "user" },
  async ({ user }) => {
    const { sessionId: _sessionId, ...publicUser } = user;
    return publicUser;
  },
);
