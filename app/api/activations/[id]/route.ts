// GET /api/activations/{sponsorBrandId} — a sponsor's activation ideas, newest first.
import { activationViewSchema } from "@/lib/shared/schemas/creative";
import { z } from "zod";
import { listActivations } from "@/lib/server/activations/queries";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/common";

const params = z.object({ id: numericId("sponsorBrandId") });

export const GET = route(
  {
    auth: "user",
    summary: "A sponsor's activation ideas, newest first",
    responses: { 200: z.array(activationViewSchema) },
    params,
  },
  async ({ params }) => listActivations(params.id),
);
