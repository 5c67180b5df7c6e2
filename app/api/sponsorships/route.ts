// GET /api/sponsorships?eventBrandId= — engagement progress of each sponsor linked to the brand's
// events (each sponsor once).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { numericId } from "@/lib/shared/schemas/common";

const query = z.object({ eventBrandId: numericId("eventBrandId"), _t: z.string().optional() });

export const GET = route({ auth: "user", query }, async ({ query }) =>
  listBrandProgress(query.eventBrandId),
);
