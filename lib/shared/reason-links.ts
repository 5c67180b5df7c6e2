import type { MatchReasonLink } from "@/lib/shared/schemas/sponsor";

/** A run of a reason's text: plain words, or words that link to their evidence. */
export interface ReasonRun {
  text: string;
  url?: string;
}

/**
 * A reason's text cut into runs, each link standing on the first occurrence of its label after
 * the previous link ("Sponsors 2 golf properties: DP World Tour, Asian Tour" with both linked).
 * A label the text does not hold is left out; a reason without links is one plain run, so reasons
 * stored before links existed read as they always did. Only web addresses become links.
 */
export function reasonRuns(text: string, links: readonly MatchReasonLink[] = []): ReasonRun[] {
  const runs: ReasonRun[] = [];
  // Links name what follows the reason's lead-in ("…: "), so labels are looked for after it.
  let at = text.indexOf(": ") + 1;
  let plainFrom = 0;
  for (const link of links) {
    if (!/^https?:\/\//i.test(link.url) || link.label === "") continue;
    const found = text.indexOf(link.label, at);
    if (found < 0) continue;
    if (found > plainFrom) runs.push({ text: text.slice(plainFrom, found) });
    runs.push({ text: link.label, url: link.url });
    at = plainFrom = found + link.label.length;
  }
  if (plainFrom < text.length) runs.push({ text: text.slice(plainFrom) });
  return runs;
}
