// GET /api/sponsor-deals/sponsor-options?search= — up to 10 catalogue brands whose name contains
// the text (prefix matches first), for the deal form's sponsor picker.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { searchSponsorOptions } from "@/lib/server/deals/sponsor-options";
import { sponsorOptionSchema, sponsorOptionsQuery } from "@/lib/shared/schemas/deal";

export const GET = route(
  {
    summary: "Search catalogue brands by name",
    responses: { 200: z.array(sponsorOptionSchema) },
    auth: "user",
    query: sponsorOptionsQuery,
  },
  async ({ query }) => searchSponsorOptions(query.search),
);
