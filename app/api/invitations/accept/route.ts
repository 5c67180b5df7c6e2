// POST /api/invitations/accept — create the invited account and sign it in (sets the session cookie).
import { acceptInvitation } from "@/lib/server/accounts/invitations";
import { createSession } from "@/lib/server/auth/session";
import { route } from "@/lib/server/http/route";
import { invitationAcceptSchema } from "@/lib/shared/schemas/account";
import { publicUserSchema } from "@/lib/shared/schemas/user";

export const POST = route(
  {
    auth: "public",
    tokens: false,
    summary: "Accept an invitation: create the account and sign it in",
    responses: { 201: publicUserSchema },
    body: invitationAcceptSchema,
  },
  async ({ req, body, actor, json }) => {
    const user = await acceptInvitation(body, actor.address);
    const { cookie } = await createSession(user.id, {
      rememberMe: false,
      userAgent: req.headers.get("user-agent"),
      ipAddress: actor.address,
    });
    return json(user, { status: 201, headers: { "Set-Cookie": cookie } });
  },
);
