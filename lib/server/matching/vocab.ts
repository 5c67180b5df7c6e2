import { KNOWN_COUNTRIES } from "@/lib/shared/countries";
import { COUNTRY_SLOTS, countrySlot } from "./compiled";
import {
  AGE_BANDS,
  BRAND_VALUES,
  BUDGET_BANDS,
  COMPANY_SCALES,
  CONSUMER_REACHES,
  GENDER_SKEWS,
  INCOME_LEVELS,
  INTERESTS,
  PROPERTY_TIERS,
  REGIONS,
  type BrandValue,
  type Interest,
} from "@/lib/shared/profile";

/**
 * Index lookups and bit sets over the fixed profile vocabularies. Every list has at most 30
 * entries, so a set fits in one 32-bit integer and an overlap is an AND plus a popcount.
 */

function indexOf(list: readonly string[]): Map<string, number> {
  return new Map(list.map((value, index) => [value, index]));
}

export const AGE_INDEX = indexOf(AGE_BANDS);
export const INTEREST_INDEX = indexOf(INTERESTS);
export const VALUE_INDEX = indexOf(BRAND_VALUES);
export const REGION_INDEX = indexOf(REGIONS);
export const GENDER_INDEX = indexOf(GENDER_SKEWS);
export const INCOME_INDEX = indexOf(INCOME_LEVELS);
export const BUDGET_INDEX = indexOf(BUDGET_BANDS);
export const TIER_INDEX = indexOf(PROPERTY_TIERS);
export const REACH_INDEX = indexOf(CONSUMER_REACHES);
/** Company size as a step from 0 (nano) to 5 (mega). */
export const SCALE_STEP = new Map(
  COMPANY_SCALES.map((scale, i) => [scale, COMPANY_SCALES.length - 1 - i]),
);
/** A profile without a scale: read from its budget band (XS micro, S small … XL mega). */
export const SCALE_STEP_OF_BUDGET = (budget: number) => (budget < 0 ? -1 : budget + 1);

/** Region bit of each known country's slot (see `countrySlot`); 0 when unknown. */
export const REGION_BIT_BY_COUNTRY_SLOT = new Int32Array(COUNTRY_SLOTS);
for (const country of KNOWN_COUNTRIES) {
  const region = REGION_INDEX.get(country.region);
  const slot = countrySlot(country.code);
  if (region !== undefined && slot >= 0) REGION_BIT_BY_COUNTRY_SLOT[slot] = 1 << region;
}

export function popcount(mask: number): number {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Bit set of the values found in `index`; unknown values are ignored rather than thrown on. */
export function maskOf(values: readonly string[], index: Map<string, number>): number {
  let mask = 0;
  for (const value of values) {
    const bit = index.get(value);
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask;
}

/** The values of `list` whose bits are set, in vocabulary order. */
export function valuesOf<T extends string>(mask: number, list: readonly T[]): T[] {
  return list.filter((_, index) => (mask & (1 << index)) !== 0);
}

/**
 * Brand values grouped into broader positionings, so "luxury" and "craftsmanship" count as
 * related even when the exact words differ. A value may belong to several families.
 */
export const BRAND_FAMILIES = [
  "premium",
  "high-performance",
  "community-minded",
  "youthful energy",
  "responsible",
  "global",
] as const;
const FAMILY_MEMBERS: Record<(typeof BRAND_FAMILIES)[number], readonly BrandValue[]> = {
  premium: [
    "luxury",
    "exclusivity",
    "craftsmanship",
    "heritage",
    "tradition",
    "excellence",
    "precision",
  ],
  "high-performance": [
    "performance",
    "precision",
    "excellence",
    "innovation",
    "technology",
    "boldness",
  ],
  "community-minded": [
    "community",
    "inclusivity",
    "family",
    "teamwork",
    "integrity",
    "reliability",
  ],
  "youthful energy": ["youth", "fun", "adventure", "passion", "boldness"],
  responsible: ["sustainability", "wellness", "integrity", "community"],
  global: ["global"],
};

/** For each brand value index, the bit set of its families. */
export const VALUE_FAMILY_MASKS: readonly number[] = BRAND_VALUES.map((value) =>
  BRAND_FAMILIES.reduce(
    (mask, family, bit) => (FAMILY_MEMBERS[family].includes(value) ? mask | (1 << bit) : mask),
    0,
  ),
);

export function familyMaskOf(valueMask: number): number {
  let mask = 0;
  for (let rest = valueMask; rest !== 0; rest &= rest - 1) {
    mask |= VALUE_FAMILY_MASKS[31 - Math.clz32(rest & -rest)] ?? 0;
  }
  return mask;
}

const INTEREST_WORDS: Partial<Record<Interest, string>> = {
  "american-football": "American football",
  "food-drink": "food and drink",
  "real-estate": "real estate",
  "arts-culture": "arts and culture",
};

export function interestWord(interest: Interest): string {
  return INTEREST_WORDS[interest] ?? interest;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
