import { compareNames } from "@/lib/server/matching/words";
import { BUDGET_BANDS } from "@/lib/shared/profile";
import type { Markets, SponsorProfile } from "@/lib/shared/schemas/profile";

/**
 * Who a sponsor's real rivals are among the other brands of its industry on file: those of
 * comparable size that sell in the same markets, the ones whose sports deals the catalogue knows
 * first among equals. The rule is in docs/product.md ("Research competitors").
 */

/** What the ranking reads of a brand. */
export interface RivalTraits {
  name: string;
  profile: SponsorProfile | null;
  /** Yearly revenue in US dollars, when known. */
  revenueUsd: number | null;
}

/** How much each part counts; together they make a similarity from 0 to 1. */
const WEIGHTS = { size: 0.4, markets: 0.4, knownDeals: 0.2 } as const;
/** When a side's size or markets are unknown, that part counts as half alike. */
const UNKNOWN = 0.5;
/** Revenues a hundredfold apart (two orders of magnitude) are not comparable at all. */
const REVENUE_ORDERS_APART = 2;

/**
 * Size alike (0–1): revenues compared on a log scale when both are known (equal → 1, tenfold → 0.5,
 * a hundredfold or more → 0), else the sponsorship budget bands (same → 1, each band apart −0.25).
 */
export function sizeCloseness(a: RivalTraits, b: RivalTraits): number {
  if (a.revenueUsd && b.revenueUsd && a.revenueUsd > 0 && b.revenueUsd > 0) {
    const orders = Math.abs(Math.log10(a.revenueUsd / b.revenueUsd));
    return Math.max(0, 1 - orders / REVENUE_ORDERS_APART);
  }
  if (!a.profile || !b.profile) return UNKNOWN;
  const apart = Math.abs(
    BUDGET_BANDS.indexOf(a.profile.budgetBand) - BUDGET_BANDS.indexOf(b.profile.budgetBand),
  );
  return 1 - apart / (BUDGET_BANDS.length - 1);
}

/**
 * Markets alike (0–1): the regions both sell in out of all their regions, averaged with the share
 * of the smaller list of key countries that the other also names (regions alone when a side lists
 * no country).
 */
export function marketOverlap(a: Markets | undefined, b: Markets | undefined): number {
  if (!a || !b) return UNKNOWN;
  const regionsA = new Set<string>(a.regions);
  const regionsB = new Set<string>(b.regions);
  const allRegions = new Set([...regionsA, ...regionsB]).size;
  const sharedRegions = [...regionsA].filter((region) => regionsB.has(region)).length;
  const regions = allRegions === 0 ? 0 : sharedRegions / allRegions;
  if (a.countries.length === 0 || b.countries.length === 0) return regions;
  const countriesB = new Set(b.countries);
  const sharedCountries = new Set(a.countries.filter((country) => countriesB.has(country))).size;
  const countries = sharedCountries / Math.min(a.countries.length, b.countries.length);
  return (regions + countries) / 2;
}

/** How much `other` looks like `sponsor` as a rival, from 0 (nothing alike) to 1. */
export function rivalSimilarity(sponsor: RivalTraits, other: RivalTraits): number {
  const knownDeals = (other.profile?.sportsSponsorships.length ?? 0) > 0 ? 1 : 0;
  return (
    WEIGHTS.size * sizeCloseness(sponsor, other) +
    WEIGHTS.markets * marketOverlap(sponsor.profile?.markets, other.profile?.markets) +
    WEIGHTS.knownDeals * knownDeals
  );
}

/** The candidates, most alike first; ties by name, so the order never wobbles. */
export function rankRivals<T extends RivalTraits>(
  sponsor: RivalTraits,
  candidates: readonly T[],
): T[] {
  return candidates
    .map((candidate) => ({ candidate, similarity: rivalSimilarity(sponsor, candidate) }))
    .sort((a, b) => b.similarity - a.similarity || compareNames(a.candidate.name, b.candidate.name))
    .map(({ candidate }) => candidate);
}
