import type { MatchReason, MatchResult } from "@/lib/server/matching/types";
import { joinWords } from "@/lib/server/matching/vocab";
import { comparableText } from "@/lib/server/matching/words";
import { matchTier, qualityLabel } from "@/lib/shared/match-labels";
import type { Industry } from "@/lib/shared/profile";
import { withIndefiniteArticle } from "@/lib/shared/text";
import type { DeepResearch } from "@/lib/shared/schemas/ai";
import type { PeerFacts, PropertyFacts, ResearchInput, SponsorFacts } from "../types";
import { audienceWho, capitalise, interestsText, marketsText } from "../words";
import { propertyRivals } from "./competition";
import { INDUSTRY_NOTES, type IndustryNote } from "./industry-notes";

/**
 * The sentences of offline deep research. Each comes from a catalogue fact, the matching
 * engine's reasons or an industry-level pattern, and says which; none claims live research.
 */

const OFFLINE_NOTE =
  "Compiled offline from Pitchside's sponsor catalogue and match engine, not from live research: confirm recent results and priorities before the first meeting.";

/** A reason counts as a risk below this impact (points of matchPercentage). */
const RISK_IMPACT = -3;

const FACTOR_LABELS: Record<MatchReason["factor"], string> = {
  audience: "Audience",
  "brand-values": "Brand values",
  budget: "Budget",
  reach: "Size and reach",
  markets: "Markets",
  "host-market": "Host market",
  "sports-sponsorship": "Sports sponsorship",
  "lead-time": "Timing",
  "sponsor-profile": "Sponsor profile",
  "event-profile": "Event profile",
};

/** "Brand values (-7.8 points): No identical brand values, ..." for a factor that holds a match back. */
export function drawbackText(reason: MatchReason): string {
  const label = FACTOR_LABELS[reason.factor];
  const points = reason.impact === 0 ? "" : ` (${reason.impact} points)`;
  // Texts such as "Audience fit unknown ..." already start with their factor.
  if (reason.text.toLowerCase().startsWith(label.toLowerCase().split(" ")[0]!))
    return `${reason.text}${points}`;
  return `${label}${points}: ${reason.text}`;
}

function noteOf(sponsor: SponsorFacts): IndustryNote | undefined {
  return sponsor.industry ? INDUSTRY_NOTES[sponsor.industry as Industry] : undefined;
}

function propertyLabel(property: PropertyFacts): string {
  const event = property.event;
  return event ? `${event.name} (${property.eventBrand.name})` : property.eventBrand.name;
}

export function overviewText({ sponsor, property, match }: ResearchInput): string {
  const industry = sponsor.industry ? ` (${sponsor.industry})` : "";
  const intro = sponsor.headquarters
    ? `${sponsor.name}${industry} is headquartered in ${sponsor.headquarters}.`
    : `${sponsor.name}${industry}.`;
  const lead = match.reasons.find((reason) => reason.impact > 0);
  const verdict = `Against ${propertyLabel(property)}, Pitchside's match engine scores it ${match.matchPercentage}% (${qualityLabel(match.matchPercentage)})${lead ? `; the strongest factor: ${lead.text.charAt(0).toLowerCase()}${lead.text.slice(1)}` : ""}.`;
  return [intro, sponsor.overview, verdict, OFFLINE_NOTE].filter(Boolean).join(" ");
}

export function targetAudienceList(sponsor: SponsorFacts, match: MatchResult): string[] {
  const p = sponsor.profile;
  if (!p)
    return [`No audience profile is on file for ${sponsor.name}: add one to sharpen matching.`];
  const audienceReason = match.reasons.find((reason) => reason.factor === "audience");
  return [
    `Core customers: ${audienceWho(p.audience)}`,
    `Interests: ${interestsText(p.audience.interests, 6)}`,
    `Markets: ${marketsText(p.markets)}`,
    ...(audienceReason ? [audienceReason.text] : []),
  ];
}

export function brandValueList(sponsor: SponsorFacts, property: PropertyFacts): string[] {
  const values = sponsor.profile?.brandValues ?? [];
  if (values.length === 0) return ["Not recorded in the catalogue"];
  const theirs = new Set<string>(property.eventBrand.profile?.brandValues ?? []);
  const shared = values.filter((value) => theirs.has(value));
  return [
    ...shared.map((value) => `${capitalise(value)} (shared with ${property.eventBrand.name})`),
    ...values.filter((value) => !theirs.has(value)).map(capitalise),
  ];
}

export function growthTrajectory(sponsor: SponsorFacts): DeepResearch["growthTrajectory"] {
  const revenue = sponsor.revenue
    ? `Latest annual revenue on file: ${sponsor.revenue.text}${sponsor.revenue.source ? ` (source: ${sponsor.revenue.source})` : ""}.`
    : "No revenue figure is on file.";
  return {
    status: "other",
    details: `${revenue} The catalogue holds no growth series, so the trajectory is not assessed offline: check the latest annual report or results before the meeting.`,
  };
}

export function strategicInitiatives(
  sponsor: SponsorFacts,
  property: PropertyFacts,
): DeepResearch["strategicInitiatives"] {
  const note = noteOf(sponsor);
  const industry = sponsor.industry ?? "its industry";
  const items = (note?.priorities ?? []).map((priority) => ({
    title: priority,
    description: `A common priority across ${industry} brands. Ask how ${sponsor.name} is pursuing it and show how ${property.eventBrand.name} serves it.`,
  }));
  const deals = sponsor.profile?.sportsSponsorships ?? [];
  const sport = property.eventBrand.profile?.sport ?? "this sport";
  const inSport = deals.some((deal) => comparableText(deal.sport) === comparableText(sport));
  items.push({
    title: "Sports sponsorship portfolio",
    description:
      deals.length === 0
        ? `No sports partnerships are on file: ${property.eventBrand.name} would be a first step, so expect a longer sale and pitch proof of return.`
        : `Known partnerships: ${joinWords(deals.slice(0, 4).map((deal) => deal.property))}. ${inSport ? `${capitalise(sport)} is already part of the mix.` : `No ${sport} deal is on file, so ${property.eventBrand.name} would add a new sport.`}`,
  });
  return items;
}

export function marketingFocus(sponsor: SponsorFacts): string[] {
  const note = noteOf(sponsor);
  const industry = sponsor.industry ?? "the industry";
  const items = (note?.focus ?? []).map((focus) => `${focus} (common across ${industry})`);
  const sports = [...new Set(sponsor.profile?.sportsSponsorships.map((deal) => deal.sport) ?? [])];
  if (sports.length > 0) items.push(`Sport: ${joinWords(sports)} (from known sponsorships)`);
  return items.length > 0 ? items : ["Not recorded in the catalogue"];
}

const positive = (reasons: readonly MatchReason[]) => reasons.filter((r) => r.impact > 0);

export function strengthList(sponsor: SponsorFacts, match: MatchResult): string[] {
  const texts = positive(match.reasons).map((reason) => reason.text);
  if (texts.length > 0) return texts;
  return [
    `No single factor lifts ${sponsor.name}'s match above neutral: lead with a small, low-risk package and the event's audience data.`,
  ];
}

export function riskList(
  sponsor: SponsorFacts,
  property: PropertyFacts,
  match: MatchResult,
  peers: readonly PeerFacts[],
): string[] {
  const risks = match.reasons.filter((r) => r.impact <= RISK_IMPACT).map(drawbackText);
  const rivals = propertyRivals(peers, property);
  if (rivals.length > 0)
    risks.push(
      `Category conflict: ${joinWords(rivals.map((peer) => peer.name))} already partner${rivals.length === 1 ? "s" : ""} ${property.eventBrand.name}.`,
    );
  const note = noteOf(sponsor);
  if (note) risks.push(note.risk);
  if (match.confidence === "low")
    risks.push("Profiles are incomplete, so the match score is a neutral placeholder.");
  return risks.length > 0 ? risks : ["No specific risk flagged by the match engine."];
}

export function considerationList(sponsor: SponsorFacts, match: MatchResult): string[] {
  const items = match.reasons
    .filter((r) => r.impact <= 0 && r.impact > RISK_IMPACT)
    .map(drawbackText);
  items.push(
    `Suggested level: ${matchTier(match.matchPercentage)}, from ${withIndefiniteArticle(`${match.matchPercentage}%`)} match.`,
  );
  if (!sponsor.profile)
    items.push("No budget band is on file, so the predicted budget range is left open.");
  else if (sponsor.profile.budgetIsEstimate)
    items.push("The budget band is an estimate from public reporting, not a disclosed figure.");
  items.push(OFFLINE_NOTE);
  return items;
}
