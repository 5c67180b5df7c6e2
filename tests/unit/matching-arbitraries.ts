import fc from "fast-check";
import type { MatchContext, MatchEvent, MatchSponsor } from "@/lib/server/matching/types";
import {
  AGE_BANDS,
  BRAND_VALUES,
  BUDGET_BANDS,
  GENDER_SKEWS,
  INCOME_LEVELS,
  INTERESTS,
  PROPERTY_TIERS,
  REGIONS,
} from "@/lib/shared/profile";
import type {
  AudienceProfile,
  EventProfile,
  Markets,
  SponsorProfile,
} from "@/lib/shared/schemas/profile";

/** fast-check arbitraries over the real profile vocabularies, shared by the matching tests. */

export const COUNTRY_CODES = [
  "US",
  "GB",
  "SA",
  "AE",
  "QA",
  "JP",
  "KR",
  "AU",
  "DE",
  "FR",
  "ES",
  "MX",
  "BR",
  "CN",
  "IN",
  "SG",
  "ZA",
  "CA",
  "HK",
  "XK",
];
export const TYPED_COUNTRIES = [
  "Saudi Arabia",
  "USA",
  "United States",
  "England",
  "South Korea",
  "Korea",
  "Hong Kong",
  "UAE",
  "Mexico",
  "KSA",
  "Narnia",
];
const SPORTS = ["golf", "Golf", "tennis", "motorsport", "football"];
const PROPERTIES = [
  "The Open",
  "LIV Golf",
  "Wimbledon",
  "Ryder Cup",
  "McLaren F1",
  "Premier League",
];

export const marketsArb: fc.Arbitrary<Markets> = fc.record({
  regions: fc.subarray([...REGIONS], { minLength: 1 }),
  countries: fc.subarray(COUNTRY_CODES, { maxLength: 6 }),
});

export const audienceArb: fc.Arbitrary<AudienceProfile> = fc.record({
  ageBands: fc.subarray([...AGE_BANDS], { minLength: 1 }),
  genderSkew: fc.constantFrom(...GENDER_SKEWS),
  income: fc.constantFrom(...INCOME_LEVELS),
  interests: fc.subarray([...INTERESTS], { minLength: 1, maxLength: 10 }),
});

export const brandValuesArb = fc.subarray([...BRAND_VALUES], { minLength: 2, maxLength: 8 });

export const sponsorProfileArb: fc.Arbitrary<SponsorProfile> = fc.record({
  budgetBand: fc.constantFrom(...BUDGET_BANDS),
  budgetIsEstimate: fc.boolean(),
  markets: marketsArb,
  audience: audienceArb,
  brandValues: brandValuesArb,
  sportsSponsorships: fc.array(
    fc.record({
      property: fc.constantFrom(...PROPERTIES),
      sport: fc.constantFrom(...SPORTS),
      since: fc.option(fc.integer({ min: 1950, max: 2026 }), { nil: null }),
    }),
    { maxLength: 4 },
  ),
});

export const eventProfileArb: fc.Arbitrary<EventProfile> = fc.record({
  sport: fc.constantFrom(...SPORTS),
  tier: fc.constantFrom(...PROPERTY_TIERS),
  markets: marketsArb,
  audience: audienceArb,
  brandValues: brandValuesArb,
});

export const sponsorArb = (profile: fc.Arbitrary<SponsorProfile | null> = sponsorProfileArb) =>
  fc.record<MatchSponsor>({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    name: fc.constantFrom(
      "Rolex",
      "Rolex SA",
      "Ro",
      "Aramco",
      "Red Bull",
      "adidas",
      "Adidas",
      "Emirates",
      "emirates",
      "Emirates NBD",
      "Zurich",
    ),
    industry: fc.constant(null),
    profile,
  });

const isoDateArb = fc
  .date({
    min: new Date("2025-01-01T00:00:00Z"),
    max: new Date("2027-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

export const eventArb: fc.Arbitrary<MatchEvent> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  name: fc.constant("LIV Golf Event"),
  startDate: fc.option(isoDateArb, { nil: null }),
  endDate: fc.constant(null),
  locationName: fc.constant(null),
  locationCountry: fc.option(fc.constantFrom(...TYPED_COUNTRIES), { nil: null }),
});

export const contextArb = (
  profile: fc.Arbitrary<EventProfile | null> = eventProfileArb,
): fc.Arbitrary<MatchContext> => {
  const eventBrand = fc.record({
    id: fc.constant(1),
    name: fc.constantFrom("LIV Golf", "The Open"),
    profile,
  });
  return fc.oneof(
    fc.record({ kind: fc.constant("event-brand" as const), eventBrand }),
    fc.record({ kind: fc.constant("specific-event" as const), eventBrand, event: eventArb }),
  );
};

export const nowArb = fc.option(
  fc.date({
    min: new Date("2025-01-01T00:00:00Z"),
    max: new Date("2027-12-31T00:00:00Z"),
    noInvalidDate: true,
  }),
  { nil: undefined },
);
