/**
 * The facts about a sponsor that its proposal may say back to it: what it shares with the property
 * and its own public profile. Built from the stored profiles and the names the research gives its
 * initiatives and the competitors' partnerships, never from the research's own sentences.
 */
import { audienceWho, interestsText, marketsText } from "@/lib/server/ai/words";
import { ageRanges } from "@/lib/server/matching/audience-text";
import { interestWord } from "@/lib/server/matching/vocab";
import { countryInfo, countryInSentence } from "@/lib/shared/countries";
import type { EventProfile, SponsorProfile } from "@/lib/shared/schemas/profile";

/** Why the partnership fits, as facts both sides share (never the engine's score or wording). */
export interface SponsorFit {
  /** Brand values both hold. */
  values: string[];
  /** The age ranges both reach ("35–54"), or null. */
  ages: string | null;
  /** Interests both audiences share, as words ("golf", "food and drink"). */
  interests: string[];
  /** Regions where both are present. */
  regions: string[];
  /** The event's host country as a sentence names it, when one of the sponsor's key countries. */
  hostCountry: string | null;
  /** The sponsor's own partnerships in the property's sport. */
  sportPartnerships: string[];
}

/** What the sponsor may read about itself: its own public profile and priorities. */
export interface SponsorAbout {
  /** The catalogue's description of the company. */
  overview: string | null;
  /** The names of its strategic priorities (the research's initiative titles, not their advice). */
  priorities: string[];
  customers: string | null;
  markets: string | null;
  partnerships: string[];
  /** Same-industry brands and their sports partnerships. */
  competitors: { name: string; sponsorships: string[] }[];
}

const overlap = <T>(a: readonly T[] = [], b: readonly T[] = []) =>
  a.filter((item) => b.includes(item));

/** What both profiles share, for "Why this partnership" in plain words. */
export function sponsorFit(input: {
  sponsor: SponsorProfile | null;
  property: EventProfile | null;
  eventCountry: string | null;
}): SponsorFit {
  const s = input.sponsor;
  const p = input.property;
  const ages = overlap(s?.audience.ageBands, p?.audience.ageBands);
  const host = countryInfo(input.eventCountry);
  const sport = p?.sport.toLowerCase() ?? null;
  return {
    values: overlap(s?.brandValues, p?.brandValues),
    ages: ages.length > 0 ? ageRanges(ages) : null,
    interests: overlap(s?.audience.interests, p?.audience.interests).map(interestWord),
    regions: overlap(s?.markets.regions, p?.markets.regions),
    hostCountry:
      host && s?.markets.countries.includes(host.code) ? countryInSentence(host.name) : null,
    sportPartnerships:
      sport === null
        ? []
        : (s?.sportsSponsorships ?? [])
            .filter((deal) => deal.sport.toLowerCase() === sport)
            .map((deal) => deal.property),
  };
}

/** The sponsor's own profile, in the words of "What we understand about you". */
export function sponsorAbout(input: {
  overview: string | null;
  profile: SponsorProfile | null;
  priorities: string[];
  competitors: { name: string; sponsorships: string[] }[];
}): SponsorAbout {
  const p = input.profile;
  return {
    overview: input.overview?.trim() || null,
    priorities: input.priorities,
    customers: p
      ? `${audienceWho(p.audience)}, interested in ${interestsText(p.audience.interests, 5)}`
      : null,
    markets: p ? marketsText(p.markets) : null,
    partnerships: p?.sportsSponsorships.map((deal) => deal.property) ?? [],
    competitors: input.competitors.filter((c) => c.sponsorships.length > 0),
  };
}
