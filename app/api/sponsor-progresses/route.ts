// GET /api/sponsor-progresses?eventBrandId= — the pipeline stage of each sponsor the property
// works with (stage, next action, target date).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listPipeline } from "@/lib/server/sponsors/pipeline";
import { numericId } from "@/lib/shared/schemas/common";

const query = z.object({ eventBrandId: numericId("eventBrandId") });

export const GET = route({ auth: "user", query }, async ({ query }) =>
  listPipeline(query.eventBrandId),
);
