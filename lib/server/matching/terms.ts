import * as sponsorColumns from "./compile-sponsors";
import type { CompiledContext, CompiledSponsors } from "./compiled";
import * as vocab from "./vocab";
import * as words from "./words";
import type { SportsSponsorship } from "@/lib/shared/schemas/profile";

// Read once at load: CommonJS transpilers (tsx, next/jest) turn every use of an imported name
// into a getter call, which costs more than the arithmetic in a 100,000-sponsor loop.
const { popcount } = vocab;
const { hasSlot } = sponsorColumns;
const { comparableText, OTHER_SPORT_BIT } = words;

/**
 * The formula. Every term is a number in [0, 1] with 0.5 as the neutral value, so a term's
 * effect on matchPercentage is (term − 0.5) × its weight × 100, and the effects (plus lead-time
 * points) add up to matchPercentage − 50 up to rounding. See docs/matching.md.
 */
export const NEUTRAL = 0.5;
export const MATCH_WEIGHTS = { audience: 0.4, value: 0.35, brand: 0.25 } as const;
export const AUDIENCE_WEIGHTS = { interests: 0.4, age: 0.25, income: 0.2, gender: 0.15 } as const;
export const BRAND_WEIGHTS = { exact: 0.7, family: 0.3 } as const;
/** Commercial fit; for a specific event the market weight is split with the host market. */
export const VALUE_WEIGHTS = { budget: 0.3, markets: 0.3, propensity: 0.2, reach: 0.2 } as const;
export const SPECIFIC_MARKET_WEIGHTS = { markets: 0.1, host: 0.2 } as const;
/** Reach: half company size against the property's tier, half whom the company sells to. */
export const REACH_WEIGHTS = { scale: 0.5, consumer: 0.5 } as const;
/** Consumer fit by CONSUMER_REACHES index: consumer, mixed, business. */
export const CONSUMER_FIT: readonly number[] = [1, 0.6, 0.2];
export const MARKET_COVERAGE_WEIGHTS = { regions: 0.6, countries: 0.4 } as const;

/** Budget fit by (budget band index − property tier index), from −4 to +4. */
const BUDGET_FIT_BY_GAP: readonly number[] = [0, 0, 0.2, 0.5, 1, 0.85, 0.7, 0.7, 0.7];
export const PROPENSITY = { sameSport: 1, manySports: 0.75, someSports: 0.65, none: 0.25 } as const;
export const HOST_PRESENCE = { country: 1, region: 0.5, none: 0 } as const;

/** Scratch record the scorer writes into; reused across a ranking to avoid allocation. */
export interface Terms {
  scored: boolean;
  age: number;
  gender: number;
  income: number;
  interests: number;
  exactValues: number;
  familyValues: number;
  budget: number;
  markets: number;
  /** NaN for an event brand (no host market). */
  host: number;
  propensity: number;
  /** Company size and consumer reach against the property's tier. */
  reach: number;
  /** Points, zero or negative. */
  leadTime: number;
  audienceMatch: number;
  valueMatch: number;
  brandValueMatch: number;
  matchPercentage: number;
}

export function newTerms(): Terms {
  return {
    scored: false,
    age: NEUTRAL,
    gender: NEUTRAL,
    income: NEUTRAL,
    interests: NEUTRAL,
    exactValues: NEUTRAL,
    familyValues: NEUTRAL,
    budget: NEUTRAL,
    markets: NEUTRAL,
    host: NaN,
    propensity: NEUTRAL,
    reach: NEUTRAL,
    leadTime: 0,
    audienceMatch: 50,
    valueMatch: 50,
    brandValueMatch: 50,
    matchPercentage: 50,
  };
}

/**
 * Overlap of two bit sets: the square root of the Sørensen–Dice coefficient 2|A∩B| / (|A|+|B|).
 * Symmetric, never lowered by adding a value the other set has, and 0 when both are empty. The
 * square root lifts partial overlaps (3 shared of 4 and 5 → 0.82 rather than 0.67), so listing a
 * few extra interests is not punished much, while listing everything still dilutes the score.
 */
export function overlap(a: number, b: number, countA: number, countB: number): number {
  const total = countA + countB;
  return total === 0 ? 0 : Math.sqrt((2 * popcount(a & b)) / total);
}

/** 0..1 → integer 0..100; the epsilon keeps exact halves (62.5) from rounding down on float noise. */
export function toScore(x: number): number {
  const score = Math.round(x * 100 + 1e-9);
  return score <= 0 ? 0 : score > 100 ? 100 : score;
}

export function genderFit(a: number, b: number): number {
  if (a < 0 || b < 0) return NEUTRAL;
  if (a === b) return 1;
  return a === 2 || b === 2 ? 0.6 : 0; // index 2 is "balanced"
}

export function incomeFit(a: number, b: number): number {
  if (a < 0 || b < 0) return NEUTRAL;
  return Math.max(0, 1 - 0.25 * Math.abs(a - b));
}

export function budgetFit(budget: number, tier: number): number {
  if (budget < 0 || tier < 0) return NEUTRAL;
  return BUDGET_FIT_BY_GAP[budget - tier + 4] ?? NEUTRAL;
}

/**
 * Company size against the property's tier: a property of tier t (local 0 .. global-elite 4)
 * draws its headline partners from companies of size step t + 1 (micro for a local property, mega
 * for a global-elite one) or larger; each step smaller costs 0.25.
 */
export function scaleFit(scale: number, tier: number): number {
  if (scale < 0 || tier < 0) return NEUTRAL;
  const short = tier + 1 - scale;
  return short <= 0 ? 1 : Math.max(0, 1 - 0.25 * short);
}

export function reachFit(scale: number, reach: number, tier: number): number {
  const consumer = reach < 0 ? NEUTRAL : (CONSUMER_FIT[reach] ?? NEUTRAL);
  return REACH_WEIGHTS.scale * scaleFit(scale, tier) + REACH_WEIGHTS.consumer * consumer;
}

export function marketOverlap(set: CompiledSponsors, i: number, c: CompiledContext): number {
  if (c.regionCount === 0) return NEUTRAL;
  const regions = popcount((set.regionMask[i] ?? 0) & c.regionMask) / c.regionCount;
  if (c.countryCount === 0) return regions;
  const slots = set.countrySlots;
  let shared = 0;
  for (let k = set.countryStart[i] ?? 0, end = set.countryStart[i + 1] ?? 0; k < end; k++) {
    shared += c.countryFlags[slots[k] ?? 0] ?? 0;
  }
  const w = MARKET_COVERAGE_WEIGHTS;
  return w.regions * regions + w.countries * (shared / c.countryCount);
}

export function hostPresence(set: CompiledSponsors, i: number, c: CompiledContext): number {
  const host = c.host;
  if (!host) return NEUTRAL;
  const from = set.countryStart[i] ?? 0;
  if (hasSlot(set.countrySlots, from, set.countryStart[i + 1] ?? from, host.slot)) {
    return HOST_PRESENCE.country;
  }
  return ((set.regionMask[i] ?? 0) & host.regionBit) !== 0
    ? HOST_PRESENCE.region
    : HOST_PRESENCE.none;
}

/** The deal list itself is read only to confirm a property hash match or a rare sport. */
export function propensity(set: CompiledSponsors, i: number, c: CompiledContext): number {
  const from = set.dealStart[i] ?? 0;
  const to = set.dealStart[i + 1] ?? from;
  if (to === from) return PROPENSITY.none;
  const sportHit = ((set.dealSportBits[i] ?? 0) & c.sportBit) !== 0;
  if (sportHit && c.sportBit !== OTHER_SPORT_BIT) return PROPENSITY.sameSport;
  let confirm = sportHit;
  for (let k = from; k < to; k++) confirm ||= set.dealPropertyHashes[k] === c.propertyHash;
  if (confirm) {
    const deals = set.sources[i]?.profile?.sportsSponsorships ?? [];
    if (deals.some((deal) => isSameSportOrProperty(deal, c))) return PROPENSITY.sameSport;
  }
  return to - from >= 3 ? PROPENSITY.manySports : PROPENSITY.someSports;
}

export function isSameSportOrProperty(deal: SportsSponsorship, c: CompiledContext): boolean {
  const sameSport = c.sport !== "" && comparableText(deal.sport) === c.sport;
  return sameSport || comparableText(deal.property) === c.propertyName;
}

function resetToNeutral(t: Terms, specific: boolean): void {
  t.age = t.gender = t.income = t.interests = NEUTRAL;
  t.exactValues = t.familyValues = NEUTRAL;
  t.budget = t.markets = t.propensity = t.reach = NEUTRAL;
  t.host = specific ? NEUTRAL : NaN;
}

/** Score sponsor `i` of a compiled set against one context into `t`. */
export function computeTerms(
  set: CompiledSponsors,
  i: number,
  c: CompiledContext,
  t: Terms,
): Terms {
  const budget = set.budget[i] ?? -1;
  t.scored = set.hasProfile[i] === 1 && c.hasProfile;
  if (!t.scored) {
    resetToNeutral(t, c.specific);
  } else {
    const ageCount = set.ageCount[i] ?? 0;
    const interestCount = set.interestCount[i] ?? 0;
    t.age = overlap(set.ageMask[i] ?? 0, c.ageMask, ageCount, c.ageCount);
    t.gender = genderFit(set.gender[i] ?? -1, c.gender);
    t.income = incomeFit(set.income[i] ?? -1, c.income);
    t.interests = overlap(set.interestMask[i] ?? 0, c.interestMask, interestCount, c.interestCount);
    t.exactValues = overlap(
      set.valueMask[i] ?? 0,
      c.valueMask,
      set.valueCount[i] ?? 0,
      c.valueCount,
    );
    t.familyValues = overlap(
      set.familyMask[i] ?? 0,
      c.familyMask,
      set.familyCount[i] ?? 0,
      c.familyCount,
    );
    t.budget = budgetFit(budget, c.tier);
    t.markets = marketOverlap(set, i, c);
    t.host = c.specific ? hostPresence(set, i, c) : NaN;
    t.propensity = propensity(set, i, c);
    t.reach = reachFit(set.scale[i] ?? -1, set.reach[i] ?? -1, c.tier);
  }
  const a = AUDIENCE_WEIGHTS;
  const v = VALUE_WEIGHTS;
  const market = c.specific
    ? SPECIFIC_MARKET_WEIGHTS.markets * t.markets + SPECIFIC_MARKET_WEIGHTS.host * t.host
    : v.markets * t.markets;
  t.audienceMatch = toScore(
    a.interests * t.interests + a.age * t.age + a.income * t.income + a.gender * t.gender,
  );
  t.brandValueMatch = toScore(
    BRAND_WEIGHTS.exact * t.exactValues + BRAND_WEIGHTS.family * t.familyValues,
  );
  t.valueMatch = toScore(
    v.budget * t.budget + market + v.propensity * t.propensity + v.reach * t.reach,
  );
  t.leadTime = c.leadTimePoints[budget + 1] ?? 0;
  // Integer numerator: the combination is reproducible by hand from the three shown sub-scores.
  const weighted =
    40 * t.audienceMatch + 35 * t.valueMatch + 25 * t.brandValueMatch + 100 * t.leadTime;
  const match = Math.round(weighted / 100);
  t.matchPercentage = match <= 0 ? 0 : match > 100 ? 100 : match; // `<= 0` also turns -0 into 0
  return t;
}
