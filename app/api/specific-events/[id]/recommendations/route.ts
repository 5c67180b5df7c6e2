// GET /api/specific-events/{id}/recommendations — the event's recommended sponsors (the latest
// potential-sponsors research) and the user's research still under way.
import { route } from "@/lib/server/http/route";
import { getEventRecommendations } from "@/lib/server/sponsorships/recommendations";
import { idParams } from "@/lib/shared/schemas/common";
import { eventRecommendationsSchema } from "@/lib/shared/schemas/sponsorship";

export const GET = route(
  {
    summary: "Get an event's recommended sponsors",
    responses: { 200: eventRecommendationsSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params, user }) => getEventRecommendations(params.id, user),
);
