// GET /api/event-brands/{id}/categories — the property's category map: each industry taken (its
// holders' live deals) or open (its five best prospects), with the renewal windows.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { propertyCategories } from "@/lib/server/sponsors/categories";
import { idParams } from "@/lib/shared/schemas/common";
import { openCategorySchema } from "@/lib/shared/schemas/open-categories";

export const GET = route(
  {
    auth: "user",
    summary: "A property's industry categories: taken, open, and renewal windows",
    responses: { 200: z.array(openCategorySchema) },
    params: idParams,
  },
  async ({ params }) => propertyCategories(params.id),
);
