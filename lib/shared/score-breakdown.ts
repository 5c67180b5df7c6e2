/**
 * "Why this score": how the listed reasons add up to the match percentage. Every match starts at
 * the neutral 50; each factor adds or takes away points (its term against neutral, times its
 * weight); the percentage is the rounded sum, kept within 0–100. Only the 3–5 factors that moved
 * it most are listed, so the rest (smaller factors, rounding, the 0–100 limit) is shown as one
 * line and the sum can be checked (docs/product.md, "Why this score").
 */

/** Where every match starts: all factors neutral. */
export const MATCH_BASELINE = 50;

export interface ScoreBreakdown {
  baseline: number;
  /** The listed factors' points together. */
  listed: number;
  /** Everything else: the smaller factors not listed, rounding and the 0–100 limit. */
  others: number;
  /** The match percentage: baseline + listed + others. */
  total: number;
}

const oneDecimal = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded;
};

export function scoreBreakdown(
  matchPercentage: number,
  reasons: readonly { impact: number }[],
): ScoreBreakdown {
  const listed = oneDecimal(reasons.reduce((sum, reason) => sum + reason.impact, 0));
  return {
    baseline: MATCH_BASELINE,
    listed,
    others: oneDecimal(matchPercentage - MATCH_BASELINE - listed),
    total: matchPercentage,
  };
}

/** Points as shown: signed, at most one decimal ("+12.5", "−3", "0"). */
export function formatPoints(points: number): string {
  const text = Math.abs(points).toLocaleString("en-US", { maximumFractionDigits: 1 });
  return points > 0 ? `+${text}` : points < 0 ? `−${text}` : "0";
}
