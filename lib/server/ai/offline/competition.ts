import { joinWords } from "@/lib/server/matching/vocab";
import { comparableText } from "@/lib/server/matching/words";
import type { DeepResearch } from "@/lib/shared/schemas/ai";
import { plural } from "@/lib/shared/text";
import type { IndustryPeers, PeerFacts, PropertyFacts, SponsorFacts } from "../types";

/**
 * Competitive sponsorship from the sponsor's industry on file: its closest rivals (most alike
 * first) with the deals the catalogue knows, and who in the industry is known to sponsor the
 * property's sport, counted over every brand on file.
 */

const MAX_COMPETITORS = 5;
/** Sport sponsors named in the summary; the rest are counted. */
const MAX_NAMED = 4;

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

/** "BMW (BMW PGA Championship), Genesis (The Genesis Invitational) and 3 more". */
function namedSponsors(active: readonly PeerFacts[], sport: string): string {
  const named = active.slice(0, MAX_NAMED).map((peer) => {
    const deal = peer.sponsorships.find((d) => comparableText(d.sport) === comparableText(sport));
    return deal ? `${peer.name} (${deal.property})` : peer.name;
  });
  const more = active.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : joinWords(named);
}

export function competitiveSponsorship(
  sponsor: SponsorFacts,
  property: PropertyFacts,
  peers: IndustryPeers,
): DeepResearch["competitiveSponsorship"] {
  const sport = sportOf(property);
  const competitors = peers.rivals.slice(0, MAX_COMPETITORS).map((peer) => ({
    name: peer.name,
    sponsorships: peer.sponsorships.slice(0, 5).map((deal) => deal.property),
  }));
  const industry = sponsor.industry ?? "same-industry";
  if (peers.total === 0) {
    return {
      summary: `No other ${industry} brands are on file in Pitchside, so the competitive picture is unknown; check which rivals sponsor ${sport} before the meeting.`,
      competitors,
    };
  }
  const onFile = `${plural(peers.total, `other ${industry} brand`)} on file`;
  const active = peers.withDeals.filter((peer) => inSport(peer, sport));
  const own = sponsor.profile?.sportsSponsorships.filter(
    (deal) => comparableText(deal.sport) === comparableText(sport),
  );
  const first =
    active.length > 0
      ? `${active.length} of the ${onFile} ${active.length === 1 ? "is" : "are"} known to sponsor ${sport}: ${namedSponsors(active, sport)}.`
      : peers.total === 1
        ? `The ${onFile} is not known to sponsor ${sport}.`
        : `None of the ${onFile} is known to sponsor ${sport}.`;
  const second =
    own && own.length > 0
      ? `${sponsor.name} is already in ${sport} (${joinWords(own.slice(0, 2).map((deal) => deal.property))}), so ${property.eventBrand.name} extends an existing strategy.`
      : active.length > 0
        ? `${sponsor.name} has no ${sport} deal on file: ${property.eventBrand.name} would let it answer rivals already there.`
        : `${property.eventBrand.name} would give ${sponsor.name} the category to itself in ${sport}.`;
  const rivals = propertyRivals(peers.withDeals, property);
  const third =
    rivals.length > 0
      ? ` ${joinWords(rivals.map((peer) => peer.name))} already partner${rivals.length === 1 ? "s" : ""} ${property.eventBrand.name}: check category exclusivity first.`
      : "";
  return { summary: `${first} ${second}${third}`, competitors };
}
