import "server-only";
import { inArray } from "drizzle-orm";
import { getAiProvider } from "@/lib/server/ai/provider";
import type { PropertyFacts, RecommendationCandidate } from "@/lib/server/ai/types";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands } from "@/lib/server/db/schema";
import type { JobContext } from "@/lib/server/jobs/context";
import { compileContext } from "@/lib/server/matching/compile-context";
import { compileSponsors, sponsorAt } from "@/lib/server/matching/compile-sponsors";
import { rankSponsors } from "@/lib/server/matching/rank";
import { explain } from "@/lib/server/matching/score";
import type { MatchSponsor } from "@/lib/server/matching/types";
import { matchTier } from "@/lib/shared/match-labels";
import {
  OFFLINE_MODEL,
  type PotentialSponsorsResult,
  type RecommendedSponsor,
} from "@/lib/shared/schemas/ai";
import type { JobPayload } from "@/lib/shared/schemas/jobs";
import { toSponsorFacts } from "./facts";
import { loadEventPropertyFacts, matchContextOf } from "./load";
import { profileOf } from "@/lib/server/sponsors/serialize";

/**
 * potential-sponsors job: the matching engine ranks every sponsor in the database for a specific
 * event; the provider writes the sales texts for the best `limit`. Scores and levels always come
 * from the engine, never from the AI.
 */

/** Every sponsor with its profile, in the compact form the engine ranks. */
async function loadMatchSponsors(): Promise<MatchSponsor[]> {
  const rows = await getDb()
    .select({
      id: sponsorBrands.id,
      name: sponsorBrands.name,
      industry: sponsorBrands.industry,
      profile: sponsorBrands.profile,
    })
    .from(sponsorBrands);
  return rows.map((row) => {
    return { ...row, profile: profileOf(row) };
  });
}

export async function rankCandidates(
  property: PropertyFacts,
  limit: number,
  now = new Date(),
): Promise<RecommendationCandidate[]> {
  const sponsors = compileSponsors(await loadMatchSponsors());
  const context = compileContext(matchContextOf(property), { now });
  const ranked = rankSponsors(sponsors, context, { limit });
  if (ranked.length === 0) return [];
  const rows = await getDb()
    .select()
    .from(sponsorBrands)
    .where(
      inArray(
        sponsorBrands.id,
        ranked.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap((row) => {
    const full = byId.get(row.id);
    if (!full) return []; // deleted between the two queries
    const match = explain(sponsorAt(sponsors, row.index), context);
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
  const property = await ctx.step("load-event", () => loadEventPropertyFacts(payload.eventId));
  await ctx.progress(10);
  const now = new Date();
  const candidates = await ctx.step("rank", () => rankCandidates(property, payload.limit, now));
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
