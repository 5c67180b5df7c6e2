import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, sponsorMatchScores } from "@/lib/server/db/schema";
import type { MatchResult } from "@/lib/server/matching/types";
import type { MatchContextView } from "@/lib/shared/schemas/sponsor";
import type { ResolvedContext } from "./context";
import { contextPartners } from "./current-partners";
import { rankedPage } from "./ranked";
import { rankedContext } from "./ranking";
import { scoreSponsorsIn, scoresOf, storedReasons } from "./scores";
import { matchSponsorColumns } from "./serialize";

/**
 * The match of sponsors for a context, defined once (docs/product.md, "One number per match"):
 * the context's stored score (`sponsor_match_scores`), computed by the matching engine when the
 * context was ranked, or now for a sponsor its ranking lacks (added since, as an import adds
 * them). The sponsor list, its page, discovery, the dashboard, an event's recommended sponsors and
 * the AI work (research, ideas, proposals) all read it here, so one sponsor shows one percentage
 * for one context. A property (event brand) and one of its events are two contexts with their own
 * match (dates, venue and lead time count for an event): screens showing both name the context.
 */

type ScoreRow = typeof sponsorMatchScores.$inferSelect;

export interface ContextMatch extends MatchResult {
  context: MatchContextView;
}

/** The stored score rows of these sponsors in a ranked context, scoring those it lacks first. */
async function scoreRows(context: ResolvedContext, sponsorIds: readonly number[]) {
  const read = () =>
    getDb()
      .select()
      .from(sponsorMatchScores)
      .where(
        and(
          scoresOf(context),
          inArray(sponsorMatchScores.sponsorBrandId, [...new Set(sponsorIds)]),
        ),
      );
  let rows = await read();
  const missing = sponsorIds.filter((id) => !rows.some((row) => row.sponsorBrandId === id));
  if (missing.length > 0) {
    await scoreSponsorsIn(context, missing);
    rows = await read();
  }
  return new Map(rows.map((row) => [row.sponsorBrandId, row]));
}

/**
 * The percentages of these sponsors for a context (a specific event wins over a brand), by
 * sponsor id; an id without a sponsor is left out. Null without a context.
 */
export async function contextMatchPercentages(
  ref: { eventBrandId?: number; specificEventId?: number },
  sponsorIds: readonly number[],
): Promise<Map<number, number> | null> {
  const context = await rankedContext(ref);
  if (!context) return null;
  if (sponsorIds.length === 0) return new Map();
  const rows = await scoreRows(context, sponsorIds);
  return new Map([...rows].map(([id, row]) => [id, row.matchPercentage]));
}

/**
 * One sponsor's match for a context, with the reasons that explain exactly these numbers. Null
 * without a context or when the sponsor does not exist.
 */
export async function getContextMatch(
  sponsorBrandId: number,
  ref: { eventBrandId?: number; specificEventId?: number },
): Promise<ContextMatch | null> {
  const context = await rankedContext(ref);
  if (!context) return null;
  const [sponsor] = await getDb()
    .select(matchSponsorColumns)
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, sponsorBrandId))
    .limit(1);
  if (!sponsor) return null;
  const score = (await scoreRows(context, [sponsorBrandId])).get(sponsorBrandId);
  if (!score) return null;
  return toContextMatch(context, score, await storedReasons(context, sponsor, score));
}

/**
 * The `limit` best prospects of a context, best first (the ranking's order), with their matches:
 * its property's current partners are left out, as discovery leaves them out by default.
 */
export async function topContextMatches(
  ref: { eventBrandId?: number; specificEventId?: number },
  limit: number,
): Promise<ContextMatch[]> {
  const context = await rankedContext(ref);
  if (!context) return [];
  const exclude = [...(await contextPartners(context))];
  const scores = await rankedPage(context, {
    industries: [],
    direction: "desc",
    offset: 0,
    limit,
    exclude,
  });
  if (scores.length === 0) return [];
  const sponsors = await getDb()
    .select(matchSponsorColumns)
    .from(sponsorBrands)
    .where(
      inArray(
        sponsorBrands.id,
        scores.map((score) => score.sponsorBrandId),
      ),
    );
  const byId = new Map(sponsors.map((sponsor) => [sponsor.id, sponsor]));
  const matches: ContextMatch[] = [];
  for (const score of scores) {
    const sponsor = byId.get(score.sponsorBrandId);
    if (!sponsor) continue; // deleted since the page was read
    matches.push(toContextMatch(context, score, await storedReasons(context, sponsor, score)));
  }
  return matches;
}

function toContextMatch(
  context: ResolvedContext,
  score: ScoreRow,
  reasons: MatchResult["reasons"],
): ContextMatch {
  return {
    sponsorId: score.sponsorBrandId,
    matchPercentage: score.matchPercentage,
    audienceMatch: score.audienceMatch,
    valueMatch: score.valueMatch,
    brandValueMatch: score.brandValueMatch,
    confidence: score.confidence === "low" ? "low" : "high",
    reasons,
    context: context.view,
  };
}
