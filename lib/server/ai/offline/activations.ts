import { joinWords } from "@/lib/server/matching/vocab";
import { comparableText } from "@/lib/server/matching/words";
import { countryInfo } from "@/lib/shared/countries";
import type { Industry } from "@/lib/shared/profile";
import type { ActivationIdea } from "@/lib/shared/schemas/ai";
import { upcomingEvents } from "../grounding";
import type { ActivationInput, EventFacts, PropertyFacts, SponsorFacts } from "../types";
import { splitLocation } from "../words";
import { INDUSTRY_NOTES } from "./industry-notes";
import {
  ACTIVATION_LIBRARY,
  fillTemplate,
  type LibraryIdea,
  type PlaceholderValues,
} from "./library";
import { seededShuffle } from "./seed";

/** Offline activation ideas: the curated library, filtered and adapted to sponsor and property. */

/**
 * The event an idea is staged at: the one in focus, else an upcoming event in one of the
 * sponsor's key countries (home market first), else one of the next upcoming events.
 */
export function stagingEvent(
  sponsor: SponsorFacts,
  property: PropertyFacts,
  now: string,
  random: () => number,
): EventFacts | null {
  if (property.event) return property.event;
  const upcoming = upcomingEvents(property.calendar, now);
  const pool = upcoming.length > 0 ? upcoming : property.calendar.slice(-4);
  for (const code of sponsor.profile?.markets.countries ?? []) {
    const local = pool.find((event) => countryInfo(event.locationCountry)?.code === code);
    if (local) return local;
  }
  return seededShuffle(pool.slice(0, 4), random)[0] ?? null;
}

export function placeholderValues(
  sponsor: SponsorFacts,
  property: PropertyFacts,
  event: EventFacts | null,
): PlaceholderValues {
  const { venue, city } = splitLocation(event?.locationName ?? null);
  const country = countryInfo(event?.locationCountry)?.name ?? event?.locationCountry ?? null;
  const note = sponsor.industry ? INDUSTRY_NOTES[sponsor.industry as Industry] : undefined;
  return {
    sponsor: sponsor.name,
    event: event?.name ?? property.eventBrand.name,
    property: property.eventBrand.name,
    venue: venue ?? "the venue",
    city: city ?? country ?? "the host city",
    country: country ?? "the host country",
    product: note?.product ?? "products",
  };
}

function isGolf(property: PropertyFacts): boolean {
  return comparableText(property.eventBrand.profile?.sport ?? "golf") === "golf";
}

/** How well a library idea suits this sponsor and property; null when it does not apply. */
function scoreIdea(
  idea: LibraryIdea,
  sponsor: SponsorFacts,
  property: PropertyFacts,
): number | null {
  if (idea.eventType === "golf" && !isGolf(property)) return null;
  if (idea.industry && idea.industry !== sponsor.industry) return null;
  const own = new Set<string>([
    ...(sponsor.profile?.brandValues ?? []),
    ...(sponsor.profile?.audience.interests ?? []),
  ]);
  const theirs = new Set<string>([
    ...(property.eventBrand.profile?.brandValues ?? []),
    ...(property.eventBrand.profile?.audience.interests ?? []),
  ]);
  let score = idea.industry ? 6 : 0;
  for (const tag of idea.tags) score += (own.has(tag) ? 2 : 0) + (theirs.has(tag) ? 1 : 0);
  return score;
}

/** The sentence that says why an idea suits this sponsor, from the tags it shares with it. */
function fitSentence(idea: LibraryIdea, sponsor: SponsorFacts): string {
  const values = idea.tags.filter((tag) => sponsor.profile?.brandValues.some((v) => v === tag));
  if (values.length > 0)
    return `A natural fit for a brand built on ${joinWords(values.slice(0, 2))}.`;
  const interests = idea.tags.filter((tag) =>
    sponsor.profile?.audience.interests.some((i) => i === tag),
  );
  if (interests.length > 0)
    return `It speaks to ${sponsor.name}'s customers' interest in ${joinWords(interests.slice(0, 2).map((i) => i.replace("-", " and ")))}.`;
  return "";
}

function wantedCategories(categories: readonly string[] | undefined): Set<string> | null {
  if (!categories || categories.length === 0) return null;
  return new Set(categories.map((category) => category.trim().toLowerCase()));
}

/**
 * `count` ideas, best-suited first, with a little seeded variety and as many different
 * categories as possible. Ideas already generated (same title) are skipped while others remain.
 */
export function selectIdeas(
  input: Pick<ActivationInput, "sponsor" | "property" | "count" | "categories" | "existingTitles">,
  values: PlaceholderValues,
  random: () => number,
): LibraryIdea[] {
  const existing = new Set(input.existingTitles.map((title) => title.trim().toLowerCase()));
  const wanted = wantedCategories(input.categories);
  const scored = ACTIVATION_LIBRARY.flatMap((idea) => {
    const score = scoreIdea(idea, input.sponsor, input.property);
    if (score === null) return [];
    const fresh = !existing.has(fillTemplate(idea.title, values).toLowerCase());
    const inCategory = !wanted || wanted.has(idea.category.toLowerCase());
    // Wanted categories first, then ideas not generated before, then fit plus a little chance.
    const tier = (inCategory ? 2 : 0) + (fresh ? 1 : 0);
    return [{ idea, tier, rank: score + random() * 3 }];
  });
  scored.sort((a, b) => b.tier - a.tier || b.rank - a.rank);
  const best = scored[0]?.tier ?? 0;
  const chosen: LibraryIdea[] = [];
  const categories = new Set<string>();
  // First one idea per category among the best tier, then the rest in order.
  for (const { idea, tier } of scored) {
    if (chosen.length === input.count || tier < best) break;
    if (categories.has(idea.category)) continue;
    chosen.push(idea);
    categories.add(idea.category);
  }
  for (const { idea } of scored) {
    if (chosen.length === input.count) break;
    if (!chosen.includes(idea)) chosen.push(idea);
  }
  return chosen;
}

/** A library idea written out for this sponsor and event. */
export function adaptIdea(
  idea: LibraryIdea,
  sponsor: SponsorFacts,
  values: PlaceholderValues,
): ActivationIdea {
  const fit = fitSentence(idea, sponsor);
  const description = fillTemplate(idea.description, values);
  return {
    title: fillTemplate(idea.title, values),
    description: fit ? `${description} ${fit}` : description,
    category: idea.category,
  };
}
