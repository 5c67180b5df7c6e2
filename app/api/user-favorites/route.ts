// GET, POST /api/user-favorites — the signed-in user's watchlist (?eventBrandId= adds each brand's
// match); follow a brand (answers { sponsor }).
import { json, route } from "@/lib/server/http/route";
import { followSponsor, listFavorites } from "@/lib/server/sponsors/favorites";
import { favoriteCreateSchema, matchContextQuery } from "@/lib/shared/schemas/sponsor";

const SIGN_IN_TO_FOLLOW = "Please sign in to add favorites";

export const GET = route(
  {
    auth: "user",
    query: matchContextQuery.pick({ eventBrandId: true }),
    unauthorizedMessage: SIGN_IN_TO_FOLLOW,
  },
  async ({ user, query }) => listFavorites(user.id, query.eventBrandId),
);

export const POST = route(
  { auth: "user", body: favoriteCreateSchema, unauthorizedMessage: SIGN_IN_TO_FOLLOW },
  async ({ user, body }) =>
    json(
      { sponsor: await followSponsor(user.id, body.sponsorBrandId, body.notes) },
      { status: 201 },
    ),
);
