// GET /api/sponsor-deals/overview — the current-sponsors page's view of a property's deals
// (?eventBrandId=&status=&search=&premium=&standard=): headline figures over every deal, the tab
// counts after the search, and the first cards of the premium and standard groups.
import { getDealOverview } from "@/lib/server/deals/queries";
import { route } from "@/lib/server/http/route";
import { dealOverviewQuery, dealOverviewSchema } from "@/lib/shared/schemas/deal";

export const GET = route(
  {
    summary: "A property's deals as the current-sponsors page shows them",
    responses: { 200: dealOverviewSchema },
    auth: "user",
    query: dealOverviewQuery,
  },
  async ({ query }) => getDealOverview(query),
);
