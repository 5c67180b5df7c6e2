import { count, eq, isNotNull } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { eventBrands, sponsorBrands, sponsorDeals } from "@/lib/server/db/schema";
import { seededRandom } from "@/lib/shared/seeded-random";
import { getIndustryInsight } from "@/lib/server/insights/industry";
import { getIndustrySummaries } from "@/lib/server/insights/summaries";
import { seedDatabase } from "@/lib/server/seed/seed-database";
import { seedSampleDeals } from "@/lib/server/seed/deals";

/**
 * Industry insight benchmark. Fills `sponsor_deals` up to BENCH_DEALS rows (50,000 by default:
 * the seeded sample history, then synthetic sample deals inserted in bulk over the seeded
 * properties, 5,000 sponsors, 2010 to next year), then times the two insight reads the page makes
 * (every industry's summary; the top industry's insight) over 50 runs after 5 warm-up runs.
 * The deals stay in the database, so the page can then be measured over HTTP.
 *
 * Run on its own: `npx tsx --conditions=react-server scripts/bench/insights.ts` on DATABASE_URL
 * (PGlite under DATA_DIR otherwise). Prints a JSON report on its last line.
 */

const TARGET = Number(process.env.BENCH_DEALS ?? 50_000);
const RUNS = 50;
const WARM_UP = 5;
const BATCH = 1_000;
const LEVELS = [
  "Title",
  "Presenting",
  "Diamond",
  "Platinum",
  "Gold",
  "Official Partner",
  "Official Supplier",
];
const STATUSES = ["Active", "Pending", "Expired"] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;

async function timeRuns(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    runs: RUNS,
    medianMs: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
  };
}

/**
 * Insert synthetic deals until the table holds `target` rows. Deterministic. They are stored as
 * users' own deals, not samples: insights count no sample deal, so sample rows would leave the
 * queries nothing to compute.
 */
export async function growDeals(
  target = TARGET,
): Promise<{ before: number; after: number; insertMs: number }> {
  const db = getDb();
  const total = async () => (await db.select({ n: count() }).from(sponsorDeals))[0]?.n ?? 0;
  const before = await total();
  const brands = await db.select({ id: eventBrands.id }).from(eventBrands);
  const industries = [
    ...new Set(
      (
        await db
          .select({ industry: sponsorBrands.industry })
          .from(sponsorBrands)
          .where(isNotNull(sponsorBrands.industry))
      ).map((row) => row.industry!),
    ),
  ].sort();
  if (brands.length === 0 || industries.length === 0) throw new Error("Seed the database first");
  const random = seededRandom(50_000);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const started = performance.now();
  for (let made = before; made < target; made += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, target - made) }, () => {
      const sponsor = Math.floor(random() * 5_000);
      const year = 2010 + Math.floor(random() * 18);
      const month = String(1 + Math.floor(random() * 12)).padStart(2, "0");
      const years = 1 + Math.floor(random() * 4);
      return {
        eventBrandId: pick(brands).id,
        sponsorName: `Bench Sponsor ${sponsor}`,
        industry: industries[sponsor % industries.length]!,
        sponsorshipLevel: pick(LEVELS),
        status: pick(STATUSES),
        // Log-uniform between $50K and $80M: most deals small, a long tail of large ones.
        valueCents: Math.round(50_000 * 1600 ** random()) * 100,
        startDate: `${year}-${month}-01`,
        endDate: `${year + years}-${month}-01`,
        activationTypes: ["Hospitality"],
        isSample: false,
      };
    });
    await db.insert(sponsorDeals).values(rows);
  }
  return { before, after: await total(), insertMs: Math.round(performance.now() - started) };
}

/** Time the summaries and one industry's insight for a property (the first seeded one by default). */
export async function measureInsightQueries(eventBrandId?: number) {
  const [brand] = eventBrandId
    ? [{ id: eventBrandId }]
    : await getDb()
        .select({ id: eventBrands.id })
        .from(eventBrands)
        .where(eq(eventBrands.name, "LIV Golf"));
  if (!brand) throw new Error("No event brand to measure");
  const summaries = await getIndustrySummaries(brand.id);
  const industry = summaries.summaries[0]?.industry;
  if (!industry) throw new Error("No industry to measure");
  return {
    eventBrandId: brand.id,
    industry,
    summaries: await timeRuns(() => getIndustrySummaries(brand.id)),
    insight: await timeRuns(() => getIndustryInsight(brand.id, industry)),
  };
}

/** Seed, grow to the target and measure: what `npm run bench` records. */
export async function benchInsightQueries(target = TARGET) {
  await ensureDatabase();
  await seedDatabase();
  await seedSampleDeals(getDb());
  const grown = await growDeals(target);
  return { deals: grown.after, insertMs: grown.insertMs, ...(await measureInsightQueries()) };
}

if (process.argv[1]?.endsWith("insights.ts")) {
  benchInsightQueries()
    .then(async (report) => {
      await closeDb();
      console.log(JSON.stringify(report));
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await closeDb();
      process.exit(1);
    });
}
