import { INDUSTRIES, type Industry } from "@/lib/shared/profile";

/** Compared without case, punctuation or spaces, "&" read as "and". */
const industryKey = (text: string) => text.toLowerCase().replace(/&/g, "and").replace(/\W+/g, "");

/**
 * Everyday names spreadsheets give industries, read as the catalogue's own (docs/product.md,
 * "Prospect lists"). Only names with one sensible reading are listed: "Sports" or "Consumer
 * goods" could be several industries, so they are left for the user. Alcoholic drinks have
 * industries of their own (Beer, Wine & Spirits), so plain "Beverages" reads as soft drinks.
 */
const SYNONYMS: Record<Industry, readonly string[]> = {
  Automotive: [
    "auto",
    "autos",
    "automobiles",
    "automobile",
    "cars",
    "motor vehicles",
    "car makers",
  ],
  "Banking & Financial Services": [
    "banking",
    "banks",
    "bank",
    "finance",
    "financial services",
    "financials",
    "payments",
    "fintech",
  ],
  Insurance: ["insurer", "insurers", "reinsurance"],
  "Wealth & Asset Management": [
    "asset management",
    "wealth management",
    "investment management",
    "private banking",
    "investments",
  ],
  "Technology & Software": [
    "technology",
    "tech",
    "software",
    "it",
    "saas",
    "information technology",
    "it services",
    "internet",
  ],
  Telecommunications: ["telecom", "telecoms", "telco", "telecommunication", "mobile networks"],
  "Consumer Electronics": ["electronics", "consumer technology"],
  "Luxury & Watches": ["luxury", "luxury goods", "watches", "watchmaking", "jewelry", "jewellery"],
  "Fashion & Apparel": ["fashion", "apparel", "clothing", "textiles"],
  Sportswear: ["sporting goods", "sports apparel", "athletic apparel", "athletic footwear"],
  "Golf Equipment": ["golf clubs", "golf balls"],
  "Non-Alcoholic Beverages": ["beverages", "beverage", "drinks", "soft drinks", "energy drinks"],
  Beer: ["brewing", "brewers", "breweries", "brewery"],
  "Wine & Spirits": ["wine", "spirits", "distillers", "alcoholic beverages", "liquor"],
  Airlines: ["aviation", "airline", "air travel", "air transport"],
  "Hotels & Hospitality": ["hospitality", "hotels", "hotel", "resorts"],
  "Travel & Tourism": ["travel", "tourism", "cruises", "cruise lines"],
  Energy: ["oil and gas", "oil", "utilities", "renewables", "renewable energy", "power"],
  "Healthcare & Pharmaceuticals": [
    "healthcare",
    "health care",
    "pharma",
    "pharmaceuticals",
    "biotech",
    "biotechnology",
    "medical devices",
  ],
  "Food & Restaurants": [
    "food",
    "foods",
    "food and beverage",
    "food and beverages",
    "fandb",
    "restaurants",
    "packaged foods",
  ],
  Retail: ["retailers", "ecommerce", "supermarkets", "department stores"],
  "Real Estate & Construction": ["real estate", "construction", "property", "homebuilding"],
  "Logistics & Shipping": ["logistics", "shipping", "transport", "transportation", "freight"],
  "Professional Services": [
    "consulting",
    "legal",
    "accounting",
    "advertising",
    "business services",
  ],
  "Media & Entertainment": ["media", "entertainment", "broadcasting", "gaming", "betting", "music"],
  "Health & Wellness": ["wellness", "fitness", "personal care"],
  "Industrial & Manufacturing": [
    "manufacturing",
    "industrial",
    "industrials",
    "engineering",
    "aerospace",
    "aerospace and defense",
    "aerospace and defence",
    "chemicals",
  ],
};

const EXACT = new Map<string, Industry>(INDUSTRIES.map((i) => [industryKey(i), i]));
const BY_SYNONYM = new Map<string, Industry>(
  (Object.entries(SYNONYMS) as [Industry, readonly string[]][]).flatMap(([industry, names]) =>
    names.map((name) => [industryKey(name), industry] as const),
  ),
);

/**
 * How a cell names a catalogue industry: its own name (any case, "&" or "and"), an everyday
 * synonym of it ("Beverages", "Aviation"), or none.
 */
export function readIndustry(
  text: string,
): { industry: Industry; synonym: boolean } | { industry: null } {
  const key = industryKey(text);
  const exact = EXACT.get(key);
  if (exact) return { industry: exact, synonym: false };
  const synonym = BY_SYNONYM.get(key);
  return synonym ? { industry: synonym, synonym: true } : { industry: null };
}

/** The catalogue industry a cell names, by its own name or a synonym, or null. */
export function industryOf(text: string): Industry | null {
  return readIndustry(text).industry;
}
