import {
  BUDGET_BANDS,
  INDUSTRY_CONSUMER_REACH,
  REGIONS,
  type AgeBand,
  type BrandValue,
  type BudgetBand,
  type CompanyScale,
  type ConsumerReach,
  type GenderSkew,
  type IncomeLevel,
  type Industry,
  type Interest,
  type Region,
} from "@/lib/shared/profile";
import type { SponsorProfile } from "@/lib/shared/schemas/profile";
import { regionOf } from "./world";

/**
 * The matching profile of a company we only know from reference data (a listed-companies file, a
 * prospect list): derived by fixed rules, so every field is an estimate and says so
 * (`isEstimate`, `budgetIsEstimate`). The rules are written out in docs/matching.md ("Profiles of
 * reference companies"). Pure: no I/O, the same facts always give the same profile.
 */
export interface CompanyFacts {
  /**
   * GICS industry as the source names it ("Hotels, Restaurants & Leisure"); an industry group or
   * a sub-industry ("Passenger Airlines") is understood too. Optional when `catalogueIndustry`
   * is given.
   */
  gicsIndustry?: string | null;
  /** GICS sector ("Consumer Discretionary"): the fallback for the industry, and the budget rule. */
  sector?: string | null;
  /** A catalogue industry already known (e.g. chosen by a user): wins over the GICS mapping. */
  catalogueIndustry?: Industry | null;
  /**
   * The business description, only read to split GICS industries that mix catalogue industries
   * (beverages into beer, wine & spirits or soft drinks; apparel into golf, luxury or fashion;
   * hotels, restaurants & leisure).
   */
  description?: string | null;
  /** Home country, ISO 3166-1 alpha-2; null when unknown. */
  country: string | null;
  /** Market-capitalisation band; null when unknown. */
  marketCapBand: CompanyScale | null;
}

export interface EstimatedProfile {
  industry: Industry;
  profile: SponsorProfile;
}

interface IndustryDefaults {
  ageBands: AgeBand[];
  genderSkew: GenderSkew;
  income: IncomeLevel;
  interests: Interest[];
  brandValues: BrandValue[];
}

const WORKING_AGE: AgeBand[] = ["25-34", "35-44", "45-54", "55-64"];
const YOUNG: AgeBand[] = ["18-24", "25-34", "35-44"];
const MIDDLE_AGED: AgeBand[] = ["35-44", "45-54", "55-64"];

/** The typical customer and brand positioning of each catalogue industry. */
export const INDUSTRY_DEFAULTS: Record<Industry, IndustryDefaults> = {
  Automotive: {
    ageBands: WORKING_AGE,
    genderSkew: "male",
    income: "upper-middle",
    interests: ["automotive", "technology", "travel", "motorsport"],
    brandValues: ["performance", "innovation", "reliability", "technology"],
  },
  "Banking & Financial Services": {
    ageBands: WORKING_AGE,
    genderSkew: "balanced",
    income: "upper-middle",
    interests: ["finance", "business", "travel", "family"],
    brandValues: ["reliability", "integrity", "community", "global"],
  },
  Insurance: {
    ageBands: ["35-44", "45-54", "55-64", "65+"],
    genderSkew: "balanced",
    income: "middle",
    interests: ["family", "finance", "wellness"],
    brandValues: ["reliability", "integrity", "community", "family"],
  },
  "Wealth & Asset Management": {
    ageBands: ["45-54", "55-64", "65+"],
    genderSkew: "male",
    income: "high",
    interests: ["finance", "business", "golf", "travel"],
    brandValues: ["integrity", "excellence", "heritage", "reliability"],
  },
  "Technology & Software": {
    ageBands: ["25-34", "35-44", "45-54"],
    genderSkew: "male",
    income: "upper-middle",
    interests: ["technology", "business", "gaming"],
    brandValues: ["innovation", "technology", "performance", "global"],
  },
  Telecommunications: {
    ageBands: ["18-24", "25-34", "35-44", "45-54"],
    genderSkew: "balanced",
    income: "middle",
    interests: ["technology", "entertainment", "football", "music"],
    brandValues: ["innovation", "reliability", "community", "technology"],
  },
  "Consumer Electronics": {
    ageBands: YOUNG,
    genderSkew: "balanced",
    income: "middle",
    interests: ["technology", "gaming", "entertainment", "music"],
    brandValues: ["innovation", "technology", "performance", "youth"],
  },
  "Luxury & Watches": {
    ageBands: MIDDLE_AGED,
    genderSkew: "balanced",
    income: "ultra-high",
    interests: ["luxury", "fashion", "travel", "golf"],
    brandValues: ["luxury", "craftsmanship", "heritage", "exclusivity"],
  },
  "Fashion & Apparel": {
    ageBands: YOUNG,
    genderSkew: "balanced",
    income: "upper-middle",
    interests: ["fashion", "travel", "music", "arts-culture"],
    brandValues: ["craftsmanship", "boldness", "youth", "heritage"],
  },
  Sportswear: {
    ageBands: YOUNG,
    genderSkew: "balanced",
    income: "middle",
    interests: ["fitness", "football", "basketball", "outdoors"],
    brandValues: ["performance", "passion", "youth", "innovation"],
  },
  "Golf Equipment": {
    ageBands: MIDDLE_AGED,
    genderSkew: "male",
    income: "high",
    interests: ["golf", "fitness", "outdoors"],
    brandValues: ["performance", "precision", "innovation", "craftsmanship"],
  },
  "Non-Alcoholic Beverages": {
    ageBands: YOUNG,
    genderSkew: "balanced",
    income: "mass",
    interests: ["food-drink", "music", "football", "fitness"],
    brandValues: ["fun", "youth", "passion", "community"],
  },
  Beer: {
    ageBands: ["25-34", "35-44", "45-54"],
    genderSkew: "male",
    income: "middle",
    interests: ["food-drink", "football", "music", "nightlife"],
    brandValues: ["fun", "community", "passion", "heritage"],
  },
  "Wine & Spirits": {
    ageBands: WORKING_AGE,
    genderSkew: "balanced",
    income: "high",
    interests: ["food-drink", "luxury", "nightlife", "travel"],
    brandValues: ["heritage", "craftsmanship", "tradition", "luxury"],
  },
  Airlines: {
    ageBands: WORKING_AGE,
    genderSkew: "balanced",
    income: "upper-middle",
    interests: ["travel", "business", "luxury"],
    brandValues: ["excellence", "global", "reliability", "innovation"],
  },
  "Hotels & Hospitality": {
    ageBands: WORKING_AGE,
    genderSkew: "balanced",
    income: "upper-middle",
    interests: ["travel", "luxury", "food-drink", "business"],
    brandValues: ["excellence", "luxury", "global", "wellness"],
  },
  "Travel & Tourism": {
    ageBands: WORKING_AGE,
    genderSkew: "balanced",
    income: "middle",
    interests: ["travel", "outdoors", "family", "food-drink"],
    brandValues: ["adventure", "fun", "family", "global"],
  },
  Energy: {
    ageBands: MIDDLE_AGED,
    genderSkew: "male",
    income: "middle",
    interests: ["automotive", "business", "sustainability", "motorsport"],
    brandValues: ["reliability", "innovation", "sustainability", "global"],
  },
  "Healthcare & Pharmaceuticals": {
    ageBands: ["35-44", "45-54", "55-64", "65+"],
    genderSkew: "balanced",
    income: "middle",
    interests: ["wellness", "family", "fitness"],
    brandValues: ["wellness", "innovation", "integrity", "reliability"],
  },
  "Food & Restaurants": {
    ageBands: ["18-24", "25-34", "35-44", "45-54"],
    genderSkew: "balanced",
    income: "mass",
    interests: ["food-drink", "family", "football", "entertainment"],
    brandValues: ["family", "fun", "community", "tradition"],
  },
  Retail: {
    ageBands: ["25-34", "35-44", "45-54"],
    genderSkew: "balanced",
    income: "middle",
    interests: ["family", "fashion", "food-drink", "technology"],
    brandValues: ["community", "family", "reliability", "inclusivity"],
  },
  "Real Estate & Construction": {
    ageBands: MIDDLE_AGED,
    genderSkew: "male",
    income: "high",
    interests: ["real-estate", "business", "luxury", "golf"],
    brandValues: ["excellence", "reliability", "innovation", "heritage"],
  },
  "Logistics & Shipping": {
    ageBands: MIDDLE_AGED,
    genderSkew: "male",
    income: "middle",
    interests: ["business", "technology", "travel"],
    brandValues: ["reliability", "global", "performance", "teamwork"],
  },
  "Professional Services": {
    ageBands: WORKING_AGE,
    genderSkew: "balanced",
    income: "high",
    interests: ["business", "finance", "golf", "technology"],
    brandValues: ["excellence", "integrity", "teamwork", "innovation"],
  },
  "Media & Entertainment": {
    ageBands: YOUNG,
    genderSkew: "balanced",
    income: "middle",
    interests: ["entertainment", "music", "gaming", "football"],
    brandValues: ["fun", "passion", "innovation", "youth"],
  },
  "Health & Wellness": {
    ageBands: ["25-34", "35-44", "45-54"],
    genderSkew: "female",
    income: "upper-middle",
    interests: ["wellness", "fitness", "outdoors", "food-drink"],
    brandValues: ["wellness", "performance", "sustainability", "innovation"],
  },
  "Industrial & Manufacturing": {
    ageBands: MIDDLE_AGED,
    genderSkew: "male",
    income: "middle",
    interests: ["business", "technology", "automotive"],
    brandValues: ["reliability", "precision", "innovation", "performance"],
  },
};

type Split = (description: string) => Industry;

const BEVERAGES: Split = (text) =>
  /\b(beers?|brew(ery|eries|ing|er|ers)?|lager)\b/.test(text)
    ? "Beer"
    : /\b(wines?|spirits|whisk(e)?y|vodka|liquor|sake|baijiu|cognac|rum|tequila|gin|distill\w*)\b/.test(
          text,
        )
      ? "Wine & Spirits"
      : "Non-Alcoholic Beverages";

const APPAREL: Split = (text) =>
  /\bgolf (clubs|balls|equipment|shafts|bags)\b/.test(text)
    ? "Golf Equipment"
    : /\b(watch(es|maker)?|jewel(le)?ry|luxury)\b/.test(text)
      ? "Luxury & Watches"
      : /\b(sportswear|athletic|sports? (apparel|footwear|shoes|equipment))\b/.test(text)
        ? "Sportswear"
        : "Fashion & Apparel";

const LEISURE: Split = (text) =>
  /\bcasinos?\b|\bbetting\b|\blotter(y|ies)\b|\bgaming\b|\bvideo games?\b|\btoys?\b|\bamusement/.test(
    text,
  )
    ? "Media & Entertainment"
    : /\bsportswear\b|\bsporting goods\b|\bfootwear\b|\bathletic\b/.test(text)
      ? "Sportswear"
      : /\bcruises?\b|\btour operator|\btravel agen/.test(text)
        ? "Travel & Tourism"
        : /\bhotels?\b|\bresorts?\b/.test(text)
          ? "Hotels & Hospitality"
          : /\brestaurants?\b|\bcafes?\b|\bfood service|\bpizza|\bcoffee|\bcatering/.test(text)
            ? "Food & Restaurants"
            : "Hotels & Hospitality";

const LEISURE_PRODUCTS: Split = (text) => (/\bgolf\b/.test(text) ? "Golf Equipment" : "Sportswear");

/**
 * GICS wording → catalogue industry, first match wins (so the specific rules come first), with
 * the consumer reach when it differs from the industry's usual one. Matched on the lower-cased
 * GICS text, so industries, industry groups and sub-industries of both sources are understood.
 */
const GICS_RULES: readonly [RegExp, Industry | Split, ConsumerReach?][] = [
  [/airline/, "Airlines"],
  [/auto(motive)? (parts|components)|tires|auto components/, "Automotive", "business"],
  [/automobile/, "Automotive"],
  [/brewer/, "Beer"],
  [/distillers|vintners/, "Wine & Spirits"],
  [/soft drinks/, "Non-Alcoholic Beverages"],
  [/beverage/, BEVERAGES],
  [/tobacco/, "Food & Restaurants", "business"],
  [/hotels, restaurants|hotels, resorts|leisure facilities/, LEISURE],
  [/casinos|gaming/, "Media & Entertainment"],
  [/restaurant/, "Food & Restaurants"],
  [/leisure products/, LEISURE_PRODUCTS],
  [/insurance/, "Insurance"],
  [/transaction|payment/, "Banking & Financial Services"],
  [/banks|consumer finance|thrifts|mortgage/, "Banking & Financial Services"],
  [
    /capital markets|asset management|investment banking|brokerage|exchanges|multi-sector|diversified financial|financial services/,
    "Wealth & Asset Management",
  ],
  [/telecom|wireless|cable & satellite/, "Telecommunications"],
  [/internet & direct|internet retail|broadline retail/, "Retail"],
  [/interactive media|interactive home/, "Technology & Software", "consumer"],
  [/movies|entertainment|media|broadcasting|publishing/, "Media & Entertainment"],
  [
    /health care (providers|services|facilities)|managed health/,
    "Healthcare & Pharmaceuticals",
    "mixed",
  ],
  [/pharma/, "Healthcare & Pharmaceuticals", "mixed"],
  [/biotech|life sciences|health care/, "Healthcare & Pharmaceuticals", "business"],
  [
    /technology hardware|household durables|consumer electronics|household appliances/,
    "Consumer Electronics",
  ],
  [
    /semiconductor|electronic (equipment|components|manufacturing)|communications equipment|it services|it consulting|internet services|data processing|electronic instruments/,
    "Technology & Software",
    "business",
  ],
  [/software|technology/, "Technology & Software"],
  [/apparel|textiles|footwear|luxury/, APPAREL],
  [/trading companies/, "Industrial & Manufacturing"],
  [
    /food & staples retailing|food retail|drug retail|hypermarkets|retail|department stores/,
    "Retail",
  ],
  [/distributors/, "Retail", "mixed"],
  [/agricultural/, "Food & Restaurants", "business"],
  [/food|packaged foods|meat/, "Food & Restaurants"],
  [/household products|personal (care )?products|personal care/, "Health & Wellness"],
  [/utilities/, "Energy", "mixed"],
  [/energy equipment|drilling|exploration|independent power|coal/, "Energy", "business"],
  [/oil|gas|energy|power|electricity|renewable/, "Energy", "mixed"],
  [/homebuilding/, "Real Estate & Construction", "mixed"],
  [/real estate|reit/, "Real Estate & Construction", "mixed"],
  [/construction & engineering|building products/, "Real Estate & Construction", "business"],
  [
    /air freight|logistics|marine|road & rail|transportation|trucking|railroads|shipping|delivery/,
    "Logistics & Shipping",
  ],
  [/education|diversified consumer services/, "Professional Services", "consumer"],
  [
    /professional services|commercial services|consulting|research|human resource|advertising/,
    "Professional Services",
  ],
];

/** When the GICS industry is missing or not recognised: the sector decides. */
const SECTOR_FALLBACK: Record<string, [Industry, ConsumerReach?]> = {
  "communication services": ["Media & Entertainment"],
  "consumer discretionary": ["Retail"],
  "consumer staples": ["Food & Restaurants"],
  energy: ["Energy", "business"],
  financials: ["Banking & Financial Services", "mixed"],
  "health care": ["Healthcare & Pharmaceuticals", "business"],
  industrials: ["Industrial & Manufacturing"],
  "information technology": ["Technology & Software", "business"],
  materials: ["Industrial & Manufacturing"],
  "real estate": ["Real Estate & Construction"],
  utilities: ["Energy", "mixed"],
};

/** The catalogue industry of a company and, when it differs from the usual one, its reach. */
export function catalogueIndustryOf(facts: {
  gicsIndustry?: string | null;
  sector?: string | null;
  description?: string | null;
}): { industry: Industry; consumerReach: ConsumerReach } {
  const gics = facts.gicsIndustry?.toLowerCase().trim() ?? "";
  const description = facts.description?.toLowerCase() ?? "";
  if (gics) {
    for (const [pattern, target, reach] of GICS_RULES) {
      if (!pattern.test(gics)) continue;
      // Without a description (S&P 500 rows) the GICS wording itself is split.
      const industry = typeof target === "function" ? target(description || gics) : target;
      return { industry, consumerReach: reach ?? INDUSTRY_CONSUMER_REACH[industry] };
    }
  }
  const [industry, reach] = SECTOR_FALLBACK[facts.sector?.toLowerCase().trim() ?? ""] ?? [
    "Industrial & Manufacturing",
    "business",
  ];
  return { industry, consumerReach: reach ?? INDUSTRY_CONSUMER_REACH[industry] };
}

/** Sponsorship budget band by market-cap band, before the sector rule. */
const BUDGET_BY_SCALE: Record<CompanyScale, BudgetBand> = {
  mega: "XL",
  large: "L",
  mid: "M",
  small: "S",
  micro: "XS",
  nano: "XS",
};

/**
 * Sectors that sell mostly to other businesses or are regulated and spend a smaller share on
 * consumer marketing: their budget is estimated one band lower.
 */
const LOW_MARKETING_SECTORS = new Set([
  "materials",
  "industrials",
  "utilities",
  "real estate",
  "health care",
]);

export function estimatedBudgetBand(
  scale: CompanyScale | null,
  sector: string | null | undefined,
): BudgetBand {
  const base = scale ? BUDGET_BY_SCALE[scale] : "XS";
  const lower = LOW_MARKETING_SECTORS.has(sector?.toLowerCase().trim() ?? "");
  return BUDGET_BANDS[Math.max(0, BUDGET_BANDS.indexOf(base) - (lower ? 1 : 0))]!;
}

/** The three largest sponsorship markets, for large companies and unknown home regions. */
const MAJOR_REGIONS: readonly Region[] = ["North America", "Europe", "Asia"];

/**
 * Markets: the home country, and regions by size: a mega cap is in every region, a large cap in
 * its home region and the three largest markets, anything smaller in its home region only.
 */
export function estimatedMarkets(
  country: string | null,
  scale: CompanyScale | null,
): SponsorProfile["markets"] {
  const home = regionOf(country);
  const regions: Region[] =
    scale === "mega"
      ? [...REGIONS]
      : scale === "large" || !home
        ? REGIONS.filter((region) => region === home || MAJOR_REGIONS.includes(region))
        : [home];
  return { regions, countries: country && home ? [country] : [] };
}

/** The estimated matching profile of a company known only from reference data. */
export function deriveEstimatedProfile(facts: CompanyFacts): EstimatedProfile {
  const mapped = catalogueIndustryOf(facts);
  const industry = facts.catalogueIndustry ?? mapped.industry;
  const consumerReach = facts.catalogueIndustry
    ? INDUSTRY_CONSUMER_REACH[facts.catalogueIndustry]
    : mapped.consumerReach;
  const defaults = INDUSTRY_DEFAULTS[industry];
  const scale = facts.marketCapBand;
  const profile: SponsorProfile = {
    budgetBand: estimatedBudgetBand(scale, facts.sector),
    budgetIsEstimate: true,
    markets: estimatedMarkets(facts.country, scale),
    audience: {
      ageBands: [...defaults.ageBands],
      genderSkew: defaults.genderSkew,
      income: defaults.income,
      interests: [...defaults.interests],
    },
    brandValues: [...defaults.brandValues],
    sportsSponsorships: [],
    consumerReach,
    isEstimate: true,
  };
  if (scale) profile.scale = scale;
  return { industry, profile };
}
