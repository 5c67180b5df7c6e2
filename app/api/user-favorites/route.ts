// GET, POST /api/user-favorites — the signed-in user's watchlist (?eventBrandId= adds each brand's
// match); follow a brand (answers { sponsor }).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { followSponsor, listFavorites } from "@/lib/server/sponsors/favorites";
import {
  favoriteCreateSchema,
  favoriteFollowSchema,
  favoriteViewSchema,
  matchContextQuery,
} from "@/lib/shared/schemas/sponsor";

const SIGN_IN_TO_FOLLOW = "Please sign in to add favorites";

export const GET = route(
  {
    summary: "List your watchlist",
    responses: { 200: z.array(favoriteViewSchema) },
    auth: "user",
    query: matchContextQuery.pick({ eventBrandId: true }),
    unauthorizedMessage: SIGN_IN_TO_FOLLOW,
  },
  async ({ user, query }) => listFavorites(user.id, query.eventBrandId),
);

export const POST = route(
  {
    summary: "Follow a sponsor brand",
    responses: { 201: favoriteFollowSchema },
    auth: "user",
    body: favoriteCreateSchema,
    unauthorizedMessage: SIGN_IN_TO_FOLLOW,
  },
  async ({ user, body, json }) =>
    json(
      { sponsor: await followSponsor(user.id, body.sponsorBrandId, body.notes) },
      { status: 201 },
    ),
);
