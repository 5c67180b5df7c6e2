/**
 * Industry insight rules shared by the server (which computes the figures in SQL) and the screens.
 * Every statement here is derived from figures; nothing is invented.
 */

/** Deal value ranges of the distribution, in US dollars: [from, to). */
export const VALUE_RANGES = [
  { label: "Under $1M", min: 0, max: 1_000_000 },
  { label: "$1M–$5M", min: 1_000_000, max: 5_000_000 },
  { label: "$5M–$10M", min: 5_000_000, max: 10_000_000 },
  { label: "$10M–$25M", min: 10_000_000, max: 25_000_000 },
  { label: "$25M+", min: 25_000_000, max: null },
] as const;

/** Industries shown as cards before View All Industries. */
export const TOP_INDUSTRIES_SHOWN = 5;
/** Years of the sponsors-by-year chart, ending with the current year. */
export const YEARS_SHOWN = 6;
/** Window of "deals in the last 3 years" (top sponsors). */
export const TOP_SPONSOR_YEARS = 3;
/** Tallest bar of the sponsors-by-year chart, in pixels. */
export const BAR_MAX_HEIGHT_PX = 160;

/**
 * Year-on-year growth in percent, one decimal: deals started in the last complete calendar year
 * against the year before. Null when the year before had none (growth from zero is undefined).
 */
export function growthRate(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The calendar years growth compares: the last complete one and the one before it. */
export function growthYears(today: Date): { current: number; previous: number } {
  const current = today.getUTCFullYear() - 1;
  return { current, previous: current - 1 };
}

/** "+12.8%", "-3.1%", "0.0%"; "n/a" when there is no rate. */
export function formatGrowth(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return "n/a";
  return `${rate > 0 ? "+" : ""}${rate.toFixed(1)}%`;
}

/** "$3.5M" from dollars (insights show millions with one decimal). */
export function formatDollarMillions(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return "n/a";
  return `$${(dollars / 1_000_000).toFixed(1)}M`;
}

/**
 * Whole percentages of each count that add up to exactly 100 (largest remainder), so a chart
 * never shows 99% or 101% in total. All zeros stay zeros.
 */
export function percentagesOf(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

/** Height in pixels of a bar scaled to the largest count (at least 4 px when the count is > 0). */
export function barHeight(count: number, max: number, maxPx = BAR_MAX_HEIGHT_PX): number {
  if (max <= 0 || count <= 0) return 0;
  return Math.max(4, Math.round((count / max) * maxPx));
}

export interface TrendFigures {
  industry: string;
  growth: { rate: number | null; current: number; previous: number; year: number };
  dealValues: ReadonlyArray<{ range: string; percentage: number; count: number }>;
  sponsorCount: ReadonlyArray<{ year: number; count: number }>;
  topSponsor: { name: string; deals: number; totalValue: number } | null;
  averageDealValue: number | null;
  marketAverageDealValue: number | null;
  own: { name: string; deals: number; total: number } | null;
}

const pctOf = (value: number, base: number) => Math.round((Math.abs(value - base) / base) * 100);

function growthTrend({ rate, current, previous, year }: TrendFigures["growth"]): string | null {
  if (current === 0 && previous === 0) return `No new deals started in ${year - 1} or ${year}`;
  if (rate === null) return `${current} deals started in ${year}, none in ${year - 1}`;
  if (rate === 0)
    return `Deal count held steady year on year (${current} deals in ${year - 1} and ${year})`;
  const verb = rate > 0 ? "grew" : "fell";
  return `Deal count ${verb} ${Math.abs(rate).toFixed(1)}% year on year (${current} deals in ${year} vs ${previous} in ${year - 1})`;
}

function valueTrend(ranges: TrendFigures["dealValues"]): string | null {
  const top = [...ranges].sort((a, b) => b.percentage - a.percentage)[0];
  if (!top || top.count === 0) return null;
  return top.percentage > 50
    ? `Most deals are worth ${top.range} (${top.percentage}%)`
    : `The most common deal size is ${top.range} (${top.percentage}% of deals)`;
}

function sponsorTrend(series: TrendFigures["sponsorCount"]): string | null {
  const withData = series.filter((point) => point.count > 0);
  const first = withData[0];
  const last = series[series.length - 1];
  if (!first || !last || first.year === last.year) return null;
  if (last.count === first.count)
    return `Active sponsors held at ${last.count} between ${first.year} and ${last.year}`;
  const verb = last.count > first.count ? "rose" : "fell";
  return `Active sponsors ${verb} from ${first.count} in ${first.year} to ${last.count} in ${last.year}`;
}

/**
 * Three to five plain statements read off the figures: growth, the commonest deal size, the
 * sponsor trend, the most active sponsor, the average against the whole market and the property's
 * own share. Statements whose figures are missing are left out.
 */
export function buildTrends(f: TrendFigures): string[] {
  const out: Array<string | null> = [
    growthTrend(f.growth),
    valueTrend(f.dealValues),
    sponsorTrend(f.sponsorCount),
    f.topSponsor
      ? `${f.topSponsor.name} signed the most deals in the last ${TOP_SPONSOR_YEARS} years (${f.topSponsor.deals}, worth ${formatDollarMillions(f.topSponsor.totalValue)} in total)`
      : null,
    f.averageDealValue !== null && f.marketAverageDealValue
      ? f.averageDealValue === f.marketAverageDealValue
        ? `The average deal (${formatDollarMillions(f.averageDealValue)}) matches the all-industry average`
        : `The average deal (${formatDollarMillions(f.averageDealValue)}) is ${pctOf(f.averageDealValue, f.marketAverageDealValue)}% ${f.averageDealValue > f.marketAverageDealValue ? "above" : "below"} the all-industry average (${formatDollarMillions(f.marketAverageDealValue)})`
      : null,
    f.own && f.own.total > 0
      ? f.own.deals > 0
        ? `${f.own.name} holds ${f.own.deals} of the ${f.own.total} ${f.industry} deals on record`
        : `${f.own.name} has no ${f.industry} deals yet: ${f.own.total} are on record at other properties`
      : null,
  ];
  return out.filter((text): text is string => Boolean(text)).slice(0, 5);
}
