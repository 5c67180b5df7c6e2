import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { eventBrands, specificEvents } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { notFound } from "@/lib/server/http/errors";
import { reachAnswer } from "@/lib/shared/schemas/reach";
import type { SpecificEvent, SpecificEventDetail } from "@/lib/shared/schemas/specific-event";

type SpecificEventRow = typeof specificEvents.$inferSelect;

export function toSpecificEvent(row: SpecificEventRow): SpecificEvent {
  return {
    id: row.id,
    eventBrandId: row.eventBrandId,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    locationName: row.locationName,
    locationCountry: row.locationCountry,
    description: row.description,
    bannerImage: row.bannerImage,
    datesProvisional: row.datesProvisional,
    createdAt: row.createdAt.toISOString(),
    reach: reachAnswer(row.reach),
  };
}

/** Events of one brand (or every event), by start date with undated ones last. */
export async function listSpecificEvents(eventBrandId?: number): Promise<SpecificEvent[]> {
  if (eventBrandId !== undefined) await getEventBrandOrThrow(eventBrandId);
  const rows = await getDb()
    .select()
    .from(specificEvents)
    .where(eventBrandId === undefined ? undefined : eq(specificEvents.eventBrandId, eventBrandId))
    .orderBy(
      sql`${specificEvents.startDate} asc nulls last`,
      asc(specificEvents.name),
      asc(specificEvents.id),
    );
  return rows.map(toSpecificEvent);
}

/** The id of the event with this name (case-insensitive), or null. */
export async function findSpecificEventIdByName(name: string): Promise<number | null> {
  const [row] = await getDb()
    .select({ id: specificEvents.id })
    .from(specificEvents)
    .where(eq(sql`lower(${specificEvents.name})`, name.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

export const SPECIFIC_EVENT_NOT_FOUND = "Specific event not found";

export async function findSpecificEvent(
  id: number,
  db: Db | Tx = getDb(),
): Promise<SpecificEventDetail | null> {
  const [row] = await db
    .select({
      event: specificEvents,
      brand: { id: eventBrands.id, name: eventBrands.name, logoUrl: eventBrands.logoUrl },
    })
    .from(specificEvents)
    .innerJoin(eventBrands, eq(eventBrands.id, specificEvents.eventBrandId))
    .where(eq(specificEvents.id, id))
    .limit(1);
  return row ? { ...toSpecificEvent(row.event), eventBrand: row.brand } : null;
}

/** The event with its brand, or the 404 every route answers for a missing one. */
export async function getSpecificEventOrThrow(
  id: number,
  db: Db | Tx = getDb(),
): Promise<SpecificEventDetail> {
  const event = await findSpecificEvent(id, db);
  if (!event) throw notFound(SPECIFIC_EVENT_NOT_FOUND);
  return event;
}
