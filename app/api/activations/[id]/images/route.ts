// GET /api/activations/{id}/images — an activation idea's images (variations), featured first.
import { z } from "zod";
import { activationImageViewSchema } from "@/lib/shared/schemas/creative";
import { listActivationImages } from "@/lib/server/activations/queries";
import { route } from "@/lib/server/http/route";
import { idParams } from "@/lib/shared/schemas/common";

export const GET = route(
  {
    auth: "user",
    summary: "An activation idea's images, featured first",
    responses: { 200: z.array(activationImageViewSchema) },
    params: idParams,
  },
  async ({ params }) => listActivationImages(params.id),
);
