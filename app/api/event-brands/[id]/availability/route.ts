// GET /api/event-brands/{id}/availability — each asset's quantity, sold, held and available in a season.
import { route } from "@/lib/server/http/route";
import { getAvailability } from "@/lib/server/inventory/availability";
import { idParams } from "@/lib/shared/schemas/common";
import { availabilityQuery, availabilitySchema } from "@/lib/shared/schemas/inventory";

export const GET = route(
  {
    auth: "user",
    summary: "A property's inventory availability in a season (default: the season being sold)",
    responses: { 200: availabilitySchema },
    params: idParams,
    query: availabilityQuery,
  },
  async ({ params, query }) => getAvailability(params.id, query.season),
);
