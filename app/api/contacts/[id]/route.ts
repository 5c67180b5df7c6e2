// PATCH, DELETE /api/contacts/{id} — change a person at a sponsor (making one primary unsets the
// other); remove one (their interactions stay, naming no contact).
import { deleteContact, updateContact } from "@/lib/server/contacts/mutations";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { contactUpdateSchema, contactViewSchema } from "@/lib/shared/schemas/contact";

export const PATCH = route(
  {
    auth: "user",
    params: idParams,
    body: contactUpdateSchema,
    summary: "Change a contact",
    responses: { 200: contactViewSchema },
  },
  async ({ params, body }) => updateContact(params.id, body),
);

export const DELETE = route(
  {
    auth: "user",
    params: idParams,
    summary: "Remove a contact",
    responses: { 204: null },
  },
  async ({ params }) => {
    await deleteContact(params.id);
    return new Response(null, { status: 204 });
  },
);
