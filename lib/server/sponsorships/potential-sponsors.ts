import "server-only";
import { inArray } from "drizzle-orm";
import { getAiProvider } from "@/lib/server/ai/provider";
import type { PropertyFacts, RecommendationCandidate } from "@/lib/server/ai/types";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import { loadEventPropertyFacts } from "@/lib/server/facts/load";
import { toSponsorFacts } from "@/lib/server/facts/serialize";
import type { JobContext } from "@/lib/server/jobs/context";
import { topContextMatches } from "@/lib/server/sponsors/match";
import { matchTier } from "@/lib/shared/match-labels";
import {
  OFFLINE_MODEL,
  type PotentialSponsorsResult,
  type RecommendedSponsor,
} from "@/lib/shared/schemas/ai";
import type { JobPayload } from "@/lib/shared/schemas/jobs";

/**
 * potential-sponsors job: the best `limit` prospects of the event's stored ranking (its property's
 * current partners left out), with the matches every screen shows for the event
 * (`topContextMatches`); the provider writes the sales texts for them. Scores and levels always come from the engine, never from the AI.
 */

async function rankCandidates(
  property: PropertyFacts,
  limit: number,
): Promise<RecommendationCandidate[]> {
  const ranked = await topContextMatches({ specificEventId: property.event!.id }, limit);
  if (ranked.length === 0) return [];
  const rows = await getDb()
    .select()
    .from(sponsorBrands)
    .where(
      inArray(
        sponsorBrands.id,
        ranked.map((match) => match.sponsorId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap((match) => {
    const full = byId.get(match.sponsorId);
    if (!full) return []; // deleted between the two queries
    return [
      {
        sponsor: toSponsorFacts(full),
        match,
        recommendedSponsorshipSize: matchTier(match.matchPercentage),
      },
    ];
  });
}

export async function findPotentialSponsors(
  payload: JobPayload<"potential-sponsors">,
  ctx: JobContext,
): Promise<PotentialSponsorsResult> {
  const property = await ctx.step("load-event", () =>
    loadEventPropertyFacts(payload.specificEventId),
  );
  await ctx.progress(10);
  const now = new Date();
  const candidates = await ctx.step("rank", () => rankCandidates(property, payload.limit));
  await ctx.progress(40);
  const event = property.event!;
  const base = { eventId: event.id, eventName: event.name, eventBrandId: property.eventBrand.id };
  if (candidates.length === 0) {
    await ctx.progress(100);
    return {
      ...base,
      provider: "offline",
      model: OFFLINE_MODEL,
      generatedAt: now.toISOString(),
      recommendations: [],
    };
  }
  const texts = await ctx.step("describe", () =>
    getAiProvider().describeRecommendations(
      { property, candidates, now: now.toISOString() },
      { signal: ctx.signal },
    ),
  );
  const byId = new Map(texts.data.map((row) => [row.id, row]));
  const recommendations: RecommendedSponsor[] = candidates.map(
    ({ sponsor, match, recommendedSponsorshipSize }) => {
      const text = byId.get(sponsor.id);
      return {
        id: sponsor.id,
        name: sponsor.name,
        industry: sponsor.industry,
        headquarters: sponsor.headquarters,
        matchPercentage: match.matchPercentage,
        recommendedSponsorshipSize,
        overview: text?.overview ?? sponsor.overview ?? sponsor.name,
        audienceAlignment: text?.audienceAlignment ?? "",
        localRelevance: text?.localRelevance ?? "",
        eventSpecificBenefits: text?.eventSpecificBenefits ?? [],
      };
    },
  );
  // The engine already ranks best first; a stable sort keeps its name order among equal scores.
  recommendations.sort((a, b) => b.matchPercentage - a.matchPercentage);
  await ctx.progress(100);
  return {
    ...base,
    provider: texts.provider,
    model: texts.model,
    generatedAt: texts.generatedAt,
    recommendations,
  };
}
