import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { sponsorDeals } from "@/lib/server/db/schema";
import { VALUE_RANGES } from "@/lib/shared/insights";

/**
 * SQL pieces of the insight queries. Counts cover every deal; money covers deals in US dollars
 * with a value (no exchange rates are invented, and a zero is an undisclosed value, not a price).
 */
export const d = sponsorDeals;

export const moneyDeal = sql`${d.currency} = 'USD' and ${d.valueCents} > 0`;

const yearStart = (year: number) => `${year}-01-01`;

/** Deals that started during one calendar year. */
export const startedIn = (year: number): SQL =>
  sql`${d.startDate} >= ${yearStart(year)} and ${d.startDate} < ${yearStart(year + 1)}`;

export const count = (filter?: SQL) =>
  (filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`).mapWith(Number);

export const distinctSponsors = sql`count(distinct lower(${d.sponsorName}))`.mapWith(Number);

/** Average USD value in dollars, or null without any. */
export const averageDollars = sql`avg(${d.valueCents}) filter (where ${moneyDeal}) / 100`.mapWith(
  Number,
);

/** Deals per value range, in the order of VALUE_RANGES. */
export const rangeCounts = () =>
  Object.fromEntries(
    VALUE_RANGES.map((range, index) => {
      const lower = sql`${d.valueCents} >= ${range.min * 100}`;
      const upper = range.max === null ? sql`true` : sql`${d.valueCents} < ${range.max * 100}`;
      return [`range${index}`, count(sql`${moneyDeal} and ${lower} and ${upper}`)];
    }),
  ) as Record<string, SQL<number>>;
