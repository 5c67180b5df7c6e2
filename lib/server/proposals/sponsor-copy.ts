/**
 * Sponsor copy: the ten sections of a first draft, the only drafted text that may leave the app
 * (the share page, its API read, the PDF and the PowerPoint). They are written from
 * `SponsorCopyFacts` alone, a type that holds nothing meant for the seller only: no match score or
 * engine reasons, no research text, provenance or advice, no estimate of the sponsor's budget, no
 * price basis, no other sponsor's rights. Those become seller notes (seller-notes.ts), shown in
 * the builder only (docs/product.md, "Proposals").
 */
import { capitalise } from "@/lib/server/ai/words";
import { joinWords } from "@/lib/server/matching/vocab";
import { formatDate, formatDateRange } from "@/lib/shared/dates";
import { formatUsdCompact } from "@/lib/shared/money";
import {
  PROPOSAL_SECTION_KINDS,
  PROPOSAL_SECTION_TITLES,
  type ProposalSection,
  type ProposalSectionKind,
} from "@/lib/shared/schemas/proposal";
import { withIndefiniteArticle } from "@/lib/shared/text";
import { packageRights, timelineDates } from "./draft";
import type { SponsorAbout, SponsorFit } from "./sponsor-facts";

export interface SponsorCopyFacts {
  now: Date;
  tier: string;
  sponsor: { name: string };
  property: { name: string; sport: string | null; audience: string | null; markets: string[] };
  event: {
    name: string;
    startDate: string | null;
    endDate: string | null;
    location: string | null;
  } | null;
  recipient: { name: string; title: string | null } | null;
  fit: SponsorFit;
  about: SponsorAbout;
  /** The ideas and mockups the draft shows (the outputs draw them from the section's choices). */
  activationIds: number[];
  mockupIds: number[];
  /**
   * The price the sponsor is quoted; null when nothing grounds a figure. `offered`: the seller
   * priced the proposal already (its Investment), so low = high = the offer's total.
   */
  investment: { low: number | null; high: number | null; currency: string; offered?: boolean };
  /** Another sponsor holds rights in the sponsor's category here: no exclusivity is offered. */
  categoryTaken: boolean;
  seller: { name: string; title: string | null; company: string | null; email: string };
  /** An executive summary written by the AI provider from these facts; the rule text otherwise. */
  summary?: string;
}

const bullet = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** Where the proposal is for: the event (with its brand) or the property. */
export function contextName(facts: Pick<SponsorCopyFacts, "event" | "property">): string {
  return facts.event ? `${facts.event.name} (${facts.property.name})` : facts.property.name;
}

function priceText(facts: SponsorCopyFacts): string | null {
  const { low, high, currency } = facts.investment;
  if (low === null || high === null) return null;
  if (low === high) return `${formatUsdCompact(low)} (${currency})`;
  return `${formatUsdCompact(low)}–${formatUsdCompact(high)} (${currency})`;
}

/**
 * The cover's own line. The outputs draw the title, both names and logos, the event, the
 * recipient and the date from the proposal itself, so the body repeats none of them.
 */
export function coverBody(facts: SponsorCopyFacts): string {
  return `**${capitalise(withIndefiniteArticle(facts.tier))} partnership proposal**`;
}

const regionWord = (region: string) => (region === "Middle East" ? "the Middle East" : region);

/** "35–54 year olds who follow golf and luxury", or null when the audiences share nothing. */
function sharedAudience(fit: SponsorFit, maxInterests: number): string | null {
  if (!fit.ages && fit.interests.length === 0) return null;
  const who = fit.ages ? `${fit.ages} year olds` : "fans";
  const interests = fit.interests.slice(0, maxInterests);
  return interests.length ? `${who} who follow ${joinWords(interests)}` : who;
}

/** One sentence on the fit, from what both sides share. */
function fitSentence(facts: SponsorCopyFacts): string | null {
  const f = facts.fit;
  const audience = sharedAudience(f, 3);
  const parts = [
    audience ? `reaches ${audience}` : null,
    f.regions.length ? `in ${joinWords(f.regions.slice(0, 4).map(regionWord))}` : null,
    f.values.length
      ? `around ${f.values.length === 1 ? "a value" : "values"} both brands hold: ${joinWords(f.values.slice(0, 3))}`
      : null,
  ].filter(Boolean);
  return parts.length ? `The partnership ${parts.join(", ")}.` : null;
}

/** The rule-based executive summary (what the offline provider answers). */
export function ruleSummary(facts: SponsorCopyFacts): string {
  const price = priceText(facts);
  return [
    `${facts.property.name} proposes ${withIndefiniteArticle(facts.tier)} partnership to ${facts.sponsor.name} at ${contextName(facts)}.`,
    fitSentence(facts),
    facts.activationIds.length > 0
      ? `We suggest ${facts.activationIds.length === 1 ? "one activation idea" : `${facts.activationIds.length} activation ideas`}, set out below.`
      : "The package below sets out the rights of the tier.",
    price ? `The investment is ${price} for the term.` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/** What both sides share, as labelled points (the "Why this partnership" list). */
export function fitPoints(facts: SponsorCopyFacts): { label: string; text: string }[] {
  const f = facts.fit;
  const points: { label: string; text: string }[] = [];
  const audience = sharedAudience(f, f.interests.length);
  if (audience) points.push({ label: "A shared audience", text: capitalise(audience) });
  if (f.values.length) points.push({ label: "Shared values", text: joinWords(f.values) });
  if (f.regions.length)
    points.push({ label: "Shared markets", text: joinWords(f.regions.map(regionWord)) });
  if (f.hostCountry && facts.event)
    points.push({
      label: "In your market",
      text: `${facts.event.name} takes place in ${f.hostCountry}, one of ${facts.sponsor.name}'s key countries`,
    });
  if (f.sportPartnerships.length)
    points.push({
      label: `${capitalise(facts.property.sport ?? "The sport")} is already part of your story`,
      text: joinWords(f.sportPartnerships.slice(0, 3)),
    });
  return points;
}

function whyBody(facts: SponsorCopyFacts): string {
  const name = facts.sponsor.name;
  const points = fitPoints(facts);
  const parts = [
    points.length
      ? `${name} and ${facts.property.name} speak to the same people, in the same places.`
      : `${facts.property.name} opens a new audience and new markets to ${name}.`,
  ];
  if (points.length)
    parts.push("", bullet(points.map((point) => `**${point.label}**: ${point.text}`)));
  if (facts.property.audience) parts.push("", `**Our audience**: ${facts.property.audience}`);
  return parts.join("\n");
}

function understandingBody(facts: SponsorCopyFacts): string {
  const a = facts.about;
  const parts: string[] = [];
  const add = (...lines: string[]) => parts.push(...(parts.length ? [""] : []), ...lines);
  if (a.overview) add(a.overview);
  if (a.priorities.length) add("**Your priorities**", "", bullet(a.priorities));
  if (a.customers) add(`**Your customers**: ${a.customers}`);
  if (a.markets) add(`**Your markets**: ${a.markets}`);
  if (a.partnerships.length) add(`**Your partnerships in sport**: ${joinWords(a.partnerships)}`);
  if (a.competitors.length)
    add(
      "**Your competitors in sport**",
      "",
      bullet(a.competitors.map((c) => `${c.name}: ${c.sponsorships.join(", ")}`)),
    );
  return parts.length
    ? parts.join("\n")
    : `We look forward to learning more about ${facts.sponsor.name}'s priorities.`;
}

function packageBody(facts: SponsorCopyFacts): string {
  const p = facts.property;
  const parts = [
    `**${facts.tier}** at ${contextName(facts)}`,
    "",
    bullet(packageRights(facts.tier, facts.categoryTaken)),
  ];
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

function investmentBody(facts: SponsorCopyFacts): string {
  const price = priceText(facts);
  if (!price) return "**Investment:** to be agreed together, once the rights and the term are set.";
  if (facts.investment.offered)
    return [
      `**Investment: ${price} for the term**`,
      "",
      "What it includes, the term and the price per season are set out below.",
    ].join("\n");
  return [
    `**Investment: ${price} for the term**`,
    "",
    "Final pricing depends on the rights chosen and the term.",
  ].join("\n");
}

// The chosen ideas and mockups are drawn by the outputs from the section's choices, so the body
// only introduces them: listing them here too would show each one twice.
function ideasBody(facts: SponsorCopyFacts): string {
  if (facts.activationIds.length === 0)
    return "Activation ideas will be developed together with you.";
  const where = facts.event ? ` at ${facts.event.name}` : "";
  return `Ideas to bring the partnership to life${where}:`;
}

function visualsBody(facts: SponsorCopyFacts): string {
  if (facts.mockupIds.length === 0) return "Visual mockups will follow.";
  return "How the partnership could look on site:";
}

function timelineBody(facts: SponsorCopyFacts): string {
  const t = timelineDates({
    now: facts.now,
    eventStart: facts.event?.startDate ?? null,
    eventEnd: facts.event?.endDate ?? null,
  });
  return bullet([
    `Approach: ${formatDateRange(t.approachFrom, t.approachTo)}`,
    `Decision by: ${formatDate(t.decisionBy)}`,
    `Activation: ${t.activationFrom ? formatDateRange(t.activationFrom, t.activationTo) : "dates to be agreed"}`,
  ]);
}

function nextStepsBody(facts: SponsorCopyFacts): string {
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

/** The ten sections of a first draft, in order, none hidden, with the chosen ideas and mockups. */
export function draftSections(facts: SponsorCopyFacts): ProposalSection[] {
  const bodies: Record<ProposalSectionKind, string> = {
    cover: coverBody(facts),
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
    ...(kind === "activation_ideas" ? { activationIds: facts.activationIds } : {}),
    ...(kind === "visuals" ? { mockupIds: facts.mockupIds } : {}),
  }));
}
