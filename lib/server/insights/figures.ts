import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { marketProperties, sponsorDeals } from "@/lib/server/db/schema";
import { VALUE_RANGES } from "@/lib/shared/insights";

/**
 * SQL pieces of the insight queries. Figures read the real deals only: the users' deals and the
 * market's sourced deals, never the seeded sample history. Money covers deals with a US-dollar
 * value: a user's USD deal with a value, or a sourced deal whose source gave a USD approximation
 * (no exchange rates are invented, and a missing value is undisclosed, not zero).
 */
export const d = sponsorDeals;

/** Deals the figures count: every deal but the seeded samples. */
export const realDeal = sql`not ${d.isSample}`;

/**
 * A deal's US-dollar value in cents, or null. A sourced deal's is its source's approximation,
 * written in millions when its unit is millions and the figure is small, else in whole dollars
 * (the rule of `usdDollarsOf` in lib/shared/market.ts).
 */
export const usdCents = sql`(case
  when ${d.marketKey} is not null then
    case when (${d.reportedValue}->>'usdApprox') is null then null
      when lower(coalesce(${d.reportedValue}->>'unit', '')) in ('m', 'million', 'millions', 'mn')
        and (${d.reportedValue}->>'usdApprox')::numeric < 10000
      then round((${d.reportedValue}->>'usdApprox')::numeric * 100000000)
      else round((${d.reportedValue}->>'usdApprox')::numeric * 100) end
  when ${d.currency} = 'USD' and ${d.valueCents} > 0 then ${d.valueCents}
  else null end)`;

export const moneyDeal = sql`${usdCents} is not null`;

/**
 * The day a deal started: its start date, else (a sourced deal, whose period is reported in
 * seasons) the first day of its start season.
 */
export const startDay = sql`coalesce(${d.startDate}, make_date(${d.startSeason}::int, 1, 1))`;

/** Deals that started during one calendar year (sourced deals: in that start season). */
export const startedIn = (year: number): SQL => sql`extract(year from ${startDay}) = ${year}`;

const mp = marketProperties;

/**
 * A deal of the given event brand: its own deals, and the sourced deals of the market property
 * linked to it and of that property's teams and events.
 */
export const ownDeal = (eventBrandId: number): SQL =>
  sql`(${d.eventBrandId} = ${eventBrandId} or ${d.marketPropertyId} in (
    select ${mp.id} from ${mp} where ${mp.eventBrandId} = ${eventBrandId}
      or ${mp.parentId} in (select ${mp.id} from ${mp} where ${mp.eventBrandId} = ${eventBrandId})))`;

export const count = (filter?: SQL) =>
  (filter ? sql`count(*) filter (where ${filter})` : sql`count(*)`).mapWith(Number);

export const distinctSponsors = sql`count(distinct lower(${d.sponsorName}))`.mapWith(Number);

/** Average USD value in dollars, or null without any. */
export const averageDollars = sql`avg(${usdCents}) / 100`.mapWith(Number);

/** Deals per value range, in the order of VALUE_RANGES. */
export const rangeCounts = () =>
  Object.fromEntries(
    VALUE_RANGES.map((range, index) => {
      const lower = sql`${usdCents} >= ${range.min * 100}`;
      const upper = range.max === null ? sql`true` : sql`${usdCents} < ${range.max * 100}`;
      return [`range${index}`, count(sql`${moneyDeal} and ${lower} and ${upper}`)];
    }),
  ) as Record<string, SQL<number>>;
