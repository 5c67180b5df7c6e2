// GET /api/sponsor-brands/{id}/contacts — the people at a sponsor, the primary contact first.
import { z } from "zod";
import { listSponsorContacts } from "@/lib/server/contacts/queries";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/common";
import { contactViewSchema } from "@/lib/shared/schemas/contact";

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
