// GET /api/activations/favorites?eventBrandId= — the property's starred activation ideas.
import { favoriteActivationViewSchema } from "@/lib/shared/schemas/creative";
import { z } from "zod";
import { listFavoriteActivations } from "@/lib/server/activations/queries";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/common";

const query = z.object({ eventBrandId: numericId("eventBrandId") });

export const GET = route(
  {
    auth: "user",
    summary: "A property's starred activation ideas",
    responses: { 200: z.array(favoriteActivationViewSchema) },
    query,
  },
  async ({ query }) => listFavoriteActivations({ eventBrandId: query.eventBrandId }),
);
