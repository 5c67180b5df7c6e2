/**
 * How a valuation's two methods become one range and a confidence, as pure rules (unit-tested).
 *
 * - Comparables: the sourced deals are whole partnerships, so their values per year are scaled by
 *   the selection's share of the property's top-tier rate card (its most valuable package, which
 *   is what such a partnership buys). Their middle half (25th to 75th percentile) is the band, the
 *   median the middle.
 * - Audience: the audience value, with a band of ±20% for the exposure shares behind it.
 * - Both: each end is the average of the two methods' ends (equal weight: neither is more
 *   trustworthy in general). One method alone gives its own band.
 */
import { quantile } from "./valuation-comparables";
import { plural } from "@/lib/shared/text";

export const AUDIENCE_BAND = 0.2;
/** Enough comparables for a high confidence. */
export const ENOUGH_COMPARABLES = 6;
/** Below this many comparables the confidence is low. */
export const FEW_COMPARABLES = 3;
/** Two methods further apart than this factor disagree. */
export const DISAGREEMENT = 3;

export interface RangeInput {
  comparableValues: readonly number[];
  sameSportCount: number;
  /** The selection's rate card over the top-tier rate card (1 without packages to compare to). */
  scale: number;
  audienceValue: number | null;
  missingInputs: readonly string[];
  estimatedInputs: number;
}

export interface Range {
  low: number | null;
  mid: number | null;
  high: number | null;
  comparable: { low: number; mid: number; high: number } | null;
  confidence: "low" | "medium" | "high";
  reasons: string[];
}

const whole = (value: number) => Math.round(value);
const LEVELS = ["low", "medium", "high"] as const;

export function combineRange(input: RangeInput): Range {
  const sorted = [...input.comparableValues].sort((a, b) => a - b);
  const comparable = sorted.length
    ? {
        low: whole(quantile(sorted, 0.25) * input.scale),
        mid: whole(quantile(sorted, 0.5) * input.scale),
        high: whole(quantile(sorted, 0.75) * input.scale),
      }
    : null;
  const audience =
    input.audienceValue !== null && input.audienceValue > 0
      ? {
          low: whole(input.audienceValue * (1 - AUDIENCE_BAND)),
          mid: whole(input.audienceValue),
          high: whole(input.audienceValue * (1 + AUDIENCE_BAND)),
        }
      : null;
  const both = comparable && audience;
  const range = both
    ? {
        low: whole((comparable.low + audience.low) / 2),
        mid: whole((comparable.mid + audience.mid) / 2),
        high: whole((comparable.high + audience.high) / 2),
      }
    : (comparable ?? audience ?? { low: null, mid: null, high: null });

  let level = 2;
  const reasons: string[] = [];
  const cap = (to: number, reason: string) => {
    level = Math.min(level, to);
    reasons.push(reason);
  };
  const count = sorted.length;
  if (count === 0) cap(0, "no comparable deal with a reported value");
  else if (count < FEW_COMPARABLES) cap(0, `only ${plural(count, "comparable deal")}`);
  else if (count < ENOUGH_COMPARABLES) cap(1, `only ${count} comparable deals`);
  if (count > 0 && input.sameSportCount === 0)
    cap(1, "no comparable deal from the same sport: other sports stand in");
  if (!audience)
    cap(
      0,
      "no audience value: its inputs are missing, or the assets reach no audience this season",
    );
  else if (input.missingInputs.length)
    cap(1, `missing audience inputs: ${input.missingInputs.join(", ")}`);
  if (input.estimatedInputs > 0)
    cap(
      1,
      `${input.estimatedInputs} audience input${input.estimatedInputs === 1 ? " is an estimate" : "s are estimates"}, not published figures`,
    );
  if (
    both &&
    Math.max(comparable.mid, audience.mid) > DISAGREEMENT * Math.min(comparable.mid, audience.mid)
  )
    cap(1, "the comparable deals and the audience value are more than 3 times apart");
  if (reasons.length === 0)
    reasons.push(`${count} comparable deals and every audience input set from a source`);
  return { ...range, comparable, confidence: LEVELS[level]!, reasons };
}
