// GET /api/activations/{id}/images — an activation idea's images (variations), featured first.
import { listActivationImages } from "@/lib/server/activations/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const GET = route({ auth: "user", params: idParams }, async ({ params }) =>
  listActivationImages(params.id),
);
