/**
 * A valuation's explanation in words: how the comparables were chosen and turned into a range
 * for this selection, how the audience value was made, and how the two were combined.
 */
import { CHANNEL_CPM_USD } from "@/lib/shared/inventory";
import { AUDIENCE_BAND } from "./valuation-range";
import { plural } from "@/lib/shared/text";

export interface ExplanationInput {
  brandName: string;
  sport: string | null;
  sportFrom: string;
  comparables: number;
  sameSport: number;
  scale: number;
  topTierName: string | null;
  audienceValue: number | null;
  missingInputs: readonly string[];
  hasComparableRange: boolean;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

export function explainValuation(input: ExplanationInput): string {
  const sport = input.sport
    ? `${input.brandName}'s sport is ${input.sport} (from ${input.sportFrom})`
    : `${input.brandName} names no sport, so every deal comes from another sport`;
  const chosen =
    input.comparables === 0
      ? "No sourced deal with a reported value was comparable, so the comparables give no range."
      : `${plural(input.comparables, "sourced deal")} with a reported value ${input.comparables === 1 ? "was" : "were"} chosen (${input.sameSport} from the same sport, then other sports by how close their placement is to the assets selected), each as US dollars a year.`;
  const scaled = !input.hasComparableRange
    ? ""
    : input.topTierName
      ? ` Those deals are whole partnerships, so their 25th to 75th percentile is scaled by this selection's share of the rate card of ${input.brandName}'s top-tier package, "${input.topTierName}" (${percent(input.scale)}).`
      : ` ${input.brandName} has no package to compare the selection to, so the deals' 25th to 75th percentile is used unscaled.`;
  const cpm = `attendance $${CHANNEL_CPM_USD.attendance}, broadcast $${CHANNEL_CPM_USD.broadcast}, social $${CHANNEL_CPM_USD.social}`;
  const audience =
    input.audienceValue === null
      ? " No audience value could be made: the inputs the selection needs are missing."
      : ` The audience value is each channel's audience × the assets' exposure share × units × events, at a stated CPM per thousand impressions (${cpm}), with a band of ±${percent(AUDIENCE_BAND)}.`;
  const missing = input.missingInputs.length
    ? ` Missing inputs count nothing and are not guessed: ${input.missingInputs.join(", ")}.`
    : "";
  const combined =
    input.hasComparableRange && input.audienceValue !== null
      ? " The range averages the two methods' low, middle and high with equal weight."
      : input.hasComparableRange || input.audienceValue !== null
        ? " Only one method gave a value, so the range is that method's alone."
        : " Neither method gave a value, so there is no range.";
  return `${sport}. ${chosen}${scaled}${audience}${missing}${combined} This is an estimate to inform the price; the list price stays the seller's decision.`;
}
