// DELETE /api/user-favorites/{sponsorBrandId} — stop following a brand.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { unfollowSponsor } from "@/lib/server/sponsors/favorites";
import { numericId } from "@/lib/shared/schemas/common";

const params = z.object({ sponsorBrandId: numericId("sponsorBrandId") });

export const DELETE = route(
  { auth: "user", params, unauthorizedMessage: "Please sign in to add favorites" },
  async ({ user, params }) => {
    await unfollowSponsor(user.id, params.sponsorBrandId);
    return new Response(null, { status: 204 });
  },
);
