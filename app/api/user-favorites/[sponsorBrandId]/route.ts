// PATCH, DELETE /api/user-favorites/{sponsorBrandId} — set the note of a followed brand
// ({ notes }, null or blank clears it; answers { sponsorBrandId, notes }); stop following a brand.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { setFavoriteNotes, unfollowSponsor } from "@/lib/server/sponsors/favorites";
import { numericId } from "@/lib/shared/schemas/common";
import { favoriteNotesSchema, favoriteUpdateSchema } from "@/lib/shared/schemas/sponsor";

const params = z.object({ sponsorBrandId: numericId("sponsorBrandId") });
const SIGN_IN_TO_FOLLOW = "Please sign in to add favorites";

export const PATCH = route(
  {
    summary: "Set a followed brand's note",
    responses: { 200: favoriteNotesSchema },
    auth: "user",
    params,
    body: favoriteUpdateSchema,
    unauthorizedMessage: SIGN_IN_TO_FOLLOW,
  },
  async ({ user, params, body }) => setFavoriteNotes(user.id, params.sponsorBrandId, body.notes),
);

export const DELETE = route(
  {
    summary: "Unfollow a sponsor brand",
    responses: { 204: null },
    auth: "user",
    params,
    unauthorizedMessage: SIGN_IN_TO_FOLLOW,
  },
  async ({ user, params }) => {
    await unfollowSponsor(user.id, params.sponsorBrandId);
    return new Response(null, { status: 204 });
  },
);
