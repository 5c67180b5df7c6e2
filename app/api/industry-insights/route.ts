// GET /api/industry-insights?eventBrandId=&industry= — one industry's insight computed from the
// stored deals, or `hasData: false` when the industry has none.
import { route } from "@/lib/server/http/route";
import { getIndustryInsight } from "@/lib/server/insights/industry";
import { insightQuery, industryInsightSchema } from "@/lib/shared/schemas/insights";

export const GET = route(
  {
    auth: "user",
    summary: "One industry's insight from the stored deals",
    responses: { 200: industryInsightSchema },
    query: insightQuery,
  },
  async ({ query }) => getIndustryInsight(query.eventBrandId, query.industry),
);
