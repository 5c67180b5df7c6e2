// GET /api/proposals/{id}/share-links — the proposal's share links (revoked and expired included;
// the tokens only for the proposal's owner and admins).
// POST /api/proposals/{id}/share-links — a new link: 201 with it (url `/p/{token}`).
import { route } from "@/lib/server/http/route";
import { createShareLink, listShareLinks } from "@/lib/server/proposals/share";
import { idParams } from "@/lib/shared/schemas/common";
import {
  shareLinkCreateSchema,
  shareLinkListSchema,
  shareLinkViewSchema,
} from "@/lib/shared/schemas/proposal-share-link";

export const GET = route(
  {
    auth: "user",
    params: idParams,
    summary: "List a proposal's share links",
    responses: { 200: shareLinkListSchema },
  },
  async ({ params, user }) => listShareLinks(params.id, user),
);

export const POST = route(
  {
    auth: "user",
    params: idParams,
    body: shareLinkCreateSchema,
    summary: "Create a share link for a proposal",
    responses: { 201: shareLinkViewSchema },
  },
  async ({ params, body, user, json }) =>
    json(await createShareLink(params.id, body, user), { status: 201 }),
);
