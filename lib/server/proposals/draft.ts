/**
 * The drafting rules of a proposal: pure functions from the facts the drafting job gathered to the
 * ten sections and the seller-only notes (docs/product.md, "Proposals"). No I/O here, so every
 * rule is unit-tested.
 */
import { formatDate, formatDateRange } from "@/lib/shared/dates";
import { MATCH_TIER_FALLBACK, MATCH_TIER_THRESHOLDS } from "@/lib/shared/match-labels";
import { formatUsdCompact } from "@/lib/shared/money";
import {
  PROPOSAL_SECTION_KINDS,
  PROPOSAL_SECTION_TITLES,
  type ProposalConflict,
  type ProposalInternal,
  type ProposalPriceBasis,
  type ProposalSection,
  type ProposalSectionKind,
} from "@/lib/shared/schemas/proposal";

/** At most this many activation ideas and mockups are chosen for a draft. */
export const MAX_DRAFT_IDEAS = 4;
export const MAX_DRAFT_MOCKUPS = 6;

const DAY_MS = 86_400_000;

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
  /** ISO days. */
  approachFrom: string;
  approachTo: string;
  decisionBy: string;
  activationFrom: string | null;
  activationTo: string | null;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The dates of the timeline, from today and the event's dates: the approach window is the next
 * two weeks; the decision is due 90 days before the event starts (at the earliest 21 days from
 * today; 60 days from today when the date is unknown); activation runs over the event's dates.
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
  const start = input.eventStart ? Date.parse(`${input.eventStart}T00:00:00Z`) : NaN;
  const decision = Number.isFinite(start)
    ? Math.max(start - 90 * DAY_MS, today + 21 * DAY_MS)
    : today + 60 * DAY_MS;
  return {
    approachFrom: isoDay(today),
    approachTo: isoDay(today + 14 * DAY_MS),
    decisionBy: isoDay(decision),
    activationFrom: input.eventStart,
    activationTo: input.eventEnd ?? input.eventStart,
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

// ---------------------------------------------------------------------------------------------
// The sections

export interface DraftFacts {
  now: Date;
  tier: string;
  sponsor: { name: string; industry: string | null; website: string | null };
  property: {
    name: string;
    sport: string | null;
    description: string | null;
    audience: string | null;
    markets: string[];
  };
  event: {
    name: string;
    startDate: string | null;
    endDate: string | null;
    location: string | null;
  } | null;
  recipient: { name: string; title: string | null } | null;
  match: {
    percentage: number;
    audience: number;
    values: number;
    brandValues: number;
    reasons: string[];
    /** Audience traits both sides share (age bands, interests). */
    audienceOverlap: string[];
  };
  research: {
    generatedAt: string;
    provider: string;
    model: string;
    overview: string;
    objectives: string[];
    audience: string[];
    marketingFocus: string[];
    competitors: { name: string; sponsorships: string[] }[];
    approachWindow: string | null;
  } | null;
  ideas: { id: number; title: string; description: string; category: string }[];
  mockups: { id: number; title: string; description: string; imageUrl: string | null }[];
  price: ProposalPriceBasis;
  seller: {
    name: string;
    title: string | null;
    company: string | null;
    email: string;
  };
  /** An executive summary written by the AI provider; the rule text is used when absent. */
  summary?: string;
}

const bullet = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** Where the proposal is for: the event (with its brand) or the property. */
export function contextName(facts: Pick<DraftFacts, "event" | "property">): string {
  return facts.event ? `${facts.event.name} (${facts.property.name})` : facts.property.name;
}

/** The cover: title, date and recipient (the logos are drawn by the outputs). */
export function coverBody(facts: DraftFacts, title: string): string {
  const lines = [`# ${title}`, "", `**Prepared for ${facts.sponsor.name}**`];
  if (facts.recipient) {
    lines.push(
      "",
      `Attention: ${facts.recipient.name}${facts.recipient.title ? `, ${facts.recipient.title}` : ""}`,
    );
  }
  lines.push("", `${contextName(facts)} · ${facts.tier}`, "", formatDate(facts.now.toISOString()));
  return lines.join("\n");
}

/** The rule-based executive summary (what the offline provider answers). */
export function ruleSummary(facts: DraftFacts): string {
  const where = contextName(facts);
  const lead = facts.match.reasons[0];
  const price =
    facts.price.low !== null && facts.price.high !== null
      ? ` The investment is estimated at ${formatUsdCompact(facts.price.low)}–${formatUsdCompact(facts.price.high)}.`
      : "";
  return [
    `${facts.property.name} proposes ${/^[aeiou]/i.test(facts.tier) ? "an" : "a"} ${facts.tier} partnership to ${facts.sponsor.name} at ${where}.`,
    `Pitchside's matching engine rates the fit at ${facts.match.percentage}%${lead ? `: ${lead.replace(/\.$/, "")}` : ""}.`,
    facts.ideas.length > 0
      ? `We suggest ${facts.ideas.length} activation${facts.ideas.length === 1 ? "" : "s"}, starting with "${facts.ideas[0]!.title}".${price}`
      : `The package below sets out the rights for the tier.${price}`,
  ].join(" ");
}

function whyBody(facts: DraftFacts): string {
  const m = facts.match;
  const parts = [
    `**Match: ${m.percentage}%** (audience ${m.audience}%, values ${m.values}%, brand values ${m.brandValues}%)`,
  ];
  if (m.reasons.length > 0) parts.push("", "Why it fits:", "", bullet(m.reasons));
  if (m.audienceOverlap.length > 0)
    parts.push("", `Audience overlap: ${m.audienceOverlap.join(", ")}.`);
  if (facts.property.audience) parts.push("", `Our audience: ${facts.property.audience}`);
  return parts.join("\n");
}

function understandingBody(facts: DraftFacts): string {
  const r = facts.research;
  if (!r) return `We are still learning about ${facts.sponsor.name}.`;
  const parts = [r.overview];
  if (r.objectives.length > 0) parts.push("", "**Objectives**", "", bullet(r.objectives));
  if (r.audience.length > 0) parts.push("", "**Audience**", "", bullet(r.audience));
  if (r.marketingFocus.length > 0)
    parts.push("", "**Current marketing focus**", "", bullet(r.marketingFocus));
  const competitors = r.competitors.filter((c) => c.sponsorships.length > 0);
  if (competitors.length > 0)
    parts.push(
      "",
      "**Competitors' sponsorships**",
      "",
      bullet(competitors.map((c) => `${c.name}: ${c.sponsorships.join(", ")}`)),
    );
  const sources = ["Pitchside deep research", `${r.provider} / ${r.model}`];
  if (facts.sponsor.website) sources.push(facts.sponsor.website);
  parts.push("", `_Research dated ${formatDate(r.generatedAt)}; sources: ${sources.join(", ")}._`);
  return parts.join("\n");
}

function packageBody(facts: DraftFacts): string {
  const p = facts.property;
  const parts = [`**${facts.tier}** at ${contextName(facts)}`, "", bullet(tierRights(facts.tier))];
  const assets: string[] = [];
  if (p.sport) assets.push(`Sport: ${p.sport}`);
  if (facts.event) {
    assets.push(
      `Event: ${facts.event.name}, ${formatDateRange(facts.event.startDate, facts.event.endDate)}`,
    );
    if (facts.event.location) assets.push(`Venue: ${facts.event.location}`);
  }
  if (p.markets.length > 0) assets.push(`Markets: ${p.markets.join(", ")}`);
  if (assets.length > 0) parts.push("", "**Assets**", "", bullet(assets));
  return parts.join("\n");
}

function investmentBody(facts: DraftFacts): string {
  const price = facts.price;
  if (price.low === null || price.high === null)
    return "**Estimate:** to be agreed: no comparable deals or budget estimate are on record yet.";
  return [
    `**Estimate: ${formatUsdCompact(price.low)}–${formatUsdCompact(price.high)} (${price.currency}) for the term**`,
    "",
    price.text,
    "",
    "Final pricing depends on the rights chosen and the term.",
  ].join("\n");
}

function ideasBody(facts: DraftFacts): string {
  if (facts.ideas.length === 0) return "Activation ideas will be developed together with you.";
  return facts.ideas
    .map((idea) => `### ${idea.title}\n\n_${idea.category}_\n\n${idea.description}`)
    .join("\n\n");
}

function visualsBody(facts: DraftFacts): string {
  if (facts.mockups.length === 0) return "Visual mockups will follow.";
  return bullet(facts.mockups.map((m) => `**${m.title}**: ${m.description}`));
}

function timelineBody(facts: DraftFacts): string {
  const t = timelineDates({
    now: facts.now,
    eventStart: facts.event?.startDate ?? null,
    eventEnd: facts.event?.endDate ?? null,
  });
  const rows = [
    `Approach: ${formatDateRange(t.approachFrom, t.approachTo)}${facts.research?.approachWindow ? ` (the sponsor's planning window: ${facts.research.approachWindow})` : ""}`,
    `Decision by: ${formatDate(t.decisionBy)}`,
    `Activation: ${t.activationFrom ? formatDateRange(t.activationFrom, t.activationTo) : "dates to be confirmed"}`,
  ];
  return bullet(rows);
}

function nextStepsBody(facts: DraftFacts): string {
  const s = facts.seller;
  const role = [s.title, s.company].filter(Boolean).join(", ");
  return [
    bullet([
      "A call to walk through the package and the activation ideas",
      "Agree the rights, the term and the investment",
      "Sign and start planning the activation",
    ]),
    "",
    `**${s.name}**${role ? `, ${role}` : ""}`,
    "",
    `[${s.email}](mailto:${s.email})`,
  ].join("\n");
}

/** The ten sections of a first draft, in order, none hidden. */
export function draftSections(facts: DraftFacts, title: string): ProposalSection[] {
  const bodies: Record<ProposalSectionKind, string> = {
    cover: coverBody(facts, title),
    executive_summary: facts.summary?.trim() || ruleSummary(facts),
    why_match: whyBody(facts),
    sponsor_understanding: understandingBody(facts),
    package: packageBody(facts),
    investment: investmentBody(facts),
    activation_ideas: ideasBody(facts),
    visuals: visualsBody(facts),
    timeline: timelineBody(facts),
    next_steps: nextStepsBody(facts),
  };
  return PROPOSAL_SECTION_KINDS.map((kind) => ({
    kind,
    title: PROPOSAL_SECTION_TITLES[kind],
    body: bodies[kind],
    hidden: false,
    ...(kind === "activation_ideas" ? { activationIds: facts.ideas.map((i) => i.id) } : {}),
    ...(kind === "visuals" ? { mockupIds: facts.mockups.map((m) => m.id) } : {}),
  }));
}

/** What only the seller sees: the conflicts, the price basis, the research used, the options. */
export function draftInternal(
  facts: DraftFacts,
  extra: {
    conflicts: ProposalConflict[];
    ideaOptions: { id: number; name: string }[];
    mockupOptions: { id: number; name: string; imageUrl: string | null }[];
  },
): ProposalInternal {
  return {
    conflicts: extra.conflicts,
    priceBasis: facts.price,
    research: facts.research
      ? {
          generatedAt: facts.research.generatedAt,
          provider: facts.research.provider,
          model: facts.research.model,
        }
      : null,
    ideaOptions: extra.ideaOptions,
    mockupOptions: extra.mockupOptions,
    draftedAt: facts.now.toISOString(),
  };
}
