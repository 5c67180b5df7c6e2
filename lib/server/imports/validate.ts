import { domainOf } from "@/lib/shared/company-identity";
import { countryInfo } from "@/lib/shared/countries";
import { INDUSTRIES, type Industry } from "@/lib/shared/profile";
import { nameProblem } from "@/lib/shared/name-rule";
import { IMPORT_LIMITS, type ImportMapping } from "@/lib/shared/schemas/imports";

/** A row read through the mapping: the brand fields it gives, cleaned. */
export interface ImportValues {
  name: string;
  website: string | null;
  domain: string | null;
  industry: Industry | null;
  country: string | null;
  city: string | null;
  description: string | null;
  revenueUsd: number | null;
  contact: { name?: string; email?: string; phone?: string; title?: string } | null;
}

export type RowCheck =
  { ok: true; values: ImportValues; warnings: string[] } | { ok: false; reason: string };

const LIMITS = { city: 120, website: 2000, description: 20_000, contact: 255 } as const;

/** The trimmed cell a field is mapped to, or null when the field is unmapped or the cell blank. */
function cellOf(cells: readonly string[], mapping: ImportMapping, field: keyof ImportMapping) {
  const index = mapping[field];
  if (index === undefined) return null;
  const text = cells[index]?.trim();
  return text ? text : null;
}

/** A cell longer than the limit makes the whole row unreadable. */
export function oversizedCell(cells: readonly string[], headers: readonly string[]): string | null {
  const index = cells.findIndex((cell) => cell.length > IMPORT_LIMITS.maxCellChars);
  if (index < 0) return null;
  return `The cell in column "${headers[index] ?? index + 1}" is longer than 100 KB.`;
}

/**
 * Read one data row through the mapping. The name is required (at most 255 characters); other
 * fields that cannot be understood are left empty with a warning, never guessed: a country not in
 * the country table, an industry outside the catalogue's list, a website with no host, a revenue
 * that is not an amount.
 */
export function checkRow(cells: readonly string[], mapping: ImportMapping): RowCheck {
  const name = cellOf(cells, mapping, "name");
  if (!name) return { ok: false, reason: "The company name is empty." };
  if (name.length > IMPORT_LIMITS.maxNameChars) {
    return { ok: false, reason: "The company name is longer than 255 characters." };
  }
  // The one name rule of every name people pick from lists (see lib/shared/schemas/common.ts).
  const problem = nameProblem(name, "The company name");
  if (problem) return { ok: false, reason: `${problem}.` };
  const warnings: string[] = [];

  const websiteText = cellOf(cells, mapping, "website");
  const domain = domainOf(websiteText);
  if (websiteText && !domain) warnings.push(`Website "${clip(websiteText)}" has no web address.`);
  const website = domain && websiteText ? clip(websiteText, LIMITS.website) : null;

  const industryText = cellOf(cells, mapping, "industry");
  const industry = industryText ? industryOf(industryText) : null;
  if (industryText && !industry) {
    warnings.push(`Industry "${clip(industryText)}" is not in the catalogue's list; left empty.`);
  }

  const countryText = cellOf(cells, mapping, "country");
  const country = countryText ? (countryInfo(countryText)?.code ?? null) : null;
  if (countryText && !country) warnings.push(`Country "${clip(countryText)}" is not recognised.`);

  const revenueText = cellOf(cells, mapping, "revenue");
  const revenueUsd = revenueText ? parseAmount(revenueText) : null;
  if (revenueText && revenueUsd === null) {
    warnings.push(`Revenue "${clip(revenueText)}" is not an amount; left empty.`);
  }

  const contact = {
    name: cellOf(cells, mapping, "contactName"),
    email: cellOf(cells, mapping, "contactEmail"),
    phone: cellOf(cells, mapping, "contactPhone"),
    title: cellOf(cells, mapping, "contactTitle"),
  };
  const contactEntries = Object.entries(contact).filter(([, value]) => value !== null);

  return {
    ok: true,
    warnings,
    values: {
      name,
      website,
      domain,
      industry,
      country,
      city: clipOrNull(cellOf(cells, mapping, "city"), LIMITS.city),
      description: clipOrNull(cellOf(cells, mapping, "description"), LIMITS.description),
      revenueUsd,
      contact: contactEntries.length
        ? Object.fromEntries(contactEntries.map(([k, v]) => [k, clip(v!, LIMITS.contact)]))
        : null,
    },
  };
}

const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const clipOrNull = (text: string | null, max: number) => (text ? clip(text, max) : null);

const industryKey = (text: string) => text.toLowerCase().replace(/&/g, "and").replace(/\W+/g, "");
const INDUSTRY_BY_KEY = new Map<string, Industry>(INDUSTRIES.map((i) => [industryKey(i), i]));

/** The catalogue industry a cell names (any case, "&" or "and"), or null. */
export function industryOf(text: string): Industry | null {
  return INDUSTRY_BY_KEY.get(industryKey(text)) ?? null;
}

const SCALE: Record<string, number> = {
  "": 1,
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};

/**
 * An amount in US dollars from text such as "1,200,000", "$1.2B", "3.5 million" or "USD 40m";
 * null for anything else (other currencies are not converted, negative amounts are refused).
 */
export function parseAmount(text: string): number | null {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/^(usd|us\$|\$)\s*/, "")
    .replace(/\s*(usd)$/, "");
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*([a-z]*)$/.exec(cleaned);
  if (!match) return null;
  const scale = SCALE[match[3] ?? ""];
  if (scale === undefined) return null;
  const amount = Number(`${match[1]!.replace(/,/g, "")}${match[2] ?? ""}`) * scale;
  return Number.isFinite(amount) && amount <= 1e15 ? Math.round(amount) : null;
}
