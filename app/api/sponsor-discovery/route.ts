// GET /api/sponsor-discovery?eventBrandId= | ?specificEventId= — every sponsor matched against the
// context, best first (a specific event takes priority over a brand).
import { route } from "@/lib/server/http/route";
import { discoverSponsors } from "@/lib/server/sponsors/queries";
import { matchContextQuery } from "@/lib/shared/schemas/sponsor";

export const GET = route({ auth: "user", query: matchContextQuery }, async ({ query }) =>
  discoverSponsors(query),
);
