// POST /api/proposal-share-links/{id}/revoke — revoke a share link (it stays listed as revoked).
import { route } from "@/lib/server/http/route";
import { revokeShareLink } from "@/lib/server/proposals/share";
import { idParams } from "@/lib/shared/schemas/common";
import { shareLinkViewSchema } from "@/lib/shared/schemas/proposal-share-link";

export const POST = route(
  {
    auth: "user",
    params: idParams,
    summary: "Revoke a share link",
    responses: { 200: shareLinkViewSchema },
  },
  async ({ params, user }) => revokeShareLink(params.id, user),
);
