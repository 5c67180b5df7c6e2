/**
 * The product's match labels and colour bands, in one place so every screen says the same thing.
 * Every threshold is "at or above" unless stated otherwise.
 */

/**
 * The partnership level a match percentage suggests, highest first: the one scale every screen
 * uses (sponsor grid, sponsor detail page, an event's recommended sponsors, research texts). The
 * detail page once had a coarser scale of its own, so one sponsor read "Presenting Sponsor" on
 * the event page and "Premier Partner" on its own page; docs/product.md, "Match tiers".
 */
export const MATCH_TIER_THRESHOLDS = [
  { min: 90, label: "Title Sponsor" },
  { min: 85, label: "Presenting Sponsor" },
  { min: 80, label: "Strategic Partner" },
  { min: 75, label: "Major Sponsor" },
  { min: 70, label: "Official Sponsor" },
  { min: 65, label: "Category Sponsor" },
  { min: 60, label: "Supporting Sponsor" },
  { min: 55, label: "Local Sponsor" },
  { min: 50, label: "Activation Partner" },
] as const;
export const MATCH_TIER_FALLBACK = "Supplier/Service Provider";
export type MatchTier =
  (typeof MATCH_TIER_THRESHOLDS)[number]["label"] | typeof MATCH_TIER_FALLBACK;

export const EXCELLENT_MATCH_MIN = 85;
export const GOOD_MATCH_MIN = 70;
export type QualityLabel = "Excellent Match" | "Good Match" | "Fair Match";

/**
 * How a match percentage is coloured, the same on every badge and bar of every page: the bands of
 * the quality label (docs/product.md, "Matching percentages and labels").
 */
export type MatchTone = "excellent" | "good" | "fair";

/** Job-monitor progress bar: a band is chosen while progress is under its limit. */
export const PROGRESS_BAND_LIMITS = [
  { under: 25, band: "low" },
  { under: 50, band: "medium" },
  { under: 75, band: "high" },
] as const;
export const PROGRESS_BAND_FALLBACK = "very-high";
export type ProgressBand =
  (typeof PROGRESS_BAND_LIMITS)[number]["band"] | typeof PROGRESS_BAND_FALLBACK;

export function matchTier(percentage: number): MatchTier {
  return MATCH_TIER_THRESHOLDS.find((t) => percentage >= t.min)?.label ?? MATCH_TIER_FALLBACK;
}

export function qualityLabel(percentage: number): QualityLabel {
  if (percentage >= EXCELLENT_MATCH_MIN) return "Excellent Match";
  if (percentage >= GOOD_MATCH_MIN) return "Good Match";
  return "Fair Match";
}

/**
 * The one rule for the colour of a match percentage: excellent (green) at 85 and up, good (blue)
 * from 70 to 84, fair (yellow) below 70, the bands of `qualityLabel` and of discovery's tabs.
 */
export function matchTone(percentage: number): MatchTone {
  if (percentage >= EXCELLENT_MATCH_MIN) return "excellent";
  if (percentage >= GOOD_MATCH_MIN) return "good";
  return "fair";
}

export function progressBand(percentage: number): ProgressBand {
  return PROGRESS_BAND_LIMITS.find((b) => percentage < b.under)?.band ?? PROGRESS_BAND_FALLBACK;
}
