import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { specificEvents } from "@/lib/server/db/schema";
import { todayIso } from "@/lib/shared/dates";

/** An event of a season, as inventory counts it. */
export type SeasonEvent = { id: number; name: string; startDate: string | null };

/** A season is the calendar year its events start in. */
const seasonOf = sql<number>`extract(year from ${specificEvents.startDate})::int`;

/** The events of a property that start in a season, in date order. */
export async function seasonEvents(
  eventBrandId: number,
  season: number,
  db: Db | Tx = getDb(),
): Promise<SeasonEvent[]> {
  return db
    .select({
      id: specificEvents.id,
      name: specificEvents.name,
      startDate: specificEvents.startDate,
    })
    .from(specificEvents)
    .where(and(eq(specificEvents.eventBrandId, eventBrandId), sql`${seasonOf} = ${season}`))
    .orderBy(asc(specificEvents.startDate), asc(specificEvents.id));
}

/**
 * The events an asset applies to in a season: the ones it names, or every event of the season
 * when it names none.
 */
export function eventsForAsset(
  asset: { specificEventIds: readonly number[] },
  events: readonly SeasonEvent[],
): SeasonEvent[] {
  if (asset.specificEventIds.length === 0) return [...events];
  const named = new Set(asset.specificEventIds);
  return events.filter((event) => named.has(event.id));
}

/**
 * The season a seller is most likely selling: the season of the property's next event (today or
 * later), else its latest season with events, else this year.
 */
export async function defaultSeason(
  eventBrandId: number,
  today: string = todayIso(),
  db: Db | Tx = getDb(),
): Promise<number> {
  const [row] = await db
    .select({
      next: sql<
        number | null
      >`min(${seasonOf}) filter (where ${specificEvents.startDate} >= ${today})`,
      latest: sql<number | null>`max(${seasonOf})`,
    })
    .from(specificEvents)
    .where(eq(specificEvents.eventBrandId, eventBrandId));
  return row?.next ?? row?.latest ?? Number(today.slice(0, 4));
}
