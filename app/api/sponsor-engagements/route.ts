// PATCH /api/sponsor-engagements — set progress flags by hand for a sponsor at a property
// ({ sponsorBrandId, eventBrandId, has...: boolean }); the work itself sets them too.
import { route } from "@/lib/server/http/route";
import { setEngagementFlags } from "@/lib/server/sponsorships/engagement";
import { engagementUpdateSchema, engagementViewSchema } from "@/lib/shared/schemas/sponsorship";

export const PATCH = route(
  {
    summary: "Set a sponsor's progress flags at a property",
    responses: { 200: engagementViewSchema },
    auth: "user",
    body: engagementUpdateSchema,
  },
  async ({ body }) => {
    const { sponsorBrandId, eventBrandId, ...flags } = body;
    return setEngagementFlags(sponsorBrandId, eventBrandId, flags);
  },
);
