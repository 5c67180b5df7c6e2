// GET, POST /api/invitations — pending invitations; invite an address with a role (admin).
import { createInvitation, listInvitations } from "@/lib/server/accounts/invitations";
import { clientAddress } from "@/lib/server/auth/client-address";
import { json, route } from "@/lib/server/http/route";
import { invitationCreateSchema } from "@/lib/shared/schemas/account";

export const GET = route({ auth: "admin" }, async () => listInvitations());

export const POST = route(
  { auth: "admin", body: invitationCreateSchema },
  async ({ req, user, body }) =>
    json(await createInvitation(user, body, clientAddress(req.headers)), { status: 201 }),
);
