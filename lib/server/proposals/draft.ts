/**
 * The drafting rules of a proposal that are not wording: which ideas and mockups a draft shows,
 * the investment range, the timeline's dates and the package's rights (docs/product.md,
 * "Proposals"). The wording is in sponsor-copy.ts (the sections) and seller-notes.ts (what only
 * the seller sees). No I/O here, so every rule is unit-tested.
 */
import { MATCH_TIER_FALLBACK, MATCH_TIER_THRESHOLDS } from "@/lib/shared/match-labels";
import { formatUsdCompact } from "@/lib/shared/money";
import type { ProposalPriceBasis } from "@/lib/shared/schemas/proposal";
import { DAY_MS } from "@/lib/shared/dates";

/** At most this many activation ideas and mockups are chosen for a draft. */
export const MAX_DRAFT_IDEAS = 4;
export const MAX_DRAFT_MOCKUPS = 6;

// ---------------------------------------------------------------------------------------------
// Choosing the sponsor's creative work

export interface CreativeItem {
  id: number;
  title: string;
  isFavorite: boolean;
  /** The event the work was made for (null: the property as a whole). */
  specificEventId: number | null;
  eventBrandId: number | null;
  /** ISO timestamp. */
  createdAt: string;
}

/**
 * The items a draft shows: those made for the chosen event first (or, for a property, for the
 * property), then favourites, then the newest; at most `max`.
 */
export function chooseCreative<T extends CreativeItem>(
  items: readonly T[],
  context: { eventBrandId: number; eventId: number | null },
  max: number,
): T[] {
  const relevance = (item: T) => {
    if (context.eventId !== null && item.specificEventId === context.eventId) return 2;
    if (item.eventBrandId === context.eventBrandId) return 1;
    return 0;
  };
  return [...items]
    .sort(
      (a, b) =>
        relevance(b) - relevance(a) ||
        Number(b.isFavorite) - Number(a.isFavorite) ||
        b.createdAt.localeCompare(a.createdAt) ||
        b.id - a.id,
    )
    .slice(0, max);
}

// ---------------------------------------------------------------------------------------------
// The investment range

/** Round to two significant figures, so an estimate does not pretend to precision. */
export function roundEstimate(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * The price range: grounded in comparable deals (same industry and tier, stored values in whole
 * US dollars) and the sponsor's predicted yearly sponsorship budget.
 * - With four or more comparables, their middle half (25th to 75th percentile); with one to three,
 *   their lowest to highest (a single deal: 20% either side).
 * - A known budget caps the top at the budget's upper bound (a one-property deal never asks more
 *   than the sponsor's whole estimated budget) and the bottom at the top.
 * - Without comparables, 10% to 25% of the budget (its lower bound, or its upper bound when the
 *   lower is 0).
 * - With neither, no figure.
 */
export function investmentRange(input: {
  comparables: readonly number[];
  budget: { min: number; max: number | null } | null;
  currency?: string;
}): ProposalPriceBasis {
  const currency = input.currency ?? "USD";
  const values = input.comparables.filter((v) => Number.isFinite(v) && v > 0).sort((a, b) => a - b);
  const budget = input.budget;
  const budgetText = budget
    ? budget.max === null
      ? `over ${formatUsdCompact(budget.min)}`
      : `${formatUsdCompact(budget.min)}–${formatUsdCompact(budget.max)}`
    : null;
  let low: number | null = null;
  let high: number | null = null;
  if (values.length >= 4) {
    low = quantile(values, 0.25);
    high = quantile(values, 0.75);
  } else if (values.length > 1) {
    low = values[0]!;
    high = values[values.length - 1]!;
  } else if (values.length === 1) {
    low = values[0]! * 0.8;
    high = values[0]! * 1.2;
  } else if (budget) {
    const base = budget.min > 0 ? budget.min : (budget.max ?? 0);
    if (base > 0) {
      low = base * 0.1;
      high = base * 0.25;
    }
  }
  if (low !== null && high !== null && budget?.max) {
    high = Math.min(high, budget.max);
    low = Math.min(low, high);
  }
  if (low !== null) low = roundEstimate(low);
  if (high !== null) high = roundEstimate(high);
  const parts: string[] = [];
  parts.push(
    values.length > 0
      ? `${values.length} comparable deal${values.length === 1 ? "" : "s"} in the same industry and tier (${formatUsdCompact(values[0])}–${formatUsdCompact(values[values.length - 1])})`
      : "no comparable deals on record",
  );
  parts.push(
    budgetText
      ? `the sponsor's predicted sponsorship budget of ${budgetText} a year`
      : "no budget estimate for the sponsor",
  );
  return {
    low,
    high,
    currency,
    comparableCount: values.length,
    comparableMin: values[0] ?? null,
    comparableMax: values[values.length - 1] ?? null,
    budgetMin: budget?.min ?? null,
    budgetMax: budget?.max ?? null,
    text: `Estimate based on ${parts.join(" and ")}.`,
  };
}

// ---------------------------------------------------------------------------------------------
// The timeline

export interface Timeline {
  /** ISO days, always in this order: approach ≤ decision < activation. */
  approachFrom: string;
  approachTo: string;
  decisionBy: string;
  /** Null when the event's dates are unknown or it has already started. */
  activationFrom: string | null;
  activationTo: string | null;
  /**
   * Why the dates are not the standard ones: the event is too close for the usual decision date
   * ("short-lead"), or it has started or ended ("started"). Null otherwise.
   */
  adjustment: "short-lead" | "started" | null;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Days asked for a decision before the event starts, when there is time for it. */
export const DECISION_DAYS_BEFORE = 90;
/** The earliest decision date: time to approach and talk. */
export const MIN_DAYS_TO_DECIDE = 21;
/** Days left between the decision and the event to set up the activation. */
export const MIN_DAYS_TO_ACTIVATE = 7;

/**
 * The dates of the timeline, from today and the event's dates. The approach window is the next
 * two weeks; the decision is due 90 days before the event starts, at the earliest 21 days from
 * today (60 days from today when the date is unknown). An event closer than four weeks gets its
 * decision halfway between today and its start; the approach then ends on the decision day. An
 * event that has started or ended leaves the activation dates open. Whatever the input, the
 * approach comes before the decision and the decision before the activation.
 */
export function timelineDates(input: {
  now: Date;
  eventStart: string | null;
  eventEnd: string | null;
}): Timeline {
  const today = Date.UTC(
    input.now.getUTCFullYear(),
    input.now.getUTCMonth(),
    input.now.getUTCDate(),
  );
  const start = input.eventStart ? dayOf(input.eventStart) : NaN;
  const undated = (adjustment: Timeline["adjustment"]): Timeline => ({
    approachFrom: isoDay(today),
    approachTo: isoDay(today + 14 * DAY_MS),
    decisionBy: isoDay(today + 60 * DAY_MS),
    activationFrom: null,
    activationTo: null,
    adjustment,
  });
  if (!Number.isFinite(start)) return undated(null);
  if (start <= today) return undated("started");
  const lead = Math.round((start - today) / DAY_MS);
  let decision: number;
  let adjustment: Timeline["adjustment"] = null;
  if (lead >= MIN_DAYS_TO_DECIDE + MIN_DAYS_TO_ACTIVATE) {
    decision = Math.max(start - DECISION_DAYS_BEFORE * DAY_MS, today + MIN_DAYS_TO_DECIDE * DAY_MS);
  } else {
    decision = today + Math.floor(lead / 2) * DAY_MS;
    adjustment = "short-lead";
  }
  const end = input.eventEnd ? dayOf(input.eventEnd) : NaN;
  return {
    approachFrom: isoDay(today),
    approachTo: isoDay(Math.min(today + 14 * DAY_MS, decision)),
    decisionBy: isoDay(decision),
    activationFrom: isoDay(start),
    activationTo: isoDay(Number.isFinite(end) && end > start ? end : start),
    adjustment,
  };
}

// ---------------------------------------------------------------------------------------------
// The package

/** What each tier of the scale includes, highest first (each tier also gets the ones below). */
const TIER_RIGHTS: Record<string, string[]> = {
  "Title Sponsor": [
    "Naming rights: the event carries the sponsor's name",
    "Logo lock-up with the event mark on all event branding and broadcast graphics",
  ],
  "Presenting Sponsor": ['"Presented by" credit on the event mark and broadcast opens'],
  "Strategic Partner": ["Joint content series and co-branded campaign across the season"],
  "Major Sponsor": ["Premium on-site signage at the most-viewed positions"],
  "Official Sponsor": ['Official designation ("Official Partner of …") for marketing use'],
  "Category Sponsor": ["Category exclusivity at the property for the term"],
  "Supporting Sponsor": ["Hospitality package for guests at each event"],
  "Local Sponsor": ["Local activation space and sampling rights"],
  "Activation Partner": ["A fan-zone activation at one event"],
  [MATCH_TIER_FALLBACK]: ["Supplier designation and product placement at the events"],
};

const TIER_ORDER = [...MATCH_TIER_THRESHOLDS.map((t) => t.label as string), MATCH_TIER_FALLBACK];

/** The rights of a tier: its own, then those of every tier below it. */
export function tierRights(tier: string): string[] {
  const from = TIER_ORDER.indexOf(tier);
  const tiers = from === -1 ? [MATCH_TIER_FALLBACK] : TIER_ORDER.slice(from);
  return tiers.flatMap((name) => TIER_RIGHTS[name] ?? []);
}

/** Tiers from Category Sponsor up grant category exclusivity (checked against current rights). */
export function tierIsExclusive(tier: string): boolean {
  const index = TIER_ORDER.indexOf(tier);
  return index !== -1 && index <= TIER_ORDER.indexOf("Category Sponsor");
}

const EXCLUSIVITY_RIGHT = TIER_RIGHTS["Category Sponsor"]![0]!;
export const NON_EXCLUSIVE_RIGHT = "Category rights at the property are non-exclusive";

/**
 * The rights the package offers. When another sponsor already holds rights in the sponsor's
 * category there (an exclusivity conflict), category exclusivity cannot be sold: an exclusive
 * tier then offers non-exclusive category rights instead, and the seller sees why.
 */
export function packageRights(tier: string, categoryTaken: boolean): string[] {
  const rights = tierRights(tier);
  if (!categoryTaken || !rights.includes(EXCLUSIVITY_RIGHT)) return rights;
  return rights.map((right) => (right === EXCLUSIVITY_RIGHT ? NON_EXCLUSIVE_RIGHT : right));
}
