import { AGE_BANDS, INTERESTS, type AgeBand } from "@/lib/shared/profile";
import type { CompiledAudience } from "./compiled";
import { interestWord, joinWords, valuesOf } from "./vocab";

/** Plain-words descriptions of audiences: "affluent 35–54 men who follow golf and travel". */

const INCOME_WORDS = [
  "mass-market",
  "middle-income",
  "upper-middle-income",
  "affluent",
  "very wealthy",
];
const GENDER_NOUNS = ["men", "women", "men and women"];

function lowerAge(band: AgeBand): string {
  return band.split(/[-+]/)[0] ?? band;
}

function upperAge(band: AgeBand): string | null {
  return band.endsWith("+") ? null : (band.split("-")[1] ?? null);
}

/** ["35-44", "45-54"] → "35–54"; ["55-64", "65+"] → "55+"; gaps give "25–34 and 45–54". */
export function ageRanges(bands: readonly AgeBand[]): string {
  const runs: string[] = [];
  let start: AgeBand | null = null;
  for (const [i, band] of bands.entries()) {
    const first: AgeBand = start ?? band;
    const next = bands[i + 1];
    if (next && AGE_BANDS.indexOf(next) === AGE_BANDS.indexOf(band) + 1) {
      start = first;
      continue;
    }
    const upper = upperAge(band);
    runs.push(upper === null ? `${lowerAge(first)}+` : `${lowerAge(first)}–${upper}`);
    start = null;
  }
  return joinWords(runs);
}

function interestsOf(mask: number, max: number): string {
  return joinWords(valuesOf(mask, INTERESTS).slice(0, max).map(interestWord));
}

/** Who two audiences share, or "" when they share nothing describable. */
export function sharedAudiencePhrase(s: CompiledAudience, c: CompiledAudience): string {
  const ages = ageRanges(valuesOf(s.ageMask & c.ageMask, AGE_BANDS));
  let gender = "";
  if (s.gender === c.gender) gender = GENDER_NOUNS[s.gender] ?? "";
  else if (s.gender === 2 || c.gender === 2)
    gender = GENDER_NOUNS[s.gender === 2 ? c.gender : s.gender] ?? "";
  let income = "";
  if (s.income === c.income) income = INCOME_WORDS[s.income] ?? "";
  else if (Math.min(s.income, c.income) >= 3) income = "affluent";
  const interests = interestsOf(s.interestMask & c.interestMask, 3);
  const who = [income, ages, gender || (income || ages ? "fans" : "")].filter(Boolean).join(" ");
  if (!who && !interests) return "";
  if (!who) return `fans of ${interests}`;
  return interests ? `${who} who follow ${interests}` : who;
}

/** One side's audience on its own: "mass-market 18–34 men into gaming and music". */
export function audiencePhrase(a: CompiledAudience): string {
  const ages = ageRanges(valuesOf(a.ageMask, AGE_BANDS));
  const words = [INCOME_WORDS[a.income], ages, GENDER_NOUNS[a.gender]].filter(Boolean).join(" ");
  const interests = interestsOf(a.interestMask, 3);
  return interests ? `${words} into ${interests}` : words;
}

export function audienceText(
  s: CompiledAudience,
  c: CompiledAudience,
  audience: number,
  income: number,
): string {
  const shared = sharedAudiencePhrase(s, c);
  if (audience >= 0.7)
    return `Strong audience overlap: both reach ${shared || "similar audiences"}`;
  if (audience >= 0.45) {
    const gap =
      income <= 0.2
        ? `, but the sponsor's customers are ${INCOME_WORDS[s.income]} and the event's ${INCOME_WORDS[c.income]}`
        : "";
    return `Partial audience overlap: both reach ${shared || "some of the same people"}${gap}`;
  }
  return `Weak audience overlap: the sponsor reaches ${audiencePhrase(s)}; the event reaches ${audiencePhrase(c)}`;
}
