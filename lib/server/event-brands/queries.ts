import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

type EventBrandRow = typeof eventBrands.$inferSelect;

export function toEventBrand(row: EventBrandRow): EventBrand {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    industry: row.industry,
    website: row.website,
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every property, alphabetically. */
export async function listEventBrands(): Promise<EventBrand[]> {
  const rows = await getDb()
    .select()
    .from(eventBrands)
    .orderBy(asc(sql`lower(${eventBrands.name})`));
  return rows.map(toEventBrand);
}

export async function getEventBrandOrThrow(id: number): Promise<EventBrand> {
  const [row] = await getDb().select().from(eventBrands).where(eq(eventBrands.id, id)).limit(1);
  if (!row) throw notFound("Event brand not found");
  return toEventBrand(row);
}
