import { ageRanges } from "@/lib/server/matching/audience-text";
import { interestWord, joinWords } from "@/lib/server/matching/vocab";
import { countryByCode } from "@/lib/shared/countries";
import type { Interest } from "@/lib/shared/profile";
import type { AudienceProfile, Markets } from "@/lib/shared/schemas/profile";

/** Small wording helpers shared by the prompts and the offline texts. */

const INCOME_WORDS: Record<AudienceProfile["income"], string> = {
  mass: "mass-market",
  middle: "middle-income",
  "upper-middle": "upper-middle-income",
  high: "affluent",
  "ultra-high": "very wealthy",
};
const GENDER_WORDS: Record<AudienceProfile["genderSkew"], string> = {
  male: "mostly men",
  female: "mostly women",
  balanced: "men and women alike",
};

/** "affluent 35–54, mostly men". */
export function audienceWho(audience: AudienceProfile): string {
  return `${INCOME_WORDS[audience.income]} ${ageRanges(audience.ageBands)}, ${GENDER_WORDS[audience.genderSkew]}`;
}

export function interestsText(interests: readonly Interest[], max = 4): string {
  return joinWords(interests.slice(0, max).map(interestWord));
}

function countryNames(codes: readonly string[], max = 5): string[] {
  return codes.slice(0, max).map((code) => countryByCode(code)?.name ?? code);
}

/** "North America, Europe and Asia (key countries: United States, Japan)". */
export function marketsText(markets: Markets): string {
  const regions = markets.regions.length >= 6 ? "global" : joinWords(markets.regions);
  const countries = countryNames(markets.countries);
  return countries.length > 0 ? `${regions} (key countries: ${countries.join(", ")})` : regions;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Upper-case the first letter of every sentence, after placeholders filled in lower-case words. */
export function capitaliseSentences(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)([a-z])/g,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}

/** "Feb 2027" for an ISO date or a Date. */
export function monthYear(date: Date): string {
  return date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** "Feb 14, 2027". */
export function dayMonthYear(date: Date): string {
  return date.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "The Grange Golf Club, Adelaide" → venue "The Grange Golf Club", city "Adelaide". */
export function splitLocation(locationName: string | null): {
  venue: string | null;
  city: string | null;
} {
  if (!locationName) return { venue: null, city: null };
  const parts = locationName
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    venue: parts[0] ?? null,
    city: parts.length > 1 ? (parts[parts.length - 1] ?? null) : null,
  };
}
