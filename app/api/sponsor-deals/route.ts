// GET, POST /api/sponsor-deals — a property's deals (?eventBrandId=&status=&search=), each with its
// exclusivity conflicts; record a deal (409 with the conflicts unless acknowledgeConflicts).
import { z } from "zod";
import { createDeal } from "@/lib/server/deals/mutations";
import { listDeals } from "@/lib/server/deals/queries";
import { route } from "@/lib/server/http/route";
import { dealCreateSchema, dealListQuery, sponsorDealSchema } from "@/lib/shared/schemas/deal";

export const GET = route(
  {
    summary: "List a property's deals",
    responses: { 200: z.array(sponsorDealSchema) },
    auth: "user",
    query: dealListQuery,
  },
  async ({ query }) => listDeals(query),
);

export const POST = route(
  {
    summary: "Record a deal",
    responses: { 201: sponsorDealSchema },
    auth: "user",
    body: dealCreateSchema,
  },
  async ({ body, user, json }) => json(await createDeal(body, user.id), { status: 201 }),
);
