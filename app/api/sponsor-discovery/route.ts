// GET /api/sponsor-discovery?eventBrandId= | ?specificEventId= — sponsor discovery for a context
// (a specific event takes priority over a brand): the best matches, the counts per tab under the
// filters (search, minMatch, industries) and one page of the chosen tab in the chosen order.
import { route } from "@/lib/server/http/route";
import { discoverSponsors } from "@/lib/server/sponsors/discovery";
import { discoveryQuery, discoveryResultSchema } from "@/lib/shared/schemas/sponsor";

export const GET = route(
  {
    summary: "Discover sponsors for a context",
    responses: { 200: discoveryResultSchema },
    auth: "user",
    query: discoveryQuery,
  },
  async ({ query }) => discoverSponsors(query),
);
