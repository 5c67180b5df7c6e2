/**
 * How Pitchside recognises the same company under two spellings: first by its web domain, else by
 * a normalised name. Used when the reference catalogue meets the curated brands and when a
 * prospect list is imported.
 */

/**
 * The bare, lower-case host of a web address ("https://www.Rolex.com/en" → "rolex.com"), or null
 * when the text holds no plausible host. A bare domain ("rolex.com") is accepted as well.
 */
export function domainOf(website: string | null | undefined): string | null {
  const text = website?.trim().toLowerCase();
  if (!text) return null;
  const host = text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .split(/[/?#]/, 1)[0]!
    .replace(/^[^@]*@/, "")
    .replace(/:\d+$/, "")
    .replace(/^www\d*\./, "")
    .replace(/\.$/, "");
  // Labels of letters, digits and hyphens, at least one dot, a top-level label of letters.
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host) && host.length <= 253
    ? host
    : null;
}

/** Second-level labels under which companies register (example.co.uk, example.com.au). */
const SECOND_LEVEL = new Set(["co", "com", "net", "org", "ac", "gov", "ne", "or", "gob", "gr"]);

/** The domain a company registers: "news.delta.com" → "delta.com", "x.co.jp" → "x.co.jp". */
export function registrableDomain(host: string): string {
  const labels = host.split(".");
  const keep =
    labels.length >= 3 &&
    labels[labels.length - 1]!.length === 2 &&
    SECOND_LEVEL.has(labels[labels.length - 2]!)
      ? 3
      : 2;
  return labels.slice(-keep).join(".");
}

/** Legal-form words that do not tell two companies apart ("Inc.", "plc", "AG", "S.A."). */
const LEGAL_FORMS = new Set([
  "ab",
  "ag",
  "asa",
  "bhd",
  "bv",
  "co",
  "company",
  "corp",
  "corporation",
  "gmbh",
  "group",
  "holding",
  "holdings",
  "inc",
  "incorporated",
  "kg",
  "kgaa",
  "limited",
  "llc",
  "lp",
  "ltd",
  "nv",
  "oyj",
  "plc",
  "pt",
  "sa",
  "sab",
  "se",
  "spa",
  "tbk",
  "the",
]);

/**
 * A company name reduced to what identifies it: accents, case, punctuation and legal-form words
 * removed ("The Coca-Cola Company" → "coca cola", "Nestlé S.A." → "nestle"). Empty when nothing
 * identifying is left.
 */
export function normalisedCompanyName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, "$1")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const kept = words.filter((word) => !LEGAL_FORMS.has(word));
  return (kept.length > 0 ? kept : words).join(" ");
}
