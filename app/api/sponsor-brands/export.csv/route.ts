// GET /api/sponsor-brands/export.csv — the sponsor list as CSV, with the same context, filters,
// search and sort as GET /api/sponsor-brands (every page): name, match and sub-scores, industry,
// country, website.
import { route } from "@/lib/server/http/route";
import { exportSponsorBrandsCsv } from "@/lib/server/imports/export";
import { sponsorListQuery } from "@/lib/shared/schemas/sponsor";

export const GET = route(
  {
    summary: "Export sponsor brands as CSV",
    responses: { 200: null },
    auth: "user",
    query: sponsorListQuery,
  },
  async ({ query, user }) => exportSponsorBrandsCsv(query, user.id),
);
