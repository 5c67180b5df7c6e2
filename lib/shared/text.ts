/** Descriptions over 100 characters are cut to 97 plus an ellipsis (event brand cards). */
export const DESCRIPTION_LIMIT = 100;
export const DESCRIPTION_CUT = 97;

export function truncateDescription(text: string | null | undefined): string {
  if (!text) return "";
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_CUT)}...` : text;
}

/** "1 event", "3 events". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * A name as ranked lists order it: accents folded and case ignored, so "Škoda" sorts with the
 * S names. Stored beside each score and compared byte by byte, the same on every database.
 */
export function nameSortKey(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

// Words that start with a vowel letter but a consonant sound ("a unique", "a European", "a one-off").
const CONSONANT_SOUND =
  /^(?:uni[cfoqstv]|us[aeu]|us(?![a-z])|uk(?![a-z])|uti|ubiq|euro?|eu[cfglnrt]|ewe|one(?![a-z])|once)/i;
// Words that start with a silent h ("an hour", "an honest").
const VOWEL_SOUND = /^(?:hour|honest|hono(?:u)?r|heir)/i;
// Letters whose spoken name starts with a vowel sound ("an F1 car", "an NFL team", "an SUV").
const VOWEL_LETTER_NAMES = "AEFHILMNORSX";

/**
 * "a" or "an" before a word or number as it is spoken: "an 82% match", "an 18-hole course",
 * "a 1,000-seat stand", "an Omega clock tower", "a European brand", "an hour", "an NFL team".
 * Initialisms are read letter by letter only when they hold no vowel (NFL, F1), since a short
 * capitalised word with one ("LIV", "NASA") is usually said as a word.
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().replace(/^["'“‘(]+/, "");
  const digits = /^\d[\d,]*/.exec(word)?.[0].replace(/,/g, "");
  if (digits) {
    // eight…, eleven, eighteen (and eleven/eighteen thousand, million, …) start with a vowel sound.
    if (digits.startsWith("8")) return "an";
    if (/^1[18]/.test(digits) && digits.length % 3 === 2) return "an";
    return "a";
  }
  const token = /^[A-Za-z][A-Za-z0-9]*/.exec(word)?.[0] ?? "";
  if (token && token.length <= 4 && /^[A-Z0-9]+$/.test(token)) {
    if (token.length === 1 || !/[AEIOU]/.test(token))
      return VOWEL_LETTER_NAMES.includes(token[0]!) ? "an" : "a";
  }
  if (VOWEL_SOUND.test(word)) return "an";
  if (CONSONANT_SOUND.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The phrase with its indefinite article: "an Official Sponsor", "a Title Sponsor". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}
