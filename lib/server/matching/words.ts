/**
 * Sports and property names are free text ("Golf", " The Open"). Two names are the same when
 * their comparable forms (trimmed, lower-cased) are equal. For fast scoring, sports map to bits
 * (a registry of up to 31 sports) and property names to 32-bit hashes.
 */

export function comparableText(text: string): string {
  return text.trim().toLowerCase();
}

/** Shared by every sport after the first 31 seen in this process; such matches are re-checked. */
export const OTHER_SPORT_BIT = 1 << 31;
const sportIds = new Map<string, number>();
const sportBitCache = new Map<string, number>();
const SPORT_BIT_CACHE_CAP = 4096;

/**
 * The bit of a sport: distinct for each of the first 31 sports met, OTHER_SPORT_BIT after that.
 * Ids only ever get added, so bits stay valid for every set compiled in this process (compiled
 * sets are in-memory only and never stored).
 */
export function sportBit(sport: string): number {
  let bit = sportBitCache.get(sport);
  if (bit === undefined) {
    const key = comparableText(sport);
    let id = sportIds.get(key);
    if (id === undefined && sportIds.size < 31) {
      id = sportIds.size;
      sportIds.set(key, id);
    }
    bit = id === undefined ? OTHER_SPORT_BIT : 1 << id;
    if (sportBitCache.size >= SPORT_BIT_CACHE_CAP) sportBitCache.clear();
    sportBitCache.set(sport, bit);
  }
  return bit;
}

const isTrimmed = (code: number) => code === 32 || (code >= 9 && code <= 13);

/**
 * A 32-bit hash of a name's comparable form, computed without allocating for ASCII names. Equal
 * comparable forms always hash alike; a hash match is confirmed with comparableText.
 */
export function nameHash(text: string): number {
  let from = 0;
  let to = text.length;
  while (from < to && isTrimmed(text.charCodeAt(from))) from++;
  while (to > from && isTrimmed(text.charCodeAt(to - 1))) to--;
  let hash = 0;
  for (let k = from; k < to; k++) {
    let code = text.charCodeAt(k);
    if (code > 127) return hashOf(comparableText(text));
    if (code >= 65 && code <= 90) code += 32;
    hash = (Math.imul(hash, 31) + code) | 0;
  }
  return hash;
}

function hashOf(text: string): number {
  let hash = 0;
  for (let k = 0; k < text.length; k++) hash = (Math.imul(hash, 31) + text.charCodeAt(k)) | 0;
  return hash;
}

const foldAscii = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/**
 * Sponsor names sort by UTF-16 code unit with ASCII letters folded to lower case ("adidas" next
 * to "Adidas"), never by locale, so the order is the same on every machine.
 */
export function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let k = 0; k < length; k++) {
    const diff = foldAscii(a.charCodeAt(k)) - foldAscii(b.charCodeAt(k));
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

/**
 * The first seven folded code units of a name as one number, ordered exactly like compareNames:
 * base 130, 0 for "no character", 1 + code for ASCII, and 129 for a non-ASCII unit, after which
 * the key stops (so such names tie and fall back to compareNames). Most ranking ties are broken
 * without reading the names.
 */
export function namePrefixKey(name: string): number {
  let key = 0;
  let stopped = false;
  for (let k = 0; k < 7; k++) {
    const code: number = k < name.length && !stopped ? name.charCodeAt(k) : -1;
    stopped ||= code >= 128;
    key = key * 130 + (code < 0 ? 0 : code >= 128 ? 129 : foldAscii(code) + 1);
  }
  return key;
}
