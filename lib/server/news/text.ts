/**
 * Plain text out of feed fields. The XML parser leaves entities alone (so that no entity of the
 * document can expand), and this file decodes the XML and common HTML entities in one bounded pass
 * each and strips markup. Inputs are capped first, so every step is linear in a small string.
 */

/** Characters of a raw field read at most: a summary needs ~500, markup around it rarely 20x that. */
const MAX_RAW_CHARS = 20_000;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  hellip: "…",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  deg: "°",
  times: "×",
  laquo: "«",
  raquo: "»",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  oacute: "ó",
  uacute: "ú",
  iacute: "í",
  ntilde: "ñ",
  ccedil: "ç",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  szlig: "ß",
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

function fromCodePoint(code: number): string | null {
  const valid =
    code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe;
  return valid ? String.fromCodePoint(code) : null;
}

/** Decode character references and the known named entities once; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return fromCodePoint(Number.parseInt(decimal, 10)) ?? "";
    if (hex) return fromCodePoint(Number.parseInt(hex, 16)) ?? "";
    return (name && NAMED_ENTITIES[name]) ?? whole;
  });
}

/** Remove markup: script and style with their content, comments, then every tag. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?[a-zA-Z][^>]*>/g, " ");
}

/** Cut at a word boundary near `max` characters, marking the cut with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A feed field as plain text: entities decoded, markup stripped (feeds escape HTML inside XML, so
 * decoding comes first and once more after), whitespace collapsed, cut to `max` characters.
 */
export function toPlainText(raw: string, max: number): string {
  const capped = raw.slice(0, MAX_RAW_CHARS);
  const text = decodeEntities(stripHtml(decodeEntities(capped)))
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  return truncateText(text, max);
}
