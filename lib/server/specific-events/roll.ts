import "server-only";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/server/db/client";
import { specificEvents } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { rollDates, rollName } from "@/lib/shared/event-schedule";
import type { RollSeasonResult } from "@/lib/shared/schemas/specific-event";
import { toSpecificEvent } from "./queries";

const yearRange = (year: number) =>
  and(
    gte(specificEvents.startDate, `${year}-01-01`),
    lte(specificEvents.startDate, `${year}-12-31`),
  );

/**
 * Roll a property's season forward: every event starting in `fromYear` is copied to `toYear` on
 * the same weekday of the same week of the year (`rollDates`), with venue, country, description
 * and banner, and its dates marked provisional until the team confirms them. Idempotent: an event
 * whose name (ignoring case) already starts in `toYear` is skipped, so rolling again, or after a
 * copy's dates were corrected, creates nothing twice. Sponsors are not copied: deals are signed
 * per season.
 */
export async function rollSeason(
  eventBrandId: number,
  fromYear: number,
  toYear: number,
  db: Db = getDb(),
): Promise<RollSeasonResult> {
  await getEventBrandOrThrow(eventBrandId, db);
  const ofBrand = eq(specificEvents.eventBrandId, eventBrandId);
  const source = await db
    .select()
    .from(specificEvents)
    .where(and(ofBrand, yearRange(fromYear)))
    .orderBy(asc(specificEvents.startDate), asc(specificEvents.id));
  const existing = await db
    .select({ name: sql<string>`lower(${specificEvents.name})` })
    .from(specificEvents)
    .where(and(ofBrand, yearRange(toYear)));
  const taken = new Set(existing.map((row) => row.name));

  const copies = [];
  for (const event of source) {
    const name = rollName(event.name, fromYear, toYear);
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    copies.push({
      eventBrandId,
      name,
      ...rollDates({ startDate: event.startDate!, endDate: event.endDate }, toYear),
      locationName: event.locationName,
      locationCountry: event.locationCountry,
      description: event.description,
      bannerImage: event.bannerImage,
      datesProvisional: true,
    });
  }
  const rows = copies.length
    ? await db.insert(specificEvents).values(copies).onConflictDoNothing().returning()
    : [];
  return {
    fromYear,
    toYear,
    created: rows.length,
    skipped: source.length - rows.length,
    events: rows.map(toSpecificEvent),
  };
}
