// POST /api/proposal-share-links/{id}/revoke — revoke a share link, a proposal's or a recap's (it
// stays listed as revoked).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { revokeShareLink } from "@/lib/server/proposals/share";
import { idParams } from "@/lib/shared/schemas/common";
import { shareLinkViewSchema } from "@/lib/shared/schemas/proposal-share-link";
import { recapShareLinkViewSchema } from "@/lib/shared/schemas/recap";

export const POST = route(
  {
    auth: "user",
    params: idParams,
    summary: "Revoke a share link (of a proposal or a recap)",
    responses: { 200: z.union([shareLinkViewSchema, recapShareLinkViewSchema]) },
  },
  async ({ params, user }) => revokeShareLink(params.id, user),
);
