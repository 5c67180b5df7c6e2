// GET /api/sponsor-progresses?eventBrandId= — the pipeline stage of each sponsor the property
// works with (stage, next action, target date).
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listPipeline } from "@/lib/server/sponsors/pipeline";
import { numericId } from "@/lib/shared/schemas/common";
import { sponsorProgressStageViewSchema } from "@/lib/shared/schemas/interaction";

const query = z.object({ eventBrandId: numericId("eventBrandId") });

export const GET = route(
  {
    summary: "List a property's pipeline stages",
    responses: { 200: z.array(sponsorProgressStageViewSchema) },
    auth: "user",
    query,
  },
  async ({ query }) => listPipeline(query.eventBrandId),
);
