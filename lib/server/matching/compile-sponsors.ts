import * as compiled from "./compiled";
import type { CompiledSponsor, CompiledSponsors, SponsorView } from "./compiled";
import type { MatchSponsor } from "./types";
import { INDUSTRY_CONSUMER_REACH, type Industry } from "@/lib/shared/profile";
import * as vocab from "./vocab";
import * as words from "./words";

// Read once at load: CommonJS transpilers (tsx, next/jest) turn every use of an imported name
// into a getter call, which costs more than the work per sponsor in a 100,000-sponsor loop.
const { countrySlot } = compiled;
const { AGE_INDEX, BUDGET_INDEX, GENDER_INDEX, INCOME_INDEX, INTEREST_INDEX } = vocab;
const { REGION_INDEX, VALUE_INDEX, REGION_BIT_BY_COUNTRY_SLOT } = vocab;
const { REACH_INDEX, SCALE_STEP, SCALE_STEP_OF_BUDGET } = vocab;
const { familyMaskOf, maskOf, popcount } = vocab;
const { nameHash, namePrefixKey, sportBit } = words;

export function hasSlot(slots: ArrayLike<number>, from: number, to: number, slot: number): boolean {
  for (let k = from; k < to; k++) if (slots[k] === slot) return true;
  return false;
}

function emptyColumns(sponsors: readonly MatchSponsor[]): CompiledSponsors {
  const n = sponsors.length;
  return {
    size: n,
    sources: sponsors,
    ids: new Float64Array(n),
    namePrefix: new Float64Array(n),
    hasProfile: new Uint8Array(n),
    ageMask: new Int32Array(n),
    ageCount: new Uint8Array(n),
    interestMask: new Int32Array(n),
    interestCount: new Uint8Array(n),
    gender: new Int8Array(n).fill(-1),
    income: new Int8Array(n).fill(-1),
    valueMask: new Int32Array(n),
    valueCount: new Uint8Array(n),
    familyMask: new Int32Array(n),
    familyCount: new Uint8Array(n),
    budget: new Int8Array(n).fill(-1),
    scale: new Int8Array(n).fill(-1),
    reach: new Int8Array(n).fill(-1),
    regionMask: new Int32Array(n),
    dealSportBits: new Int32Array(n),
    dealStart: new Uint32Array(n + 1),
    dealPropertyHashes: new Int32Array(0),
    countryStart: new Uint32Array(n + 1),
    countrySlots: new Uint16Array(0),
  };
}

/**
 * Compile many sponsors at once, column by column. The result does not depend on any property
 * or event: compile once, reuse for every context until the sponsors change.
 */
export function compileSponsors(sponsors: readonly MatchSponsor[]): CompiledSponsors {
  const set = emptyColumns(sponsors);
  const countryStart = set.countryStart;
  // Grown on demand rather than sized by a first pass: reading 100,000 profiles twice costs
  // more than the occasional copy.
  let countrySlots: Uint16Array = new Uint16Array(Math.max(16, sponsors.length * 2));
  let countryEnd = 0;
  const dealStart = set.dealStart;
  let propertyHashes: Int32Array = new Int32Array(Math.max(16, sponsors.length * 2));
  let dealEnd = 0;
  for (let i = 0; i < sponsors.length; i++) {
    const sponsor = sponsors[i];
    const profile = sponsor?.profile;
    countryStart[i] = countryEnd;
    dealStart[i] = dealEnd;
    set.ids[i] = sponsor?.id ?? 0;
    set.namePrefix[i] = namePrefixKey(sponsor?.name ?? "");
    if (!profile) continue;
    const { audience, markets } = profile;
    const from = countryEnd;
    let regions = maskOf(markets.regions, REGION_INDEX);
    if (countrySlots.length < countryEnd + markets.countries.length) {
      countrySlots = grow(countrySlots, countryEnd + markets.countries.length);
    }
    for (const code of markets.countries) {
      const slot = countrySlot(code);
      if (slot < 0 || hasSlot(countrySlots, from, countryEnd, slot)) continue;
      countrySlots[countryEnd++] = slot;
      regions |= REGION_BIT_BY_COUNTRY_SLOT[slot] ?? 0;
    }
    const ages = maskOf(audience.ageBands, AGE_INDEX);
    const interests = maskOf(audience.interests, INTEREST_INDEX);
    const values = maskOf(profile.brandValues, VALUE_INDEX);
    const families = familyMaskOf(values);
    set.hasProfile[i] = 1;
    set.ageMask[i] = ages;
    set.ageCount[i] = popcount(ages);
    set.interestMask[i] = interests;
    set.interestCount[i] = popcount(interests);
    set.gender[i] = GENDER_INDEX.get(audience.genderSkew) ?? -1;
    set.income[i] = INCOME_INDEX.get(audience.income) ?? -1;
    set.valueMask[i] = values;
    set.valueCount[i] = popcount(values);
    set.familyMask[i] = families;
    set.familyCount[i] = popcount(families);
    const budget = BUDGET_INDEX.get(profile.budgetBand) ?? -1;
    set.budget[i] = budget;
    set.scale[i] = profile.scale
      ? (SCALE_STEP.get(profile.scale) ?? -1)
      : SCALE_STEP_OF_BUDGET(budget);
    const reach =
      profile.consumerReach ?? INDUSTRY_CONSUMER_REACH[(sponsor.industry ?? "") as Industry];
    set.reach[i] = reach ? (REACH_INDEX.get(reach) ?? -1) : -1;
    set.regionMask[i] = regions;
    const deals = profile.sportsSponsorships ?? [];
    if (propertyHashes.length < dealEnd + deals.length) {
      propertyHashes = grow(propertyHashes, dealEnd + deals.length);
    }
    let sports = 0;
    for (const deal of deals) {
      sports |= sportBit(deal.sport);
      propertyHashes[dealEnd++] = nameHash(deal.property);
    }
    set.dealSportBits[i] = sports;
  }
  countryStart[sponsors.length] = countryEnd;
  dealStart[sponsors.length] = dealEnd;
  return {
    ...set,
    countrySlots: countrySlots.slice(0, countryEnd),
    dealPropertyHashes: propertyHashes.slice(0, dealEnd),
  };
}

function grow<T extends Uint16Array | Int32Array>(array: T, needed: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(
    Math.max(needed, array.length * 2),
  );
  bigger.set(array);
  return bigger;
}

/** Sponsor `index` of a compiled set, e.g. to explain a ranked row. */
export function sponsorAt(set: CompiledSponsors, index: number): CompiledSponsor {
  const source = set.sources[index];
  if (!source) throw new RangeError(`No sponsor at index ${index} of ${set.size}`);
  return { set, index, id: source.id, name: source.name };
}

export function compileSponsor(sponsor: MatchSponsor): CompiledSponsor {
  return sponsorAt(compileSponsors([sponsor]), 0);
}

/** All of one sponsor's compiled fields in one object (for reason texts, not for loops). */
export function viewOf({ set, index: i }: CompiledSponsor): SponsorView {
  const from = set.countryStart[i] ?? 0;
  const to = set.countryStart[i + 1] ?? from;
  return {
    source: set.sources[i] ?? { id: 0, name: "", industry: null, profile: null },
    hasProfile: set.hasProfile[i] === 1,
    ageMask: set.ageMask[i] ?? 0,
    ageCount: set.ageCount[i] ?? 0,
    interestMask: set.interestMask[i] ?? 0,
    interestCount: set.interestCount[i] ?? 0,
    gender: set.gender[i] ?? -1,
    income: set.income[i] ?? -1,
    valueMask: set.valueMask[i] ?? 0,
    valueCount: set.valueCount[i] ?? 0,
    familyMask: set.familyMask[i] ?? 0,
    familyCount: set.familyCount[i] ?? 0,
    budget: set.budget[i] ?? -1,
    scale: set.scale[i] ?? -1,
    reach: set.reach[i] ?? -1,
    regionMask: set.regionMask[i] ?? 0,
    countrySlots: Array.from(set.countrySlots.subarray(from, to)),
  };
}
