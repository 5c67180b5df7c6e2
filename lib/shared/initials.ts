/** Up to two initials: the first letters of the first two words ("LIV Golf" → "LG", "Rolex" → "RO"). */
export function initialsOf(name: string | null | undefined, fallback = "?"): string {
  const words = (name ?? "")
    .trim()
    .split(/[\s\-_.&]+/)
    .filter(Boolean);
  if (words.length === 0) return fallback;
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
}

/** Tile colours with white text at WCAG AA contrast, picked by a stable hash of the name. */
const TILE_COLOURS = [
  "#0b6b43",
  "#1d4ed8",
  "#7c3aed",
  "#b45309",
  "#be123c",
  "#0e7490",
  "#4d7c0f",
  "#9d174d",
  "#334155",
  "#a16207",
];

export function tileColourOf(name: string | null | undefined): string {
  let hash = 0;
  for (const char of name ?? "") hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length]!;
}
