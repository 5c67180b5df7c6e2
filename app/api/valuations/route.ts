// POST /api/valuations — pricing guidance for an unsaved selection of one property's assets.
import { route } from "@/lib/server/http/route";
import { valueSelection } from "@/lib/server/inventory/valuation";
import { valuationRequestSchema, valuationSchema } from "@/lib/shared/schemas/valuation";

export const POST = route(
  {
    auth: "user",
    summary:
      "Suggested price range of a selection of assets per season, with its comparables and audience inputs (computes; saves nothing)",
    responses: { 200: valuationSchema },
    body: valuationRequestSchema,
  },
  async ({ body }) => valueSelection(body),
);
