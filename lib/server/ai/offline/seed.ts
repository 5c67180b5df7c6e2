/**
 * Deterministic randomness for the offline provider: the same sponsor and property always get the
 * same result, different ones get different results, and nothing depends on the clock.
 */

/** FNV-1a over the parts, joined so that ("ab", "c") and ("a", "bc") differ. */
export function hashSeed(...parts: readonly (string | number | null | undefined)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.map((part) => String(part ?? "")).join("\u0001")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A shuffled copy (Fisher–Yates). */
export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
