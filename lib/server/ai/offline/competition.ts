import { joinWords } from "@/lib/server/matching/vocab";
import { comparableText, compareNames } from "@/lib/server/matching/words";
import type { DeepResearch } from "@/lib/shared/schemas/ai";
import type { PeerFacts, PropertyFacts, SponsorFacts } from "../types";

/** Competitive sponsorship from same-industry brands on file and their known deals. */

const MAX_COMPETITORS = 5;

function sportOf(property: PropertyFacts): string {
  return property.eventBrand.profile?.sport.toLowerCase() ?? "this sport";
}

function inSport(peer: PeerFacts, sport: string): boolean {
  const wanted = comparableText(sport);
  return peer.sponsorships.some((deal) => comparableText(deal.sport) === wanted);
}

/** Peers that already partner this very property (a likely category-exclusivity conflict). */
export function propertyRivals(peers: readonly PeerFacts[], property: PropertyFacts): PeerFacts[] {
  const name = comparableText(property.eventBrand.name);
  return peers.filter((peer) =>
    peer.sponsorships.some((deal) => comparableText(deal.property).includes(name)),
  );
}

export function competitiveSponsorship(
  sponsor: SponsorFacts,
  property: PropertyFacts,
  peers: readonly PeerFacts[],
): DeepResearch["competitiveSponsorship"] {
  const sport = sportOf(property);
  const ranked = [...peers].sort(
    (a, b) => Number(inSport(b, sport)) - Number(inSport(a, sport)) || compareNames(a.name, b.name),
  );
  const competitors = ranked.slice(0, MAX_COMPETITORS).map((peer) => ({
    name: peer.name,
    sponsorships: peer.sponsorships.slice(0, 5).map((deal) => deal.property),
  }));
  const industry = sponsor.industry ?? "same-industry";
  if (peers.length === 0) {
    return {
      summary: `No other ${industry} brands are on file in Pitchside, so the competitive picture is unknown; check which rivals sponsor ${sport} before the meeting.`,
      competitors,
    };
  }
  const active = ranked.filter((peer) => inSport(peer, sport));
  const own = sponsor.profile?.sportsSponsorships.filter(
    (deal) => comparableText(deal.sport) === comparableText(sport),
  );
  const examples = active.slice(0, 3).map((peer) => {
    const deal = peer.sponsorships.find((d) => comparableText(d.sport) === comparableText(sport));
    return deal ? `${peer.name} (${deal.property})` : peer.name;
  });
  const first =
    active.length > 0
      ? `${active.length} of the ${peers.length} other ${industry} brands on file sponsor ${sport}: ${joinWords(examples)}.`
      : `None of the ${peers.length} other ${industry} brands on file sponsors ${sport}.`;
  const second =
    own && own.length > 0
      ? `${sponsor.name} is already in ${sport} (${joinWords(own.slice(0, 2).map((deal) => deal.property))}), so ${property.eventBrand.name} extends an existing strategy.`
      : active.length > 0
        ? `${sponsor.name} has no ${sport} deal on file: ${property.eventBrand.name} would let it answer rivals already there.`
        : `${property.eventBrand.name} would give ${sponsor.name} the category to itself in ${sport}.`;
  const rivals = propertyRivals(peers, property);
  const third =
    rivals.length > 0
      ? ` ${joinWords(rivals.map((peer) => peer.name))} already partner${rivals.length === 1 ? "s" : ""} ${property.eventBrand.name}: check category exclusivity first.`
      : "";
  return { summary: `${first} ${second}${third}`, competitors };
}
