// GET /api/activations/favorites?eventBrandId= — the property's starred activation ideas.
import { z } from "zod";
import { listFavoriteActivations } from "@/lib/server/activations/queries";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/common";

const query = z.object({ eventBrandId: numericId("eventBrandId") });

export const GET = route({ auth: "user", query }, async ({ query }) =>
  listFavoriteActivations({ eventBrandId: query.eventBrandId }),
);
