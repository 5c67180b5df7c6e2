// GET, PUT /api/sponsor-progresses/{sponsorBrandId} — one sponsor's pipeline stage; move it along
// or plan the next action.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { getPipelineStage, setPipelineStage } from "@/lib/server/sponsors/pipeline";
import { numericId } from "@/lib/shared/schemas/common";
import {
  progressStageUpdateSchema,
  sponsorProgressStageViewSchema,
} from "@/lib/shared/schemas/interaction";

const params = z.object({ id: numericId("sponsorBrandId") });

export const GET = route(
  {
    summary: "Get a sponsor's pipeline stage",
    responses: { 200: sponsorProgressStageViewSchema },
    auth: "user",
    params,
  },
  async ({ params }) => getPipelineStage(params.id),
);

export const PUT = route(
  {
    summary: "Set a sponsor's pipeline stage",
    responses: { 200: sponsorProgressStageViewSchema },
    auth: "user",
    params,
    body: progressStageUpdateSchema,
  },
  async ({ params, body }) => setPipelineStage(params.id, body),
);
