import { viewOf } from "./compile-sponsors";
import type { CompiledContext, CompiledSponsor, SponsorView } from "./compiled";
import { audienceText } from "./audience-text";
import {
  brandValuesText,
  budgetText,
  hostMarketText,
  leadTimeText,
  marketsText,
  MISSING_TEXT,
  propensityText,
  reachText,
} from "./reason-text";
import {
  AUDIENCE_WEIGHTS,
  BRAND_WEIGHTS,
  MATCH_WEIGHTS,
  NEUTRAL,
  SPECIFIC_MARKET_WEIGHTS,
  VALUE_WEIGHTS,
  type Terms,
} from "./terms";
import type { MatchFactor, MatchReason } from "./types";

export const MIN_REASONS = 3;
export const MAX_REASONS = 5;
/** Past the minimum, a factor must move the score by at least this many points to be listed. */
export const MIN_EXTRA_IMPACT = 1;

/** Tie-break order when two factors have the same rounded impact. */
const FACTOR_ORDER: readonly MatchFactor[] = [
  "lead-time",
  "sponsor-profile",
  "event-profile",
  "audience",
  "budget",
  "reach",
  "host-market",
  "brand-values",
  "markets",
  "sports-sponsorship",
];

/** Signed, one decimal, rounded on the magnitude so ordering by |impact| survives rounding. */
export function roundImpact(points: number): number {
  const magnitude = Math.round(Math.abs(points) * 10) / 10;
  return magnitude === 0 ? 0 : Math.sign(points) * magnitude;
}

/** Points of matchPercentage a term moved, against its neutral value. */
function points(term: number, weightInMatch: number): number {
  return (term - NEUTRAL) * weightInMatch * 100;
}

function scoredReasons(s: SponsorView, c: CompiledContext, t: Terms): MatchReason[] {
  const a = AUDIENCE_WEIGHTS;
  const audience =
    a.interests * t.interests + a.age * t.age + a.income * t.income + a.gender * t.gender;
  const brand = BRAND_WEIGHTS.exact * t.exactValues + BRAND_WEIGHTS.family * t.familyValues;
  const value = MATCH_WEIGHTS.value;
  const marketWeight = c.specific ? SPECIFIC_MARKET_WEIGHTS.markets : VALUE_WEIGHTS.markets;
  const reasons: MatchReason[] = [
    {
      factor: "audience",
      impact: points(audience, MATCH_WEIGHTS.audience),
      text: audienceText(s, c, audience, t.income),
    },
    {
      factor: "brand-values",
      impact: points(brand, MATCH_WEIGHTS.brand),
      text: brandValuesText(s, c, brand),
    },
    {
      factor: "budget",
      impact: points(t.budget, value * VALUE_WEIGHTS.budget),
      text: budgetText(s, c),
    },
    {
      factor: "reach",
      impact: points(t.reach, value * VALUE_WEIGHTS.reach),
      text: reachText(s, c),
    },
    { factor: "markets", impact: points(t.markets, value * marketWeight), text: marketsText(s, c) },
    {
      factor: "sports-sponsorship",
      impact: points(t.propensity, value * VALUE_WEIGHTS.propensity),
      ...propensityText(s, c),
    },
  ];
  const typedCountry = c.source.kind === "specific-event" ? c.source.event.locationCountry : null;
  if (c.specific && (c.host || typedCountry)) {
    const impact = points(t.host, value * SPECIFIC_MARKET_WEIGHTS.host);
    reasons.push({ factor: "host-market", impact, text: hostMarketText(c, t.host) });
  }
  return reasons;
}

function missingReasons(s: SponsorView, c: CompiledContext): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (!s.hasProfile)
    reasons.push({ factor: "sponsor-profile", impact: 0, text: MISSING_TEXT.sponsor });
  if (!c.hasProfile) reasons.push({ factor: "event-profile", impact: 0, text: MISSING_TEXT.event });
  reasons.push(
    { factor: "audience", impact: 0, text: MISSING_TEXT.audience },
    { factor: "brand-values", impact: 0, text: MISSING_TEXT.brand },
    { factor: "budget", impact: 0, text: MISSING_TEXT.commercial },
  );
  return reasons;
}

/** The 3 to 5 factors that moved matchPercentage most, largest |impact| first. */
export function buildReasons(
  sponsor: CompiledSponsor,
  c: CompiledContext,
  t: Terms,
): MatchReason[] {
  const s = viewOf(sponsor);
  const all = t.scored ? scoredReasons(s, c, t) : missingReasons(s, c);
  if (t.leadTime !== 0)
    all.push({ factor: "lead-time", impact: t.leadTime, text: leadTimeText(s, c) });
  const rounded = all.map((reason) => ({ ...reason, impact: roundImpact(reason.impact) }));
  rounded.sort(
    (x, y) =>
      Math.abs(y.impact) - Math.abs(x.impact) ||
      FACTOR_ORDER.indexOf(x.factor) - FACTOR_ORDER.indexOf(y.factor),
  );
  return rounded.filter(
    (reason, i) =>
      i < MIN_REASONS || (i < MAX_REASONS && Math.abs(reason.impact) >= MIN_EXTRA_IMPACT),
  );
}
