// GET, PATCH, DELETE /api/sponsor-deals/{id} — one deal with its conflicts; edit it (409 on a new
// exclusivity clash unless acknowledged); delete it. Sample deals are read-only (403).
import { deleteDeal, updateDeal } from "@/lib/server/deals/mutations";
import { getDealOrThrow } from "@/lib/server/deals/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";
import { dealUpdateSchema, sponsorDealSchema } from "@/lib/shared/schemas/deal";

export const GET = route(
  { summary: "Get a deal", responses: { 200: sponsorDealSchema }, auth: "user", params: idParams },
  async ({ params }) => getDealOrThrow(params.id),
);

export const PATCH = route(
  {
    summary: "Update a deal",
    responses: { 200: sponsorDealSchema },
    auth: "user",
    params: idParams,
    body: dealUpdateSchema,
  },
  async ({ params, body }) => updateDeal(params.id, body),
);

export const DELETE = route(
  { summary: "Delete a deal", responses: { 204: null }, auth: "user", params: idParams },
  async ({ params }) => {
    await deleteDeal(params.id);
    return new Response(null, { status: 204 });
  },
);
