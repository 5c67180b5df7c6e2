import { compileContext } from "./compile-context";
import { compileSponsor } from "./compile-sponsors";
import type { CompiledContext, CompiledSponsor } from "./compiled";
import { buildReasons } from "./reasons";
import { computeTerms, newTerms } from "./terms";
import type { MatchContext, MatchOptions, MatchResult, MatchScores, MatchSponsor } from "./types";

/** The four scores of a compiled sponsor against a compiled context, without reasons. */
export function scoreCompiled(sponsor: CompiledSponsor, context: CompiledContext): MatchScores {
  const t = computeTerms(sponsor.set, sponsor.index, context, newTerms());
  return {
    audienceMatch: t.audienceMatch,
    valueMatch: t.valueMatch,
    brandValueMatch: t.brandValueMatch,
    matchPercentage: t.matchPercentage,
  };
}

/** Scores plus the reasons behind them; meant for the handful of sponsors a screen shows. */
export function explain(sponsor: CompiledSponsor, context: CompiledContext): MatchResult {
  const t = computeTerms(sponsor.set, sponsor.index, context, newTerms());
  return {
    sponsorId: sponsor.id,
    audienceMatch: t.audienceMatch,
    valueMatch: t.valueMatch,
    brandValueMatch: t.brandValueMatch,
    matchPercentage: t.matchPercentage,
    confidence: t.scored ? "high" : "low",
    reasons: buildReasons(sponsor, context, t),
  };
}

/**
 * One call: how well this sponsor fits this property or event, and why. Never throws on missing
 * profiles; `options.now` enables the lead-time adjustment of a specific event.
 */
export function scoreSponsor(
  sponsor: MatchSponsor,
  context: MatchContext,
  options: MatchOptions = {},
): MatchResult {
  return explain(compileSponsor(sponsor), compileContext(context, options));
}
