import { domainOf } from "@/lib/shared/company-identity";
import { countryInfo } from "@/lib/shared/countries";
import type { Industry } from "@/lib/shared/profile";
import { nameProblem } from "@/lib/shared/name-rule";
import { contactCreateSchema, type ContactCreateInput } from "@/lib/shared/schemas/contact";
import { IMPORT_LIMITS, type ImportMapping } from "@/lib/shared/schemas/imports";
import { readIndustry } from "./industries";

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
  /** The row's person, checked by the contacts' own rules; null when the row names nobody. */
  contact: ContactCreateInput | null;
}

export type RowCheck =
  { ok: true; values: ImportValues; warnings: string[] } | { ok: false; reason: string };

const LIMITS = { city: 120, website: 2000, description: 20_000 } as const;

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
 * the country table, an industry that is neither the catalogue's nor a known synonym of one (a
 * synonym is read, with a note), a website with no host, a revenue that is not an amount, a
 * contact's email or phone the contact rules refuse.
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
  const industry = industryText ? industryFrom(industryText, warnings) : null;

  const countryText = cellOf(cells, mapping, "country");
  const country = countryText ? (countryInfo(countryText)?.code ?? null) : null;
  if (countryText && !country) warnings.push(`Country "${clip(countryText)}" is not recognised.`);

  const revenueText = cellOf(cells, mapping, "revenue");
  const revenueUsd = revenueText ? parseAmount(revenueText) : null;
  if (revenueText && revenueUsd === null) {
    warnings.push(`Revenue "${clip(revenueText)}" is not an amount; left empty.`);
  }

  const contact = contactOf(cells, mapping, warnings);

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
      contact,
    },
  };
}

const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const clipOrNull = (text: string | null, max: number) => (text ? clip(text, max) : null);

/**
 * The catalogue industry a cell names. A synonym is read with a note saying so; a name that is
 * neither is left blank with a warning (docs/product.md, "Prospect lists").
 */
function industryFrom(text: string, warnings: string[]): Industry | null {
  const read = readIndustry(text);
  if (read.industry === null) {
    warnings.push(
      `Industry "${clip(text)}" is not one we know; it is left blank (use one of the catalogue's industries in the file, or choose one on the brand after the import).`,
    );
    return null;
  }
  if (read.synonym) warnings.push(`Industry "${clip(text)}" is read as ${read.industry}.`);
  return read.industry;
}

const CONTACT_FIELDS = {
  email: "contactEmail",
  phone: "contactPhone",
  title: "contactTitle",
} as const;
type ContactDetail = keyof typeof CONTACT_FIELDS;

const CONTACT_DETAIL_PROBLEMS: Record<ContactDetail, (text: string) => string> = {
  email: (text) => `Contact email "${clip(text)}" is not an email address`,
  phone: (text) => `Contact phone "${clip(text)}" is not a phone number`,
  title: () => "The contact's title is longer than 255 characters",
};

/**
 * The row's person by the contacts' own rules (the one name rule, email and phone checks): a
 * detail they refuse is left out with a warning; without a usable name there is no contact.
 */
function contactOf(
  cells: readonly string[],
  mapping: ImportMapping,
  warnings: string[],
): ContactCreateInput | null {
  const name = cellOf(cells, mapping, "contactName");
  const details: Partial<Record<ContactDetail, string>> = {};
  for (const [detail, field] of Object.entries(CONTACT_FIELDS) as [ContactDetail, string][]) {
    const text = cellOf(cells, mapping, field as keyof ImportMapping);
    if (text) details[detail] = text;
  }
  if (!name) {
    if (Object.keys(details).length > 0) {
      warnings.push("The contact has no name, so no contact is added.");
    }
    return null;
  }
  // Details the rules refuse are left out and checked again; a refused name means no contact.
  for (let attempt = 0; ; attempt++) {
    const parsed = contactCreateSchema.safeParse({ name, ...details });
    if (parsed.success) return parsed.data;
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const nameIssue = parsed.error.issues.find((issue) => !(String(issue.path[0]) in details));
    if (nameIssue || attempt > 0) {
      const message = (nameIssue ?? parsed.error.issues[0]!).message;
      warnings.push(
        `Contact name "${clip(name)}" cannot be used (${message}); no contact is added.`,
      );
      return null;
    }
    for (const detail of Object.keys(CONTACT_FIELDS) as ContactDetail[]) {
      if (!refused.has(detail)) continue;
      warnings.push(
        `${CONTACT_DETAIL_PROBLEMS[detail](details[detail]!)}; the contact is added without it.`,
      );
      delete details[detail];
    }
  }
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
