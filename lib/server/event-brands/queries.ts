import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { eventBrands, specificEvents } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import { reachAnswer } from "@/lib/shared/schemas/reach";

type EventBrandRow = typeof eventBrands.$inferSelect;

function toEventBrand(row: EventBrandRow, eventCount: number): EventBrand {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    industry: row.industry,
    website: row.website,
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
    eventCount,
    reach: reachAnswer(row.reach),
  };
}

const eventCounts = () =>
  getDb()
    .select({ eventBrandId: specificEvents.eventBrandId, total: count().as("total") })
    .from(specificEvents)
    .groupBy(specificEvents.eventBrandId)
    .as("event_counts");

/** Every property with its number of scheduled events, alphabetically; read once per request. */
export const listEventBrands = cache(async (): Promise<EventBrand[]> => {
  const counts = eventCounts();
  const rows = await getDb()
    .select({ brand: eventBrands, total: counts.total })
    .from(eventBrands)
    .leftJoin(counts, eq(counts.eventBrandId, eventBrands.id))
    .orderBy(asc(sql`lower(${eventBrands.name})`));
  return rows.map((row) => toEventBrand(row.brand, Number(row.total ?? 0)));
});

export const EVENT_BRAND_NOT_FOUND = "Event brand not found";

/** One property with its number of scheduled events, in one query. */
async function loadEventBrand(id: number, db: Db | Tx): Promise<EventBrand | null> {
  const [row] = await db
    .select({
      brand: eventBrands,
      total:
        sql<number>`(select count(*) from ${specificEvents} where ${specificEvents.eventBrandId} = ${eventBrands.id})`.mapWith(
          Number,
        ),
    })
    .from(eventBrands)
    .where(eq(eventBrands.id, id))
    .limit(1);
  return row ? toEventBrand(row.brand, row.total) : null;
}

/** One property, or null; read once per request. */
export const findEventBrand = cache((id: number) => loadEventBrand(id, getDb()));

/**
 * The property, or the 404 every route answers for a missing one (`db`: inside a transaction).
 * Given the process-wide handle, it is the request's one read (`findEventBrand`) like without.
 */
export async function getEventBrandOrThrow(id: number, db?: Db | Tx): Promise<EventBrand> {
  const brand = await (db && db !== getDb() ? loadEventBrand(id, db) : findEventBrand(id));
  if (!brand) throw notFound(EVENT_BRAND_NOT_FOUND);
  return brand;
}
