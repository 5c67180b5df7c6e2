// GET /api/event-brands/{id}/recommendations — a property's latest sponsor recommendations (from
// research on any of its events), the event new research is for, and the user's research under way.
import { brandRecommendationsSchema } from "@/lib/shared/schemas/recommendations";
import { route } from "@/lib/server/http/route";
import { getBrandRecommendations } from "@/lib/server/sponsorships/recommendations";
import { idParams } from "@/lib/shared/schemas/common";

export const GET = route(
  {
    auth: "user",
    summary: "A property's latest sponsor recommendations and the research under way",
    responses: { 200: brandRecommendationsSchema },
    params: idParams,
  },
  async ({ params, user }) => getBrandRecommendations(params.id, user),
);
