import type { Region } from "@/lib/shared/profile";

/**
 * Country names as users type them ("USA", "England", "Korea", "KSA") normalised to ISO 3166-1
 * alpha-2 plus the profile vocabulary's region. The home nations of the UK map to GB because
 * sponsor and event profiles record markets at country level.
 */
export interface CountryInfo {
  code: string;
  name: string;
  region: Region;
}

type Row = readonly [code: string, name: string, region: Region, aliases?: readonly string[]];

const ROWS: readonly Row[] = [
  // North America
  [
    "US",
    "United States",
    "North America",
    ["usa", "us", "u s", "u s a", "america", "united states of america", "the states"],
  ],
  ["CA", "Canada", "North America"],
  ["BM", "Bermuda", "North America"],
  // Latin America and the Caribbean
  ["MX", "Mexico", "Latin America", ["mexico city", "estados unidos mexicanos"]],
  ["BR", "Brazil", "Latin America", ["brasil"]],
  ["AR", "Argentina", "Latin America"],
  ["CL", "Chile", "Latin America"],
  ["CO", "Colombia", "Latin America"],
  ["PE", "Peru", "Latin America"],
  ["UY", "Uruguay", "Latin America"],
  ["PA", "Panama", "Latin America"],
  ["CR", "Costa Rica", "Latin America"],
  ["DO", "Dominican Republic", "Latin America"],
  ["PR", "Puerto Rico", "Latin America"],
  ["BS", "Bahamas", "Latin America", ["the bahamas"]],
  ["JM", "Jamaica", "Latin America"],
  ["EC", "Ecuador", "Latin America"],
  ["VE", "Venezuela", "Latin America"],
  ["GT", "Guatemala", "Latin America"],
  // Europe
  [
    "GB",
    "United Kingdom",
    "Europe",
    [
      "uk",
      "u k",
      "great britain",
      "britain",
      "england",
      "scotland",
      "wales",
      "northern ireland",
      "united kingdom of great britain and northern ireland",
    ],
  ],
  ["IE", "Ireland", "Europe", ["republic of ireland", "eire"]],
  ["FR", "France", "Europe"],
  ["DE", "Germany", "Europe", ["deutschland"]],
  ["IT", "Italy", "Europe", ["italia"]],
  ["ES", "Spain", "Europe", ["espana"]],
  ["PT", "Portugal", "Europe"],
  ["NL", "Netherlands", "Europe", ["the netherlands", "holland"]],
  ["BE", "Belgium", "Europe"],
  ["LU", "Luxembourg", "Europe"],
  ["CH", "Switzerland", "Europe", ["schweiz", "suisse"]],
  ["AT", "Austria", "Europe"],
  ["SE", "Sweden", "Europe"],
  ["DK", "Denmark", "Europe"],
  ["NO", "Norway", "Europe"],
  ["FI", "Finland", "Europe"],
  ["IS", "Iceland", "Europe"],
  ["PL", "Poland", "Europe"],
  ["CZ", "Czechia", "Europe", ["czech republic"]],
  ["HU", "Hungary", "Europe"],
  ["GR", "Greece", "Europe"],
  ["CY", "Cyprus", "Europe"],
  ["MT", "Malta", "Europe"],
  ["MC", "Monaco", "Europe"],
  ["TR", "Turkey", "Europe", ["turkiye"]],
  ["RU", "Russia", "Europe", ["russian federation"]],
  // Middle East (the Gulf states and neighbours)
  ["SA", "Saudi Arabia", "Middle East", ["ksa", "kingdom of saudi arabia", "saudi"]],
  ["AE", "United Arab Emirates", "Middle East", ["uae", "u a e", "emirates", "dubai", "abu dhabi"]],
  ["QA", "Qatar", "Middle East"],
  ["KW", "Kuwait", "Middle East"],
  ["BH", "Bahrain", "Middle East"],
  ["OM", "Oman", "Middle East"],
  ["IL", "Israel", "Middle East"],
  ["JO", "Jordan", "Middle East"],
  // Africa
  ["ZA", "South Africa", "Africa", ["rsa", "republic of south africa"]],
  ["EG", "Egypt", "Africa"],
  ["MA", "Morocco", "Africa"],
  ["KE", "Kenya", "Africa"],
  ["NG", "Nigeria", "Africa"],
  ["MU", "Mauritius", "Africa"],
  // Asia
  ["CN", "China", "Asia", ["prc", "people s republic of china", "mainland china"]],
  ["HK", "Hong Kong", "Asia", ["hk", "hong kong sar", "hongkong"]],
  ["MO", "Macau", "Asia", ["macao"]],
  ["TW", "Taiwan", "Asia", ["chinese taipei"]],
  ["JP", "Japan", "Asia"],
  [
    "KR",
    "South Korea",
    "Asia",
    ["korea", "republic of korea", "korea republic of", "korea south", "rok"],
  ],
  ["IN", "India", "Asia"],
  ["ID", "Indonesia", "Asia"],
  ["SG", "Singapore", "Asia"],
  ["MY", "Malaysia", "Asia"],
  ["TH", "Thailand", "Asia"],
  ["PH", "Philippines", "Asia", ["the philippines"]],
  ["VN", "Vietnam", "Asia", ["viet nam"]],
  ["KZ", "Kazakhstan", "Asia"],
  // Oceania
  ["AU", "Australia", "Oceania"],
  ["NZ", "New Zealand", "Oceania", ["aotearoa"]],
  ["FJ", "Fiji", "Oceania"],
];

const BY_CODE = new Map<string, CountryInfo>();
const BY_KEY = new Map<string, CountryInfo>();
for (const [code, name, region, aliases = []] of ROWS) {
  const info: CountryInfo = { code, name, region };
  BY_CODE.set(code, info);
  for (const key of [code, name, ...aliases]) BY_KEY.set(normaliseCountryText(key), info);
}

/** Every country the module knows, in table order. */
export const KNOWN_COUNTRIES: readonly CountryInfo[] = [...BY_CODE.values()];

/** Lower case, no accents or punctuation, single spaces: "U.S.A." → "usa", "Türkiye" → "turkiye". */
export function normaliseCountryText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\./g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^the /, "");
}

/**
 * The country a free-text name refers to, or null when it is not recognised. Accepts ISO-2 codes,
 * common aliases and "City, Country" (the last comma-separated part is tried as well).
 */
export function countryInfo(name: string | null | undefined): CountryInfo | null {
  if (!name) return null;
  const direct = BY_KEY.get(normaliseCountryText(name));
  if (direct) return direct;
  const parts = name.split(",");
  const last = parts[parts.length - 1];
  if (parts.length > 1 && last) return BY_KEY.get(normaliseCountryText(last)) ?? null;
  return null;
}

/** The country with this ISO-2 code (exact, upper case), or null. */
export function countryByCode(code: string): CountryInfo | null {
  return BY_CODE.get(code) ?? null;
}

// Country names English writes with "the" inside a sentence.
const WITH_THE =
  /^(?:United |Czech Republic$|Dominican Republic$|Netherlands$|Philippines$|Bahamas$|Maldives$|Gambia$)/;

/** A country's name as it reads inside a sentence: "the United States", "France". */
export function countryInSentence(name: string): string {
  return WITH_THE.test(name) ? `the ${name}` : name;
}
