import os from "node:os";
import path from "node:path";
import { compileContext } from "@/lib/server/matching/compile-context";
import { compileSponsors, sponsorAt } from "@/lib/server/matching/compile-sponsors";
import type { CompiledSponsors } from "@/lib/server/matching/compiled";
import { rankSponsors } from "@/lib/server/matching/rank";
import { explain } from "@/lib/server/matching/score";
import type { MatchContext, MatchSponsor } from "@/lib/server/matching/types";
import {
  AGE_BANDS,
  BRAND_VALUES,
  BUDGET_BANDS,
  GENDER_SKEWS,
  INCOME_LEVELS,
  INDUSTRIES,
  INTERESTS,
  REGIONS,
} from "@/lib/shared/profile";
import type { SponsorProfile } from "@/lib/shared/schemas/profile";
import { seededRandom } from "@/lib/shared/seeded-random";

/**
 * Matching benchmark: compile, score and rank N synthetic sponsors for one specific event, then
 * explain the top 20 (what a screen shows). Run on its own: `npx tsx scripts/bench/matching.ts`
 * (add `node --expose-gc --import tsx` for steadier memory figures).
 */

const SIZES = [10_000, 25_000, 50_000, 100_000] as const;
const LARGEST = 100_000;
const RUNS = 21;
const WARM_UP = 5;
const LIMIT = 100;
const EXPLAINED = 20;
const NOW = new Date("2026-01-10T12:00:00Z");
const COUNTRIES = [
  "US",
  "GB",
  "SA",
  "AE",
  "JP",
  "KR",
  "AU",
  "DE",
  "FR",
  "ES",
  "MX",
  "BR",
  "CN",
  "IN",
  "SG",
  "ZA",
  "CA",
  "IT",
];
const SYLLABLES = [
  "ka",
  "lo",
  "ra",
  "mi",
  "zen",
  "tor",
  "vel",
  "qu",
  "an",
  "sol",
  "ix",
  "mar",
  "del",
  "or",
  "tri",
  "nov",
];
const SUFFIXES = [
  "Group",
  "Holdings",
  "Bank",
  "Air",
  "Motors",
  "Capital",
  "Labs",
  "Foods",
  "Energy",
  "Watches",
];
const SPORTS = [
  "golf",
  "tennis",
  "football",
  "motorsport",
  "basketball",
  "cricket",
  "sailing",
  "rugby",
];

export function syntheticSponsors(count: number, seed: number): MatchSponsor[] {
  const random = seededRandom(seed);
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const wanted = min + int(max - min + 1);
    return list.filter(() => random() < wanted / list.length).slice(0, max);
  };
  const atLeastOne = <T>(chosen: T[], list: readonly T[]): T[] =>
    chosen.length > 0 ? chosen : [pick(list)];
  const sponsors: MatchSponsor[] = [];
  for (let i = 0; i < count; i++) {
    const firstAge = int(AGE_BANDS.length);
    const interests = some(INTERESTS, 2, 7);
    const values = some(BRAND_VALUES, 2, 8);
    const profile: SponsorProfile = {
      budgetBand: pick(BUDGET_BANDS),
      budgetIsEstimate: true,
      markets: {
        regions: atLeastOne(some(REGIONS, 1, 4), REGIONS),
        countries: some(COUNTRIES, 0, 5),
      },
      audience: {
        ageBands: AGE_BANDS.slice(firstAge, firstAge + 1 + int(3)),
        genderSkew: pick(GENDER_SKEWS),
        income: pick(INCOME_LEVELS),
        interests: atLeastOne(interests, INTERESTS),
      },
      brandValues: values.length >= 2 ? values : [pick(BRAND_VALUES), pick(BRAND_VALUES)],
      sportsSponsorships: Array.from({ length: int(4) }, (_, k) => ({
        property: `Property ${int(500)}`,
        sport: pick(SPORTS),
        since: k % 2 === 0 ? 2000 + int(26) : null,
      })),
    };
    const word = Array.from({ length: 2 + int(2) }, () => pick(SYLLABLES)).join("");
    const name = `${word.charAt(0).toUpperCase()}${word.slice(1)} ${pick(SUFFIXES)}`;
    sponsors.push({
      id: i + 1,
      name,
      industry: pick(INDUSTRIES),
      profile: random() < 0.02 ? null : profile,
    });
  }
  return sponsors;
}

const CONTEXT: MatchContext = {
  kind: "specific-event",
  eventBrand: {
    id: 1,
    name: "LIV Golf",
    profile: {
      sport: "golf",
      tier: "international",
      markets: {
        regions: ["North America", "Europe", "Middle East", "Asia", "Oceania"],
        countries: ["US", "SA", "GB", "AU", "SG", "HK", "MX", "KR", "ES"],
      },
      audience: {
        ageBands: ["25-34", "35-44", "45-54"],
        genderSkew: "male",
        income: "high",
        interests: ["golf", "travel", "luxury", "business", "entertainment"],
      },
      brandValues: ["innovation", "boldness", "excellence", "global", "performance"],
    },
  },
  event: {
    id: 7,
    name: "LIV Golf Riyadh",
    startDate: "2026-02-05",
    endDate: "2026-02-07",
    locationName: "Riyadh Golf Club",
    locationCountry: "Saudi Arabia",
  },
};

interface Timing {
  totalMs: number;
  compileMs: number;
  /** Process CPU time (user + system, all threads): less sensitive to other load than wall time. */
  cpuMs: number;
}

/**
 * The measured pipeline: raw sponsors to the explained top of the list. With `precompiled`, the
 * sponsors' compiled columns are reused (the cached production path) and only the context is built.
 */
function matchOnce(
  sponsors: readonly MatchSponsor[],
  limit: number | undefined,
  precompiled?: CompiledSponsors,
): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const compiled = precompiled ?? compileSponsors(sponsors);
  const context = compileContext(CONTEXT, { now: NOW });
  const compileMs = performance.now() - start;
  const ranked = rankSponsors(compiled, context, { limit });
  for (const row of ranked.slice(0, EXPLAINED)) explain(sponsorAt(compiled, row.index), context);
  const totalMs = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  return { compileMs, totalMs, cpuMs: (user + system) / 1000 };
}

function quantile(sorted: readonly number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const roundMs = (ms: number) => Math.round(ms * 100) / 100;

function measure(run: () => Timing) {
  for (let i = 0; i < WARM_UP; i++) run();
  const timings = Array.from({ length: RUNS }, run);
  const totals = timings.map((t) => t.totalMs).sort((a, b) => a - b);
  const compiles = timings.map((t) => t.compileMs).sort((a, b) => a - b);
  const cpus = timings.map((t) => t.cpuMs).sort((a, b) => a - b);
  return {
    medianMs: roundMs(quantile(totals, 0.5)),
    p95Ms: roundMs(quantile(totals, 0.95)),
    minMs: roundMs(totals[0] ?? NaN),
    compileMedianMs: roundMs(quantile(compiles, 0.5)),
    cpuMedianMs: roundMs(quantile(cpus, 0.5)),
  };
}

function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return gc !== undefined;
}

/** Memory of one full compile + rank of every sponsor, measured before any timing run. */
function memoryOf(sponsors: readonly MatchSponsor[]) {
  const gcAvailable = collectGarbage();
  const before = process.memoryUsage();
  const compiled = compileSponsors(sponsors);
  const afterCompile = process.memoryUsage();
  const ranked = rankSponsors(compiled, compileContext(CONTEXT, { now: NOW }));
  const afterRank = process.memoryUsage();
  const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
  return {
    gcAvailable,
    compiledHeapMb: mb(afterCompile.heapUsed - before.heapUsed),
    compiledArrayBuffersMb: mb(afterCompile.arrayBuffers - before.arrayBuffers),
    peakHeapDeltaMb: mb(Math.max(afterCompile.heapUsed, afterRank.heapUsed) - before.heapUsed),
    peakRssDeltaMb: mb(Math.max(afterCompile.rss, afterRank.rss) - before.rss),
    rankedRows: ranked.length,
  };
}

export async function benchMatching(): Promise<Record<string, unknown>> {
  // Through JSON, as rows read from the database are: every string is its own object.
  const all = JSON.parse(JSON.stringify(syntheticSponsors(LARGEST, 20260110))) as MatchSponsor[];
  const memory = memoryOf(all);
  const bySize: Record<string, unknown> = {};
  const medians: Record<number, number> = {};
  for (const size of SIZES) {
    const sponsors = all.slice(0, size);
    const result = measure(() => matchOnce(sponsors, LIMIT));
    medians[size] = result.medianMs;
    bySize[String(size)] = {
      ...result,
      microsPerSponsor: Math.round((result.medianMs / size) * 1e6) / 1e3,
    };
  }
  const precompiled = compileSponsors(all);
  const first = medians[10_000] ?? NaN;
  const last = medians[LARGEST] ?? NaN;
  return {
    node: process.version,
    cpus: os.cpus().length,
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    runs: RUNS,
    warmUp: WARM_UP,
    pipeline: `compile sponsors + context, score, rank (limit ${LIMIT}), explain top ${EXPLAINED}`,
    at100k: bySize[String(LARGEST)],
    at100kPrecompiledSponsors: measure(() => matchOnce(all, LIMIT, precompiled)),
    at100kFullRanking: measure(() => matchOnce(all, undefined)),
    bySize,
    linearity: { ratio100kTo10k: Math.round((last / first) * 100) / 100, idealRatio: 10 },
    memory100k: memory,
  };
}

const entry = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (entry.endsWith(path.join("scripts", "bench", "matching.ts"))) {
  void benchMatching().then((result) => console.log(JSON.stringify(result, null, 2)));
}
