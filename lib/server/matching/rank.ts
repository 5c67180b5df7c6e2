import { compileSponsors } from "./compile-sponsors";
import type { CompiledContext, CompiledSponsor, CompiledSponsors } from "./compiled";
import * as terms from "./terms";
import type { RankedSponsor } from "./types";
import { compareNames } from "./words";

// Read once at load: CommonJS transpilers (tsx, next/jest) turn every use of an imported name
// into a getter call, which costs more than the work per sponsor in a 100,000-sponsor loop.
const { computeTerms, newTerms } = terms;

export interface RankOptions {
  /** Keep only the best `limit` sponsors; all of them when omitted. */
  limit?: number;
}

/** Where sponsor i of the ranked input lives: its set, and its index in that set. */
interface Locator {
  setOf: (i: number) => CompiledSponsors;
  indexOf: (i: number) => number;
}

/**
 * Score every sponsor and return them best first: matchPercentage descending, then name (see
 * compareNames), then exact name, then id. `index` in each row is the sponsor's position in the
 * input: for a set, `explain(sponsorAt(set, row.index), context)` explains it.
 */
export function rankSponsors(
  sponsors: CompiledSponsors | readonly CompiledSponsor[],
  context: CompiledContext,
  options: RankOptions = {},
): RankedSponsor[] {
  const isSet = "sources" in sponsors;
  const n = isSet ? sponsors.size : sponsors.length;
  const at: Locator = isSet
    ? { setOf: () => sponsors, indexOf: (i) => i }
    : {
        setOf: (i) => sponsors[i]?.set ?? NO_SPONSORS,
        indexOf: (i) => sponsors[i]?.index ?? 0,
      };
  const limit = Math.max(0, Math.min(n, Math.floor(options.limit ?? n)));
  if (limit === 0) return [];
  const scores = new Uint8Array(n * 4);
  const t = newTerms();
  for (let i = 0; i < n; i++) {
    computeTerms(at.setOf(i), at.indexOf(i), context, t);
    scores[4 * i] = t.matchPercentage;
    scores[4 * i + 1] = t.audienceMatch;
    scores[4 * i + 2] = t.valueMatch;
    scores[4 * i + 3] = t.brandValueMatch;
  }
  return bestFirst(scores, n, limit, at).map((i) => {
    return {
      index: i,
      id: at.setOf(i).ids[at.indexOf(i)] ?? 0,
      matchPercentage: scores[4 * i] ?? 0,
      audienceMatch: scores[4 * i + 1] ?? 0,
      valueMatch: scores[4 * i + 2] ?? 0,
      brandValueMatch: scores[4 * i + 3] ?? 0,
    };
  });
}

/**
 * The best `limit` positions. A counting sort groups sponsors by score (best first, stopping
 * once `limit` is reached); only sponsors sharing a score are compared by name.
 */
function bestFirst(scores: Uint8Array, n: number, limit: number, at: Locator): number[] {
  const perScore = new Uint32Array(101);
  for (let i = 0; i < n; i++) {
    const score = scores[4 * i] ?? 0;
    perScore[score] = (perScore[score] ?? 0) + 1;
  }
  const start = new Uint32Array(101);
  let cutoff = 0;
  for (let score = 100, seen = 0; score >= 0; score--) {
    start[score] = seen;
    seen += perScore[score] ?? 0;
    if (seen >= limit) {
      cutoff = score;
      break;
    }
  }
  const end = start.slice();
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const score = scores[4 * i] ?? 0;
    if (score < cutoff) continue;
    const slot = end[score] ?? 0;
    order[slot] = i;
    end[score] = slot + 1;
  }
  const byName = (a: number, b: number) =>
    compareByName(at.setOf(a), at.indexOf(a), at.setOf(b), at.indexOf(b));
  const ranked: number[] = [];
  for (let score = 100; score >= cutoff && ranked.length < limit; score--) {
    const bucket = Array.from(order.subarray(start[score] ?? 0, end[score] ?? 0));
    if (bucket.length > 1) bucket.sort(byName);
    for (const i of bucket.slice(0, limit - ranked.length)) ranked.push(i);
  }
  return ranked;
}

function compareByName(
  setA: CompiledSponsors,
  a: number,
  setB: CompiledSponsors,
  b: number,
): number {
  const prefix = (setA.namePrefix[a] ?? 0) - (setB.namePrefix[b] ?? 0);
  if (prefix !== 0) return prefix;
  const nameA = setA.sources[a]?.name ?? "";
  const nameB = setB.sources[b]?.name ?? "";
  const folded = compareNames(nameA, nameB);
  if (folded !== 0) return folded;
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return (setA.ids[a] ?? 0) - (setB.ids[b] ?? 0);
}

const NO_SPONSORS = compileSponsors([]);
