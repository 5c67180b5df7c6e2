// GET, POST /api/sponsor-brands — a page of sponsor brands for a context (?eventBrandId or
// ?specificEventId, page, pageSize, sort, order, search, industry); the total is in X-Total-Count,
// the page in X-Page and X-Page-Size.
// POST adds a sponsor brand.
import { paged } from "@/lib/server/http/paged";
import { route } from "@/lib/server/http/route";
import { createSponsorBrand } from "@/lib/server/sponsors/mutations";
import { getSponsorBrandDetail, listSponsorBrands } from "@/lib/server/sponsors/queries";
import {
  sponsorBrandDetailSchema,
  sponsorBrandSummarySchema,
  sponsorCreateSchema,
  sponsorListQuery,
} from "@/lib/shared/schemas/sponsor";
import { pagedListSchema } from "@/lib/shared/schemas/paged";

export const GET = route(
  {
    summary: "List sponsor brands (paged)",
    responses: { 200: pagedListSchema(sponsorBrandSummarySchema) },
    auth: "user",
    query: sponsorListQuery,
  },
  async ({ query, user, json }) => paged(json, await listSponsorBrands(query, user.id)),
);

export const POST = route(
  {
    summary: "Add a sponsor brand",
    responses: { 201: sponsorBrandDetailSchema },
    auth: "user",
    body: sponsorCreateSchema,
  },
  async ({ body, user, json }) => {
    const id = await createSponsorBrand(body, user.id);
    return json(await getSponsorBrandDetail(id, {}, user.id), { status: 201 });
  },
);
