// PUT /api/activations/{id}/favorite — star or unstar an activation idea ({ isFavorite }).
import { setActivationFavorite } from "@/lib/server/activations/mutations";
import { route } from "@/lib/server/http/route";
import { favoriteBody } from "@/lib/shared/schemas/creative";
import { idParams } from "@/lib/shared/schemas/common";

export const PUT = route(
  { auth: "user", params: idParams, body: favoriteBody },
  async ({ params, body }) => setActivationFavorite(params.id, body.isFavorite),
);
