// GET /api/industry-insights/summaries?eventBrandId= — every industry of the market with its
// sponsor count, average deal value and year-on-year growth, most sponsors first.
import { route } from "@/lib/server/http/route";
import { getIndustrySummaries } from "@/lib/server/insights/summaries";
import { summariesQuery, industrySummariesSchema } from "@/lib/shared/schemas/insights";

export const GET = route(
  {
    auth: "user",
    summary: "Every industry of the market with its figures",
    responses: { 200: industrySummariesSchema },
    query: summariesQuery,
  },
  async ({ query }) => getIndustrySummaries(query.eventBrandId),
);
