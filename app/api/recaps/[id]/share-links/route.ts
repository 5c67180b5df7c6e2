// GET /api/recaps/{id}/share-links — the recap's share links (tokens for those who may share it).
// POST /api/recaps/{id}/share-links — a new link to a ready recap: 201 with it (url `/r/{token}`).
import { route } from "@/lib/server/http/route";
import { shareRecap } from "@/lib/server/recaps/output";
import { listRecapShareLinks } from "@/lib/server/recaps/share";
import { idParams } from "@/lib/shared/schemas/common";
import { shareLinkCreateSchema } from "@/lib/shared/schemas/proposal-share-link";
import { recapShareLinkListSchema, recapShareLinkViewSchema } from "@/lib/shared/schemas/recap";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "List a recap's share links",
    responses: { 200: recapShareLinkListSchema },
  },
  async ({ params, user }) => listRecapShareLinks(params.id, user),
);

export const POST = route(
  {
    auth: "user",
    params: idParams,
    body: shareLinkCreateSchema,
    summary: "Create a share link for a recap",
    responses: { 201: recapShareLinkViewSchema },
  },
  async ({ params, body, user, json }) =>
    json(await shareRecap(params.id, body, user), { status: 201 }),
);
