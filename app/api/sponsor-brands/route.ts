// GET, POST /api/sponsor-brands — a page of sponsor brands for a context (?eventBrandId or
// ?specificEventId, page, pageSize, sort, order, search, industry); the total is in X-Total-Count.
// POST adds a sponsor brand.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { createSponsorBrand } from "@/lib/server/sponsors/mutations";
import { getSponsorBrandDetail, listSponsorBrands } from "@/lib/server/sponsors/queries";
import {
  sponsorBrandDetailSchema,
  sponsorBrandSummarySchema,
  sponsorCreateSchema,
  sponsorListQuery,
} from "@/lib/shared/schemas/sponsor";

export const GET = route(
  {
    summary: "List sponsor brands (paged)",
    responses: { 200: z.array(sponsorBrandSummarySchema) },
    auth: "user",
    query: sponsorListQuery,
  },
  async ({ query, user, json }) => {
    const page = await listSponsorBrands(query, user.id);
    return json(page.items, {
      headers: {
        "X-Total-Count": String(page.total),
        "X-Page": String(page.page),
        "X-Page-Size": String(page.pageSize),
      },
    });
  },
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
