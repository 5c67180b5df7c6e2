import type { MatchResult } from "@/lib/server/matching/types";
import { joinWords } from "@/lib/server/matching/vocab";
import { budgetText } from "@/lib/server/sponsors/serialize";
import type { EventFacts, IndustryPeers, PeerFacts, PropertyFacts, SponsorFacts } from "./types";
import { audienceWho, interestsText, marketsText } from "./words";

/**
 * The facts a prompt is grounded in, as compact plain text: the sponsor's catalogue profile, the
 * property's profile and calendar, and the matching engine's verdict with its reasons.
 */

const line = (label: string, value: string | null | undefined) =>
  value ? `- ${label}: ${value}` : null;

export function sponsorBlock(sponsor: SponsorFacts): string {
  const p = sponsor.profile;
  const budget = budgetText(p);
  const deals = p?.sportsSponsorships.map(
    (deal) => `${deal.property} (${deal.sport}${deal.since ? `, since ${deal.since}` : ""})`,
  );
  return [
    `SPONSOR: ${sponsor.name}`,
    line("Industry", sponsor.industry),
    line("Headquarters", sponsor.headquarters),
    line("Website", sponsor.website),
    line("Annual revenue", sponsor.revenue?.text),
    line("Overview", sponsor.overview),
    line("Sponsorship budget band", budget),
    line("Markets", p ? marketsText(p.markets) : null),
    line(
      "Core customers",
      p ? `${audienceWho(p.audience)}; interests: ${interestsText(p.audience.interests, 6)}` : null,
    ),
    line("Brand values", p ? joinWords(p.brandValues) : null),
    line("Known sports sponsorships", deals && deals.length > 0 ? deals.join("; ") : "none known"),
    p ? null : "- (No catalogue profile: audience, budget and markets are unknown.)",
  ]
    .filter(Boolean)
    .join("\n");
}

export function eventLine(event: EventFacts): string {
  const dates = event.startDate
    ? `${event.startDate}${event.endDate && event.endDate !== event.startDate ? ` to ${event.endDate}` : ""}`
    : "dates to be confirmed";
  const place = [event.locationName, event.locationCountry].filter(Boolean).join(", ");
  return `${event.name} (${dates}${place ? `, ${place}` : ""})`;
}

/** Events still to come at `now`, earliest first. */
export function upcomingEvents(calendar: readonly EventFacts[], now: string): EventFacts[] {
  const today = now.slice(0, 10);
  return calendar.filter((event) => event.startDate !== null && event.startDate >= today);
}

export function propertyBlock(property: PropertyFacts, now: string): string {
  const { eventBrand: brand, event } = property;
  const p = brand.profile;
  const upcoming = upcomingEvents(property.calendar, now).slice(0, 6);
  const calendar =
    upcoming.length > 0
      ? upcoming.map(eventLine).join("; ")
      : property.calendar.length > 0
        ? `no upcoming events on file; most recent: ${property.calendar.slice(-3).map(eventLine).join("; ")}`
        : "no events on file";
  return [
    `PROPERTY (the rights-holder you work for): ${brand.name}`,
    line("Description", brand.description),
    line("Sport and tier", p ? `${p.sport}, ${p.tier} property` : null),
    line("Audience", brand.audience),
    line(
      "Audience profile",
      p ? `${audienceWho(p.audience)}; interests: ${interestsText(p.audience.interests, 6)}` : null,
    ),
    line("Markets", p ? marketsText(p.markets) : null),
    line("Brand values", p ? joinWords(p.brandValues) : null),
    line(
      "Event in focus",
      event ? `${eventLine(event)}${event.description ? `: ${event.description}` : ""}` : null,
    ),
    line("Calendar", calendar),
    `- Today: ${now.slice(0, 10)}`,
  ]
    .filter(Boolean)
    .join("\n");
}

export function matchBlock(match: MatchResult): string {
  const reasons = match.reasons.map(
    (reason) =>
      `  - ${reason.impact > 0 ? "+" : ""}${reason.impact} pts (${reason.factor}): ${reason.text}`,
  );
  return [
    `MATCH ENGINE VERDICT: ${match.matchPercentage}% overall (audience ${match.audienceMatch}, commercial value ${match.valueMatch}, brand values ${match.brandValueMatch}; confidence ${match.confidence})`,
    "- Reasons, largest effect first:",
    ...reasons,
  ].join("\n");
}

/** A brand and its known deals, one line. */
function peerLine(peer: PeerFacts): string {
  const deals = peer.sponsorships.map((deal) => `${deal.property} (${deal.sport})`);
  return `- ${peer.name}: ${deals.length > 0 ? deals.join("; ") : "no known sports sponsorships"}`;
}

/**
 * The sponsor's industry on file: the closest rivals (the same ones the offline provider names),
 * then every other brand of the industry whose sports deals are known, so a statement about who
 * sponsors a sport can be checked against the whole catalogue, not a sample.
 */
export function peersBlock(peers: IndustryPeers): string {
  if (peers.total === 0) return "SAME-INDUSTRY BRANDS: none on file";
  const closest = new Set(peers.rivals.map((peer) => peer.name));
  const others = peers.withDeals.filter((peer) => !closest.has(peer.name));
  return [
    `SAME-INDUSTRY BRANDS ON FILE: ${peers.total} besides the sponsor.`,
    "CLOSEST RIVALS (comparable size and markets, most alike first) AND THEIR KNOWN SPONSORSHIPS:",
    ...peers.rivals.map(peerLine),
    ...(others.length > 0
      ? ["OTHER BRANDS OF THE INDUSTRY WITH KNOWN SPORTS SPONSORSHIPS:", ...others.map(peerLine)]
      : []),
    "Every other brand of the industry on file has no known sports sponsorship (unknown, not none).",
  ].join("\n");
}
