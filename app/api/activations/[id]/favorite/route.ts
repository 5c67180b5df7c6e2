// PUT /api/activations/{id}/favorite — star or unstar an activation idea ({ isFavorite }).
import { z } from "zod";
import { setActivationFavorite } from "@/lib/server/activations/mutations";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

const body = z.object({ isFavorite: z.boolean({ error: "isFavorite must be true or false" }) });

export const PUT = route({ auth: "user", params: idParams, body }, async ({ params, body }) =>
  setActivationFavorite(params.id, body.isFavorite),
);
