// GET /api/renewals?eventBrandId=&withinDays= — a property's signed contracts ending within the
// window (default 180 days), with days to their end, fulfilment rate, payment state and match.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listRenewals } from "@/lib/server/renewals/queries";
import { renewalListQuery, renewalSchema } from "@/lib/shared/schemas/renewal";

export const GET = route(
  {
    summary: "List a property's contracts up for renewal",
    responses: { 200: z.array(renewalSchema) },
    auth: "user",
    query: renewalListQuery,
  },
  async ({ query, user }) => listRenewals(query, user),
);
