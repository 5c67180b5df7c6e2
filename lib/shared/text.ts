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

/** Letters whose spoken name starts with a vowel sound ("an F1 car", "an HSBC lounge"). */
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
/** Initialisms said letter by letter although they contain vowels. */
const SPELLED_OUT = new Set(["NBA", "NCAA", "LPGA", "MBA", "SUV", "FBI", "NFT", "MLB", "NHL"]);
/** Words starting with a vowel letter but a consonant sound ("a university", "a one-off"). */
const CONSONANT_SOUND_VOWEL =
  /^(uni(?!n|mp)|use|usu|usa|ura|ure|uri|uro|uti|ubi|uefa|ufo|uk\b|us\b|eu|ewe|one(?!r|st)|once|oui)/i;
/** Words starting with a silent h ("an hour", "an honest"). */
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/**
 * "a" or "an" for the word or number that follows, by its sound rather than its first letter:
 * "an Omega clock tower", "a university", "an hour", "an 82% match", "an 11-day event",
 * "a 1,100-seat stand", "an 18th green", "an HSBC lounge", "a LIV Golf event". Numbers are read
 * as spoken: those starting "eight", "eleven" or "eighteen" take "an". Returns the article only.
 */
export function indefiniteArticle(word: string): "a" | "an" {
  const text = word.trim();
  const digits = /^\d[\d,]*/.exec(text)?.[0].replace(/,/g, "");
  if (digits) {
    // Spoken from its leading group of up to three digits: 8… ("eight…"), 11 and 18 ("eleven
    // thousand", "eighteen") take "an"; 118 is "one hundred eighteen".
    const lead = digits.slice(0, digits.length % 3 || 3);
    return lead.startsWith("8") || lead === "11" || lead === "18" ? "an" : "a";
  }
  const token = /^[A-Za-z0-9]+/.exec(text)?.[0] ?? "";
  const spelledOut =
    token.length >= 2 &&
    token === token.toUpperCase() &&
    /[A-Z]/.test(token) &&
    (SPELLED_OUT.has(token) || !/[AEIOU]/.test(token) || /\d/.test(token));
  if (spelledOut) return VOWEL_SOUND_LETTERS.has(token[0]!) ? "an" : "a";
  if (SILENT_H.test(text)) return "an";
  if (CONSONANT_SOUND_VOWEL.test(text)) return "a";
  return /^[aeiou]/i.test(text) ? "an" : "a";
}

/** The word or number with its indefinite article: "an Omega clock tower", "an 82% match". */
export function withIndefiniteArticle(word: string): string {
  return `${indefiniteArticle(word)} ${word}`;
}
