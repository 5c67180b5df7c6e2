// GET /api/specific-events/{id}/sponsors — the event's sponsors with their level, progress and
// exclusivity conflicts: { sponsors }.
import { route } from "@/lib/server/http/route";
import { listEventSponsors } from "@/lib/server/sponsorships/links";
import { idParams } from "@/lib/shared/schemas/common";
import { eventSponsorsSchema } from "@/lib/shared/schemas/sponsorship";

export const GET = route(
  {
    summary: "List an event's sponsors",
    responses: { 200: eventSponsorsSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params }) => ({
    sponsors: await listEventSponsors(params.id),
  }),
);
