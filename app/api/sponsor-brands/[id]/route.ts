// GET, PATCH /api/sponsor-brands/{id} — a sponsor with its profile and, for ?eventBrandId or
// ?specificEventId, the match with its reasons; edit its profile.
import { route } from "@/lib/server/http/route";
import { updateSponsorBrand } from "@/lib/server/sponsors/mutations";
import { getSponsorBrandDetail } from "@/lib/server/sponsors/queries";
import { idParams } from "@/lib/shared/schemas/common";
import {
  matchContextQuery,
  sponsorBrandDetailSchema,
  sponsorUpdateSchema,
} from "@/lib/shared/schemas/sponsor";

export const GET = route(
  {
    summary: "Get a sponsor brand",
    responses: { 200: sponsorBrandDetailSchema },
    auth: "user",
    params: idParams,
    query: matchContextQuery,
  },
  async ({ params, query, user }) => getSponsorBrandDetail(params.id, query, user.id),
);

export const PATCH = route(
  {
    summary: "Update a sponsor brand's profile",
    responses: { 200: sponsorBrandDetailSchema },
    auth: "user",
    params: idParams,
    query: matchContextQuery,
    body: sponsorUpdateSchema,
  },
  async ({ params, query, body, user }) => {
    await updateSponsorBrand(params.id, body);
    return getSponsorBrandDetail(params.id, query, user.id);
  },
);
