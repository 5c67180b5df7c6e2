// GET /api/user/sessions — the signed-in user's active sessions (by public handle, never the id).
// DELETE /api/user/sessions — sign out every other session of the user.
import { z } from "zod";
import { endOtherSessionsOf, listActiveSessions } from "@/lib/server/auth/sessions";
import { route } from "@/lib/server/http/route";
import { sessionViewSchema, endedSessionsSchema } from "@/lib/shared/schemas/session";

export const GET = route(
  {
    summary: "List your active sessions",
    responses: { 200: z.array(sessionViewSchema) },
    auth: "user",
    tokens: false,
  },
  async ({ user }) => listActiveSessions(user.id, user.sessionId),
);

export const DELETE = route(
  {
    summary: "Sign out your other sessions",
    responses: { 200: endedSessionsSchema },
    auth: "user",
    tokens: false,
  },
  async ({ user, actor }) => endOtherSessionsOf(user, actor.address),
);
