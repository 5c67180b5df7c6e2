import "server-only";
import { badRequest } from "@/lib/server/http/errors";
import { getSponsorBrandDetail } from "@/lib/server/sponsors/queries";
import { recordEngagement } from "@/lib/server/sponsorships/engagement";
import type { MatchAnalysisAnswer } from "@/lib/shared/schemas/sponsor";

/** The answer when the match analysis is opened without a context to analyse. */
export const MATCH_ANALYSIS_NEEDS_CONTEXT = "eventBrandId or specificEventId is required";

/**
 * The user opened a sponsor's explained match for a context: that is its match analysis
 * (docs/product.md, "Match analysis"). It is recorded on the property's progress when the match
 * is well founded (both profiles known: high confidence); a placeholder match is not an analysis.
 */
export async function recordMatchAnalysis(
  sponsorBrandId: number,
  context: { eventBrandId?: number; specificEventId?: number },
  userId: number,
): Promise<MatchAnalysisAnswer> {
  if (!context.eventBrandId && !context.specificEventId)
    throw badRequest(MATCH_ANALYSIS_NEEDS_CONTEXT);
  const detail = await getSponsorBrandDetail(sponsorBrandId, context, userId);
  const match = detail.matchDetail;
  if (!match) throw badRequest(MATCH_ANALYSIS_NEEDS_CONTEXT);
  const eventBrandId = match.context.eventBrand.id;
  if (match.confidence !== "high")
    return {
      recorded: false,
      eventBrandId,
      reason: "Low confidence: a profile is missing, so the match is a placeholder.",
    };
  await recordEngagement(sponsorBrandId, eventBrandId, "hasMatchAnalysis");
  return { recorded: true, eventBrandId, reason: null };
}
