// GET, POST /api/sponsor-deals — a property's deals (?eventBrandId=&status=&search=), each with its
// exclusivity conflicts; record a deal (409 with the conflicts unless acknowledgeConflicts).
import { createDeal } from "@/lib/server/deals/mutations";
import { listDeals } from "@/lib/server/deals/queries";
import { json, route } from "@/lib/server/http/route";
import { dealCreateSchema, dealListQuery } from "@/lib/shared/schemas/deal";

export const GET = route({ auth: "user", query: dealListQuery }, async ({ query }) =>
  listDeals(query),
);

export const POST = route({ auth: "user", body: dealCreateSchema }, async ({ body, user }) =>
  json(await createDeal(body, user.id), { status: 201 }),
);
