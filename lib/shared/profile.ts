/**
 * The structured profile vocabulary shared by sponsor brands and event brands. The matching
 * engine compares profiles term by term, so both sides must draw on these fixed lists.
 */

export const INDUSTRIES = [
  "Automotive",
  "Banking & Financial Services",
  "Insurance",
  "Wealth & Asset Management",
  "Technology & Software",
  "Telecommunications",
  "Consumer Electronics",
  "Luxury & Watches",
  "Fashion & Apparel",
  "Sportswear",
  "Golf Equipment",
  "Non-Alcoholic Beverages",
  "Beer",
  "Wine & Spirits",
  "Airlines",
  "Hotels & Hospitality",
  "Travel & Tourism",
  "Energy",
  "Healthcare & Pharmaceuticals",
  "Food & Restaurants",
  "Retail",
  "Real Estate & Construction",
  "Logistics & Shipping",
  "Professional Services",
  "Media & Entertainment",
  "Health & Wellness",
  "Industrial & Manufacturing",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const AGE_BANDS = ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const GENDER_SKEWS = ["male", "female", "balanced"] as const;
export type GenderSkew = (typeof GENDER_SKEWS)[number];

/** Household income of the core customer, lowest to highest. */
export const INCOME_LEVELS = ["mass", "middle", "upper-middle", "high", "ultra-high"] as const;
export type IncomeLevel = (typeof INCOME_LEVELS)[number];

export const INTERESTS = [
  "golf",
  "tennis",
  "motorsport",
  "football",
  "american-football",
  "basketball",
  "baseball",
  "cricket",
  "rugby",
  "sailing",
  "equestrian",
  "travel",
  "luxury",
  "fashion",
  "technology",
  "finance",
  "business",
  "fitness",
  "outdoors",
  "music",
  "food-drink",
  "gaming",
  "family",
  "automotive",
  "wellness",
  "entertainment",
  "real-estate",
  "sustainability",
  "nightlife",
  "arts-culture",
] as const;
export type Interest = (typeof INTERESTS)[number];

export const BRAND_VALUES = [
  "performance",
  "precision",
  "heritage",
  "tradition",
  "innovation",
  "technology",
  "sustainability",
  "community",
  "excellence",
  "luxury",
  "exclusivity",
  "craftsmanship",
  "inclusivity",
  "adventure",
  "wellness",
  "family",
  "integrity",
  "reliability",
  "teamwork",
  "youth",
  "fun",
  "passion",
  "boldness",
  "global",
] as const;
export type BrandValue = (typeof BRAND_VALUES)[number];

export const REGIONS = [
  "North America",
  "Latin America",
  "Europe",
  "Middle East",
  "Africa",
  "Asia",
  "Oceania",
] as const;
export type Region = (typeof REGIONS)[number];

/**
 * Estimated yearly spend on sports sponsorship, by band. Catalogue values are estimates from
 * public reporting (marketing budgets, known deals), never disclosed figures.
 */
export const BUDGET_BANDS = ["XS", "S", "M", "L", "XL"] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const BUDGET_BAND_RANGES_USD: Record<
  BudgetBand,
  { min: number; max: number | null; label: string }
> = {
  XS: { min: 0, max: 1_000_000, label: "Under $1M" },
  S: { min: 1_000_000, max: 5_000_000, label: "$1M–$5M" },
  M: { min: 5_000_000, max: 25_000_000, label: "$5M–$25M" },
  L: { min: 25_000_000, max: 100_000_000, label: "$25M–$100M" },
  XL: { min: 100_000_000, max: null, label: "Over $100M" },
};

/** Commercial tier of a property: what a headline partnership with it costs. */
export const PROPERTY_TIERS = [
  "local",
  "regional",
  "national",
  "international",
  "global-elite",
] as const;
export type PropertyTier = (typeof PROPERTY_TIERS)[number];

/**
 * Size of the company behind a brand, by the market-capitalisation bands of listed companies:
 * mega over $200B, large $10B–$200B, mid $2B–$10B, small $300M–$2B, micro $50M–$300M, nano under
 * $50M. Largest first.
 */
export const COMPANY_SCALES = ["mega", "large", "mid", "small", "micro", "nano"] as const;
export type CompanyScale = (typeof COMPANY_SCALES)[number];
export const COMPANY_SCALE_LABELS: Record<CompanyScale, string> = {
  mega: "Mega cap (over $200B)",
  large: "Large cap ($10B–$200B)",
  mid: "Mid cap ($2B–$10B)",
  small: "Small cap ($300M–$2B)",
  micro: "Micro cap ($50M–$300M)",
  nano: "Nano cap (under $50M)",
};

/**
 * Whom the company sells to: the public ("consumer": fans can be its customers), both ("mixed"),
 * or mostly other businesses ("business").
 */
export const CONSUMER_REACHES = ["consumer", "mixed", "business"] as const;
export type ConsumerReach = (typeof CONSUMER_REACHES)[number];

/**
 * The usual consumer reach of each catalogue industry: what a profile without its own
 * `consumerReach` is assumed to have (see docs/matching.md, valueMatch).
 */
export const INDUSTRY_CONSUMER_REACH: Record<Industry, ConsumerReach> = {
  Automotive: "consumer",
  "Banking & Financial Services": "consumer",
  Insurance: "consumer",
  "Wealth & Asset Management": "mixed",
  "Technology & Software": "mixed",
  Telecommunications: "consumer",
  "Consumer Electronics": "consumer",
  "Luxury & Watches": "consumer",
  "Fashion & Apparel": "consumer",
  Sportswear: "consumer",
  "Golf Equipment": "consumer",
  "Non-Alcoholic Beverages": "consumer",
  Beer: "consumer",
  "Wine & Spirits": "consumer",
  Airlines: "consumer",
  "Hotels & Hospitality": "consumer",
  "Travel & Tourism": "consumer",
  Energy: "mixed",
  "Healthcare & Pharmaceuticals": "mixed",
  "Food & Restaurants": "consumer",
  Retail: "consumer",
  "Real Estate & Construction": "mixed",
  "Logistics & Shipping": "business",
  "Professional Services": "business",
  "Media & Entertainment": "consumer",
  "Health & Wellness": "consumer",
  "Industrial & Manufacturing": "business",
};
