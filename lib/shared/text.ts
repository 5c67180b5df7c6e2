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
