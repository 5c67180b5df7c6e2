/**
 * The one rule for names, without zod: the zod schemas (`nameSchema` in schemas/common.ts) and the
 * plain form checks of the sign-in page apply the same function and texts.
 */

/** The words a broken client sends for a missing value; never a real name. */
const PLACEHOLDER_WORDS = new Set(["nan", "undefined", "null"]);
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export const NAME_MESSAGES = {
  control: (label: string) => `${label} must not contain control characters`,
  invalid: (label: string) =>
    `${label} contains an invalid character (a broken or unreadable symbol)`,
  letterOrDigit: (label: string) => `${label} must contain a letter or digit`,
  placeholder: (label: string, value: string) => `${label} cannot be "${value}"`,
} as const;

/**
 * What is wrong with a (trimmed) name, or null. The one rule for the names of things people pick
 * from lists (properties, events, sponsors, deals): no control characters (tabs and newlines
 * included), no unpaired surrogate halves and no U+FFFD (the mark of text that was decoded
 * wrongly), at least one letter or digit, and not a placeholder word ("NaN", "undefined", "null")
 * that a broken client sends instead of a value. An empty name is the caller's own "required".
 */
export function nameProblem(value: string, label = "Name"): string | null {
  if (value === "") return null;
  if (CONTROL.test(value)) return NAME_MESSAGES.control(label);
  if (LONE_SURROGATE.test(value) || value.includes("\uFFFD")) return NAME_MESSAGES.invalid(label);
  if (!LETTER_OR_DIGIT.test(value)) return NAME_MESSAGES.letterOrDigit(label);
  if (PLACEHOLDER_WORDS.has(value.toLowerCase())) return NAME_MESSAGES.placeholder(label, value);
  return null;
}
