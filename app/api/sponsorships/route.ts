// GET, POST /api/sponsorships — progress per sponsor of a brand (?eventBrandId), the links of an
// event (?eventId), or one sponsor's link to an event (?specificEventId&sponsorBrandId); link a
// sponsor to an event (with a level, or as a progress record). Twice → 409.
import { route } from "@/lib/server/http/route";
import { linkSponsorToEvent, listSponsorships } from "@/lib/server/sponsorships/links";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import {
  sponsorshipCreateSchema,
  sponsorshipListQuery,
  sponsorshipListSchema,
  sponsorshipViewSchema,
} from "@/lib/shared/schemas/sponsorship";

export const GET = route(
  {
    summary: "List a brand's progress or an event's sponsor links",
    responses: { 200: sponsorshipListSchema },
    auth: "user",
    query: sponsorshipListQuery,
  },
  async ({ query }) => {
    if (query.eventBrandId !== undefined) return listBrandProgress(query.eventBrandId);
    return listSponsorships((query.specificEventId ?? query.eventId)!, query.sponsorBrandId);
  },
);

export const POST = route(
  {
    summary: "Link a sponsor to an event",
    responses: { 201: sponsorshipViewSchema },
    auth: "user",
    body: sponsorshipCreateSchema,
  },
  async ({ body, json }) => json(await linkSponsorToEvent(body), { status: 201 }),
);
