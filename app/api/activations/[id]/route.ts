// GET /api/activations/{sponsorBrandId} — a sponsor's activation ideas, newest first.
import { z } from "zod";
import { listActivations } from "@/lib/server/activations/queries";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/common";

const params = z.object({ id: numericId("sponsorBrandId") });

export const GET = route({ auth: "user", params }, async ({ params }) =>
  listActivations(params.id),
);
