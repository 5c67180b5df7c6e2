// PUT /api/activations/{id}/favorite — star or unstar an activation idea ({ isFavorite }).
import { setActivationFavorite } from "@/lib/server/activations/mutations";
import { route } from "@/lib/server/http/route";
import { favoriteBody, activationViewSchema } from "@/lib/shared/schemas/creative";
import { idParams } from "@/lib/shared/schemas/common";

export const PUT = route(
  {
    auth: "user",
    summary: "Star or unstar an activation idea",
    responses: { 200: activationViewSchema },
    params: idParams,
    body: favoriteBody,
  },
  async ({ params, body }) => setActivationFavorite(params.id, body.isFavorite),
);
