// GET /api/event-brands/{id}/revenue?season= — a property's contracted revenue against its target,
// cash invoiced and collected, sell-through per asset category and the renewal pipeline.
import { route } from "@/lib/server/http/route";
import { getRevenue } from "@/lib/server/renewals/revenue";
import { idParams } from "@/lib/shared/schemas/common";
import { revenueQuery, revenueSchema } from "@/lib/shared/schemas/renewal";

export const GET = route(
  {
    summary: "A property's revenue in a season (default: the season being sold)",
    responses: { 200: revenueSchema },
    auth: "user",
    params: idParams,
    query: revenueQuery,
  },
  async ({ params, query, user }) => getRevenue(params.id, query.season, user),
);
