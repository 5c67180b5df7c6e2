// POST /api/sponsor-brands/{id}/match-analysis — the user opened the sponsor's explained match for
// { eventBrandId } or { specificEventId }: record the property's match analysis when well founded.
import { route } from "@/lib/server/http/route";
import { recordMatchAnalysis } from "@/lib/server/research/match-analysis";
import { idParams } from "@/lib/shared/schemas/common";
import { matchAnalysisAnswerSchema, matchContextBody } from "@/lib/shared/schemas/sponsor";

export const POST = route(
  {
    summary: "Record a sponsor's match analysis",
    responses: { 200: matchAnalysisAnswerSchema },
    auth: "user",
    params: idParams,
    body: matchContextBody,
  },
  async ({ params, body, user }) => recordMatchAnalysis(params.id, body, user.id),
);
