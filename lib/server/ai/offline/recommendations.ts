import { joinWords } from "@/lib/server/matching/vocab";
import { comparableText } from "@/lib/server/matching/words";
import { countryInfo } from "@/lib/shared/countries";
import { formatDateRange } from "@/lib/shared/dates";
import { seededRandom } from "@/lib/shared/seeded-random";
import { withIndefiniteArticle } from "@/lib/shared/text";
import type { RecommendationTexts } from "@/lib/shared/schemas/ai";
import type { PropertyFacts, RecommendationCandidate } from "../types";
import { audienceWho, splitLocation } from "../words";
import { adaptIdea, placeholderValues, selectIdeas } from "./activations";
import { hashSeed } from "./seed";

/** Offline texts for engine-ranked sponsors of a specific event, built from facts and reasons. */

function regionWord(region: string): string {
  return region === "Middle East" ? "the Middle East" : region;
}

function localRelevanceText(candidate: RecommendationCandidate, property: PropertyFacts): string {
  const { sponsor } = candidate;
  const event = property.event;
  const host = countryInfo(event?.locationCountry);
  const eventName = event?.name ?? property.eventBrand.name;
  if (!host)
    return `The host country of ${eventName} is not on file, so local relevance cannot be judged.`;
  const markets = sponsor.profile?.markets;
  const home = countryInfo(sponsor.headquarters)?.code === host.code;
  if (home)
    return `${sponsor.name} is headquartered in ${host.name}, the host market of ${eventName}: a home event.`;
  if (markets?.countries.includes(host.code))
    return `${host.name} is one of ${sponsor.name}'s key markets, so ${eventName} reaches customers it already serves.`;
  if (markets?.regions.includes(host.region))
    return `${sponsor.name} is active in ${regionWord(host.region)}, though ${host.name} is not among its key markets on file.`;
  if (!markets) return `${sponsor.name}'s markets are not on file.`;
  return `No presence on file in ${host.name} or ${regionWord(host.region)}: ${eventName} would be brand-building in a new market.`;
}

function audienceAlignmentText(
  candidate: RecommendationCandidate,
  property: PropertyFacts,
): string {
  const reason = candidate.match.reasons.find((r) => r.factor === "audience");
  if (reason) return `${reason.text}.`;
  const theirs = property.eventBrand.profile?.audience;
  const own = candidate.sponsor.profile?.audience;
  if (own && theirs)
    return `${candidate.sponsor.name} reaches ${audienceWho(own)}; the event draws ${audienceWho(theirs)} (audience match ${candidate.match.audienceMatch}%).`;
  return "Audience fit is unknown until both profiles are complete.";
}

function eventBenefits(
  candidate: RecommendationCandidate,
  property: PropertyFacts,
  random: () => number,
): string[] {
  const { sponsor } = candidate;
  const event = property.event;
  const eventName = event?.name ?? property.eventBrand.name;
  const { venue } = splitLocation(event?.locationName ?? null);
  const dates = event ? ` (${formatDateRange(event.startDate, event.endDate)})` : "";
  const benefits = [`Host key clients at ${venue ?? "the venue"} during ${eventName}${dates}.`];
  const audience = property.eventBrand.profile?.audience;
  if (audience)
    benefits.push(
      `Reach the event's ${audienceWho(audience)} crowd on site, on broadcast and on social.`,
    );
  const values = placeholderValues(sponsor, property, event);
  const [idea] = selectIdeas({ sponsor, property, count: 1, existingTitles: [] }, values, random);
  if (idea) benefits.push(`Activation to propose: ${adaptIdea(idea, sponsor, values).title}.`);
  const sport = property.eventBrand.profile?.sport ?? "";
  const deals = sponsor.profile?.sportsSponsorships ?? [];
  const same = deals.filter((deal) => comparableText(deal.sport) === comparableText(sport));
  if (same.length > 0)
    benefits.push(
      `Builds on its ${sport.toLowerCase()} portfolio (${joinWords(same.slice(0, 2).map((d) => d.property))}).`,
    );
  else if (deals.length === 0)
    benefits.push("A first sports partnership, with a ready-made audience and proof points.");
  return benefits;
}

/**
 * Who the sponsor is and the leading reason it fits. The percentage is not written into the text:
 * the screens show the event's current match beside it, and a figure frozen in the text would
 * disagree with it once the ranking moves (docs/product.md, "One number per match").
 */
function overviewFor(candidate: RecommendationCandidate): string {
  const { sponsor, match } = candidate;
  const base =
    sponsor.overview ??
    `${sponsor.name} is ${withIndefiniteArticle(sponsor.industry ?? "company")} brand${sponsor.headquarters ? ` headquartered in ${sponsor.headquarters}` : ""}.`;
  const lead = match.reasons.find((reason) => reason.impact > 0);
  return `${base}${lead ? ` ${lead.text}.` : ""}`;
}

export function buildRecommendationTexts(
  candidates: readonly RecommendationCandidate[],
  property: PropertyFacts,
): RecommendationTexts[] {
  return candidates.map((candidate) => {
    const random = seededRandom(
      hashSeed("recommend", candidate.sponsor.id, property.eventBrand.id, property.event?.id),
    );
    return {
      id: candidate.sponsor.id,
      overview: overviewFor(candidate),
      audienceAlignment: audienceAlignmentText(candidate, property),
      localRelevance: localRelevanceText(candidate, property),
      eventSpecificBenefits: eventBenefits(candidate, property, random),
    };
  });
}
