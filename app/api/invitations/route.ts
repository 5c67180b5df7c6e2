// GET, POST /api/invitations — pending invitations; invite an address with a role (admin).
import { z } from "zod";
import { createInvitation, listInvitations } from "@/lib/server/accounts/invitations";
import { route } from "@/lib/server/http/route";
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
  async ({ user, body, actor, json }) =>
    json(await createInvitation(user, body, actor.address), { status: 201 }),
);
