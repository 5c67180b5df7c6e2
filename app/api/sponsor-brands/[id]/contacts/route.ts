// GET, POST /api/sponsor-brands/{id}/contacts — the people at a sponsor, the primary contact
// first; add one (the sponsor's first contact becomes its primary contact).
import { z } from "zod";
import { createContact } from "@/lib/server/contacts/mutations";
import { listSponsorContacts } from "@/lib/server/contacts/queries";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/common";
import { contactCreateSchema, contactViewSchema } from "@/lib/shared/schemas/contact";

const params = z.object({ id: numericId("sponsorBrandId") });

export const GET = route(
  {
    auth: "user",
    params,
    summary: "List a sponsor's contacts",
    responses: { 200: z.array(contactViewSchema) },
  },
  async ({ params }) => listSponsorContacts(params.id),
);

export const POST = route(
  {
    auth: "user",
    params,
    body: contactCreateSchema,
    summary: "Add a contact to a sponsor",
    responses: { 201: contactViewSchema },
  },
  async ({ params, body, user, json }) =>
    json(await createContact(params.id, body, user.id), { status: 201 }),
);
