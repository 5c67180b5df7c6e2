// PATCH /api/sponsorships/{id} — change a link's level, exclusivity or progress flags.
import { route } from "@/lib/server/http/route";
import { updateSponsorship } from "@/lib/server/sponsorships/links";
import { idParams } from "@/lib/shared/schemas/common";
import { sponsorshipUpdateSchema, sponsorshipViewSchema } from "@/lib/shared/schemas/sponsorship";

export const PATCH = route(
  {
    summary: "Update a sponsor link",
    responses: { 200: sponsorshipViewSchema },
    auth: "user",
    params: idParams,
    body: sponsorshipUpdateSchema,
  },
  async ({ params, body }) => updateSponsorship(params.id, body),
);
