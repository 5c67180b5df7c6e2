// GET /api/packages/{id}/valuation — pricing guidance for a saved package (its items and term).
import { route } from "@/lib/server/http/route";
import { valuePackage } from "@/lib/server/inventory/valuation";
import { idParams } from "@/lib/shared/schemas/common";
import { valuationQuery, valuationSchema } from "@/lib/shared/schemas/valuation";

export const GET = route(
  {
    auth: "user",
    summary:
      "Suggested price range of a package per season, with its comparables and audience inputs",
    responses: { 200: valuationSchema },
    params: idParams,
    query: valuationQuery,
  },
  async ({ params, query }) => valuePackage(params.id, query.season),
);
