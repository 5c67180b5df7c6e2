import type { MatchResult } from "@/lib/server/matching/types";
import { budgetText } from "@/lib/server/sponsors/serialize";
import type { EventFacts, PeerFacts, PropertyFacts, SponsorFacts } from "./types";
import { audienceWho, interestsText, joinWords, marketsText } from "./words";

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

export function peersBlock(peers: readonly PeerFacts[]): string {
  if (peers.length === 0) return "SAME-INDUSTRY BRANDS: none on file";
  const rows = peers.map((peer) => {
    const deals = peer.sponsorships.map((deal) => `${deal.property} (${deal.sport})`);
    return `- ${peer.name}: ${deals.length > 0 ? deals.join("; ") : "no known sports sponsorships"}`;
  });
  return ["SAME-INDUSTRY BRANDS AND THEIR KNOWN SPONSORSHIPS:", ...rows].join("\n");
}
