import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, specificEvents } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
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
    createdAt: row.createdAt.toISOString(),
  };
}

/** Events of one brand (or every event), by start date with undated ones last. */
export async function listSpecificEvents(eventBrandId?: number): Promise<SpecificEvent[]> {
  const db = getDb();
  if (eventBrandId !== undefined) {
    const [brand] = await db
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.id, eventBrandId));
    if (!brand) throw notFound("Event brand not found");
  }
  const rows = await db
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

export async function findSpecificEvent(id: number): Promise<SpecificEventDetail | null> {
  const [row] = await getDb()
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

export async function getSpecificEventOrThrow(id: number): Promise<SpecificEventDetail> {
  const event = await findSpecificEvent(id);
  if (!event) throw notFound("Event not found");
  return event;
}
