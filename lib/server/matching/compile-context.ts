import { countryInfo } from "@/lib/shared/countries";
import type { AudienceProfile } from "@/lib/shared/schemas/profile";
import {
  COUNTRY_SLOTS,
  countrySlot,
  type CompiledAudience,
  type CompiledContext,
} from "./compiled";
import { leadTimeAdjustment, leadTimeOf } from "./lead-time";
import type { MatchContext, MatchOptions } from "./types";
import { comparableText, nameHash, sportBit } from "./words";
import {
  AGE_INDEX,
  familyMaskOf,
  GENDER_INDEX,
  INCOME_INDEX,
  INTEREST_INDEX,
  maskOf,
  popcount,
  REGION_BIT_BY_COUNTRY_SLOT,
  REGION_INDEX,
  TIER_INDEX,
  VALUE_INDEX,
} from "./vocab";

const EMPTY_AUDIENCE: CompiledAudience = {
  ageMask: 0,
  ageCount: 0,
  interestMask: 0,
  interestCount: 0,
  gender: -1,
  income: -1,
  valueMask: 0,
  valueCount: 0,
  familyMask: 0,
  familyCount: 0,
};

function compileAudience(
  audience: AudienceProfile,
  brandValues: readonly string[],
): CompiledAudience {
  const ageMask = maskOf(audience.ageBands, AGE_INDEX);
  const interestMask = maskOf(audience.interests, INTEREST_INDEX);
  const valueMask = maskOf(brandValues, VALUE_INDEX);
  const familyMask = familyMaskOf(valueMask);
  return {
    ageMask,
    ageCount: popcount(ageMask),
    interestMask,
    interestCount: popcount(interestMask),
    gender: GENDER_INDEX.get(audience.genderSkew) ?? -1,
    income: INCOME_INDEX.get(audience.income) ?? -1,
    valueMask,
    valueCount: popcount(valueMask),
    familyMask,
    familyCount: popcount(familyMask),
  };
}

/** Compile the property (or specific event) once per ranking. `now` drives lead time only. */
export function compileContext(context: MatchContext, options: MatchOptions = {}): CompiledContext {
  const brand = context.eventBrand;
  const profile = brand.profile;
  const event = context.kind === "specific-event" ? context.event : null;
  const hostInfo = event ? countryInfo(event.locationCountry) : null;
  const lead = leadTimeOf(event, options.now);
  const sport = profile ? comparableText(profile.sport) : "";
  const propertyName = comparableText(brand.name);
  const audience = profile
    ? compileAudience(profile.audience, profile.brandValues)
    : EMPTY_AUDIENCE;
  const countryFlags = new Uint8Array(COUNTRY_SLOTS);
  let regionMask = profile ? maskOf(profile.markets.regions, REGION_INDEX) : 0;
  let countryCount = 0;
  for (const code of profile?.markets.countries ?? []) {
    const slot = countrySlot(code);
    if (slot < 0 || countryFlags[slot] === 1) continue;
    countryFlags[slot] = 1;
    countryCount++;
    regionMask |= REGION_BIT_BY_COUNTRY_SLOT[slot] ?? 0;
  }
  return {
    source: context,
    hasProfile: profile !== null,
    specific: event !== null,
    ...audience,
    tier: profile ? (TIER_INDEX.get(profile.tier) ?? -1) : -1,
    regionMask,
    regionCount: popcount(regionMask),
    countryFlags,
    countryCount,
    sport,
    propertyName,
    sportBit: sport === "" ? 0 : sportBit(sport),
    propertyHash: nameHash(propertyName),
    host: hostInfo && {
      ...hostInfo,
      slot: countrySlot(hostInfo.code),
      regionBit: 1 << (REGION_INDEX.get(hostInfo.region) ?? 0),
    },
    lead,
    leadTimePoints: [-1, 0, 1, 2, 3, 4].map((budget) => leadTimeAdjustment(lead, budget)),
  };
}
