import type { ImportMapping } from "@/lib/shared/schemas/imports";
import type { ImportField } from "@/lib/shared/import-vocabulary";

/** Header words that name each field, as spreadsheets commonly spell them (compared normalised). */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  name: [
    "name",
    "company",
    "company name",
    "brand",
    "brand name",
    "organisation",
    "organization",
    "organisation name",
    "organization name",
    "account",
    "account name",
    "prospect",
    "sponsor",
    "sponsor name",
  ],
  website: ["website", "web site", "url", "domain", "web", "homepage", "site", "company website"],
  industry: ["industry", "sector", "category", "vertical"],
  country: ["country", "hq country", "headquarters country", "country code", "nation"],
  city: ["city", "hq city", "headquarters city", "town", "location"],
  description: ["description", "summary", "overview", "about", "notes", "company description"],
  revenue: ["revenue", "annual revenue", "revenue usd", "turnover", "sales", "annual sales"],
  contactName: ["contact", "contact name", "contact person", "full name", "person"],
  contactEmail: ["email", "e mail", "contact email", "email address", "mail"],
  contactPhone: ["phone", "telephone", "contact phone", "phone number", "mobile", "tel"],
  contactTitle: ["title", "job title", "contact title", "position", "role"],
};

const normaliseHeader = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The mapping the wizard proposes: each field takes the first column whose header is one of its
 * names, each column serves one field at most. Exact names win over names found inside a longer
 * header ("Company Name (legal)" still maps to name).
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const normalised = headers.map(normaliseHeader);
  const used = new Set<number>();
  const mapping: ImportMapping = {};
  for (const exact of [true, false]) {
    for (const [field, names] of Object.entries(HEADER_NAMES) as [ImportField, string[]][]) {
      if (mapping[field] !== undefined) continue;
      const index = normalised.findIndex(
        (header, i) =>
          !used.has(i) &&
          names.some((name) => (exact ? header === name : ` ${header} `.includes(` ${name} `))),
      );
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
      }
    }
  }
  return mapping;
}
