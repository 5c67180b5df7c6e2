// GET /api/sponsor-brands/{id}/events — the events a sponsor is linked to, with level and progress
// (?eventBrandId= keeps those of one property).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listSponsorEvents } from "@/lib/server/sponsorships/links";
import { numericId } from "@/lib/shared/schemas/common";
import { sponsorEventLinkViewSchema } from "@/lib/shared/schemas/sponsorship";

const params = z.object({ id: numericId("sponsorBrandId") });
const query = z.object({ eventBrandId: numericId("eventBrandId").optional() });

export const GET = route(
  {
    summary: "List a sponsor's events",
    responses: { 200: z.array(sponsorEventLinkViewSchema) },
    auth: "user",
    params,
    query,
  },
  async ({ params, query }) => listSponsorEvents(params.id, query.eventBrandId),
);
