import "server-only";
import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/server/db/client";
import { eventBrands, marketProperties } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { cachedFigures } from "./cache";
import {
  buildTrends,
  growthRate,
  growthYears,
  percentagesOf,
  TOP_SPONSOR_YEARS,
  VALUE_RANGES,
  YEARS_SHOWN,
} from "@/lib/shared/insights";
import { coverageText, MARKET_CREDIT } from "@/lib/shared/market";
import type { IndustryInsight } from "@/lib/shared/schemas/insights";
import {
  averageDollars,
  count,
  d,
  distinctSponsors,
  moneyDeal,
  ownDeal,
  rangeCounts,
  realDeal,
  startDay,
  startedIn,
  usdCents,
} from "./figures";

const TOP_SPONSORS = 10;
const RECENT_DEALS = 8;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function industryStats(industry: string, eventBrandId: number, today: Date) {
  const period = growthYears(today);
  const [row] = await getDb()
    .select({
      dealCount: count(),
      totalSponsors: distinctSponsors,
      averageDealValue: averageDollars,
      currentDeals: count(startedIn(period.current)),
      previousDeals: count(startedIn(period.previous)),
      ownDealCount: count(ownDeal(eventBrandId)),
      valuedDeals: count(moneyDeal),
      sourcedDeals: count(sql`${d.marketKey} is not null`),
      ...rangeCounts(),
    })
    .from(d)
    .where(and(eq(d.industry, industry), realDeal));
  // The range columns are added by name; read them back in the order of VALUE_RANGES.
  const byName = row as unknown as Record<string, number | undefined>;
  const rangeTotals = VALUE_RANGES.map((_, index) => Number(byName[`range${index}`] ?? 0));
  return { ...row!, rangeTotals, period };
}

/** Sponsors with a deal running at some point of each year (open-ended deals run on). */
async function sponsorsByYear(industry: string, today: Date) {
  const last = today.getUTCFullYear();
  const first = last - YEARS_SHOWN + 1;
  const rows = await queryRows<{ year: number; count: number }>(sql`
    select y.year::int as year, count(distinct lower(${d.sponsorName}))::int as count
    from generate_series(${first}::int, ${last}::int) as y(year)
    left join ${d} on ${d.industry} = ${industry} and ${realDeal}
      and ${startDay} <= make_date(y.year, 12, 31)
      and (${d.endDate} is null or ${d.endDate} >= make_date(y.year, 1, 1))
    group by y.year
    order by y.year`);
  return rows.map((row) => ({ year: Number(row.year), count: Number(row.count) }));
}

/** Most deals started in the last three years (up to today), then the highest USD total. */
async function topSponsors(industry: string, today: Date) {
  const since = new Date(today);
  since.setUTCFullYear(since.getUTCFullYear() - TOP_SPONSOR_YEARS);
  const total = sql`coalesce(sum(${usdCents}), 0) / 100`.mapWith(Number);
  const rows = await getDb()
    .select({
      // The spelling of the sponsor's latest deal.
      name: sql<string>`(array_agg(${d.sponsorName} order by ${startDay} desc, ${d.id} desc))[1]`,
      sponsorBrandId: sql<number | null>`max(${d.sponsorBrandId})`,
      deals: count(),
      totalValue: total,
    })
    .from(d)
    .where(
      and(
        eq(d.industry, industry),
        realDeal,
        gt(startDay, isoDay(since)),
        lte(startDay, isoDay(today)),
      ),
    )
    .groupBy(sql`lower(${d.sponsorName})`)
    .orderBy(desc(count()), desc(total), asc(sql`lower(${d.sponsorName})`))
    .limit(TOP_SPONSORS);
  return rows.map((row) => ({
    ...row,
    sponsorBrandId: row.sponsorBrandId === null ? null : Number(row.sponsorBrandId),
  }));
}

/**
 * The latest deals to have started (up to today) at one of the users' properties, a sourced deal
 * counting for the event brand its market property is: signed business, not the pipeline.
 */
async function recentDeals(industry: string, eventBrandId: number, today: Date) {
  const rows = await getDb()
    .select({
      id: d.id,
      sponsor: d.sponsorName,
      property: eventBrands.name,
      eventBrandId: eventBrands.id,
      valueCents: d.valueCents,
      currency: d.currency,
      sourced: sql<boolean>`${d.marketKey} is not null`,
      usd: sql<string | null>`${usdCents}`,
      date: sql<string | null>`${startDay}::text`,
      status: d.status,
    })
    .from(d)
    .leftJoin(marketProperties, eq(marketProperties.id, d.marketPropertyId))
    .innerJoin(
      eventBrands,
      eq(eventBrands.id, sql`coalesce(${d.eventBrandId}, ${marketProperties.eventBrandId})`),
    )
    .where(and(eq(d.industry, industry), realDeal, lte(startDay, isoDay(today))))
    .orderBy(desc(startDay), desc(d.id))
    .limit(RECENT_DEALS);
  // A sourced deal shows its USD approximation; a user's deal its own value and currency.
  return rows.map(({ usd, sourced, valueCents, currency, ...row }) => ({
    ...row,
    value: sourced ? (usd === null ? 0 : Number(usd) / 100) : valueCents / 100,
    currency: sourced ? "USD" : currency,
    isOwn: row.eventBrandId === eventBrandId,
  }));
}

async function marketAverage(): Promise<number | null> {
  const [row] = await getDb().select({ value: averageDollars }).from(d).where(realDeal);
  return row?.value ?? null;
}

/**
 * One industry's insight from the stored deals of every property, or
 * `hasData: false` when no deal in the industry is on record: no figure is ever made up.
 */
export async function getIndustryInsight(
  eventBrandId: number,
  industry: string,
  today: Date = new Date(),
): Promise<IndustryInsight> {
  const property = (await getEventBrandOrThrow(eventBrandId)).name;
  return cachedFigures(`insight:${eventBrandId}:${isoDay(today)}:${industry}`, () =>
    computeInsight(eventBrandId, property, industry, today),
  );
}

async function computeInsight(
  eventBrandId: number,
  property: string,
  industry: string,
  today: Date,
): Promise<IndustryInsight> {
  const stats = await industryStats(industry, eventBrandId, today);
  if (stats.dealCount === 0) {
    return {
      industry,
      eventBrandId,
      hasData: false,
      message: `No ${industry} deals are on record yet, at ${property} or any other property, so there are no figures to show.`,
    };
  }
  const [years, top, recent, market] = await Promise.all([
    sponsorsByYear(industry, today),
    topSponsors(industry, today),
    recentDeals(industry, eventBrandId, today),
    marketAverage(),
  ]);
  const rangeTotals = stats.rangeTotals;
  const percentages = percentagesOf(rangeTotals);
  const dealValues = VALUE_RANGES.map((range, index) => ({
    range: range.label,
    percentage: percentages[index] ?? 0,
    count: rangeTotals[index] ?? 0,
  }));
  const averageDealValue =
    stats.averageDealValue === null ? null : Math.round(stats.averageDealValue);
  const marketAverageDealValue = market === null ? null : Math.round(market);
  const rate = growthRate(stats.currentDeals, stats.previousDeals);
  return {
    industry,
    eventBrandId,
    hasData: true,
    totalSponsors: stats.totalSponsors,
    dealCount: stats.dealCount,
    averageDealValue,
    marketAverageDealValue,
    growthRate: rate,
    growthPeriod: {
      ...stats.period,
      currentDeals: stats.currentDeals,
      previousDeals: stats.previousDeals,
    },
    sponsorCount: years,
    dealValues,
    topSponsors: top,
    recentDeals: recent,
    ownDealCount: stats.ownDealCount,
    // Sample deals are left out of every figure.
    sampleDeals: 0,
    valuedDeals: stats.valuedDeals,
    coverage: coverageText(stats.valuedDeals, stats.dealCount),
    credit: stats.sourcedDeals > 0 ? MARKET_CREDIT : null,
    trends: buildTrends({
      industry,
      growth: {
        rate,
        current: stats.currentDeals,
        previous: stats.previousDeals,
        year: stats.period.current,
      },
      dealValues,
      sponsorCount: years,
      topSponsor: top[0] ?? null,
      averageDealValue,
      marketAverageDealValue,
      own: { name: property, deals: stats.ownDealCount, total: stats.dealCount },
    }),
  };
}
