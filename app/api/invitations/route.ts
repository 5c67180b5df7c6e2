// GET, POST /api/invitations — pending invitations; invite an address with a role (admin).
import { z } from "zod";
import { createInvitation, listInvitations } from "@/lib/server/accounts/invitations";
import { clientAddress } from "@/lib/server/auth/client-address";
import { json, route } from "@/lib/server/http/route";
import { invitationCreateSchema, invitationViewSchema } from "@/lib/shared/schemas/account";

export const GET = route(
  {
    auth: "admin",
    summary: "Pending invitations (admin)",
    responses: { 200: z.array(invitationViewSchema) },
  },
  async () => listInvitations(),
);

export const POST = route(
  {
    auth: "admin",
    summary: "Invite an email address with a role (admin)",
    responses: { 201: invitationViewSchema },
    body: invitationCreateSchema,
  },
  async ({ req, user, body }) =>
    json(await createInvitation(user, body, clientAddress(req.headers)), { status: 201 }),
);
