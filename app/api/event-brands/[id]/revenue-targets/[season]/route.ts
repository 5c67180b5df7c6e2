// PUT /api/event-brands/{id}/revenue-targets/{season} — set a property's revenue target for a
// season (admins only).
import { route } from "@/lib/server/http/route";
import { setRevenueTarget } from "@/lib/server/renewals/revenue";
import {
  revenueTargetInputSchema,
  revenueTargetParams,
  revenueTargetSchema,
} from "@/lib/shared/schemas/renewal";

export const PUT = route(
  {
    summary: "Set a property's revenue target for a season",
    responses: { 200: revenueTargetSchema },
    auth: "admin",
    params: revenueTargetParams,
    body: revenueTargetInputSchema,
  },
  async ({ params, body, user }) => setRevenueTarget(params.id, params.season, body, user),
);
