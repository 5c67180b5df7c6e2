// PUT /api/mockups/{id}/favorite — star or unstar a mockup ({ isFavorite }), as ideas are starred.
import { route } from "@/lib/server/http/route";
import { setMockupFavorite } from "@/lib/server/mockups/mutations";
import { favoriteBody, mockupViewSchema } from "@/lib/shared/schemas/creative";
import { idParams } from "@/lib/shared/schemas/common";

export const PUT = route(
  {
    auth: "user",
    summary: "Star or unstar a mockup",
    responses: { 200: mockupViewSchema },
    params: idParams,
    body: favoriteBody,
  },
  async ({ params, body }) => setMockupFavorite(params.id, body.isFavorite),
);
