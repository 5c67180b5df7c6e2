import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/server/db/client";
import { eventBrands, specificEvents } from "@/lib/server/db/schema";
import { rollSeason } from "@/lib/server/specific-events/roll";
import { eventProfileSchema } from "@/lib/shared/schemas/profile";
import eventBrandsJson from "./data/event-brands.json";
import livGolf2025Json from "./data/liv-golf-2025.json";

const isoDate = z.iso.date();

const seedEventSchema = z.object({
  name: z.string().min(1),
  startDate: isoDate,
  endDate: isoDate,
  locationName: z.string(),
  locationCountry: z.string(),
  description: z.string(),
});
type SeedEvent = z.infer<typeof seedEventSchema>;

const seedBrandSchema = z.object({
  name: z.string().min(1),
  industry: z.string(),
  website: z.url(),
  description: z.string(),
  audience: z.string(),
  profile: eventProfileSchema,
  events: z.array(seedEventSchema).default([]),
});

const scheduleSchema = z.object({
  eventBrand: z.string(),
  season: z.number().int(),
  source: z.string(),
  events: z.array(seedEventSchema).min(1),
});

export const SEED_EVENT_BRANDS = z.array(seedBrandSchema).parse(eventBrandsJson);
export const LIV_GOLF_2025 = scheduleSchema.parse(livGolf2025Json);

/**
 * Insert the seeded properties that are missing. Existing rows (matched by name, ignoring case)
 * are left exactly as users left them.
 */
export async function seedEventBrands(db: Db): Promise<{ created: number }> {
  let created = 0;
  for (const brand of SEED_EVENT_BRANDS) {
    const inserted = await db
      .insert(eventBrands)
      .values({
        name: brand.name,
        industry: brand.industry,
        website: brand.website,
        description: brand.description,
        audience: brand.audience,
        profile: brand.profile,
      })
      .onConflictDoNothing()
      .returning({ id: eventBrands.id });
    created += inserted.length;
    const brandId = inserted[0]?.id ?? (await findBrandId(db, brand.name));
    if (brandId && brand.events.length > 0) await insertMissingEvents(db, brandId, brand.events);
  }
  return { created };
}

/**
 * Import the 2025 LIV Golf League schedule into the LIV Golf brand (created when missing).
 * Idempotent: an event with the same name and start date is never created twice.
 */
export async function importLivGolfSchedule(
  db: Db,
): Promise<{ eventBrandId: number; created: number; skipped: number }> {
  let brandId = await findBrandId(db, LIV_GOLF_2025.eventBrand);
  if (!brandId) {
    await seedEventBrands(db);
    brandId = await findBrandId(db, LIV_GOLF_2025.eventBrand);
  }
  if (!brandId) throw new Error("The LIV Golf event brand could not be created");
  const created = await insertMissingEvents(db, brandId, LIV_GOLF_2025.events);
  return { eventBrandId: brandId, created, skipped: LIV_GOLF_2025.events.length - created };
}

async function findBrandId(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: eventBrands.id })
    .from(eventBrands)
    .where(eq(sql`lower(${eventBrands.name})`, name.toLowerCase()))
    .limit(1);
  return row?.id;
}

async function insertMissingEvents(
  db: Db,
  eventBrandId: number,
  events: SeedEvent[],
): Promise<number> {
  const inserted = await db
    .insert(specificEvents)
    .values(events.map((event) => ({ ...event, eventBrandId })))
    .onConflictDoNothing()
    .returning({ id: specificEvents.id });
  return inserted.length;
}

/**
 * The demo's next seasons: the 2025 LIV Golf schedule rolled forward to 2026 and 2026 to 2027 the
 * way a user rolls a season (same weekday of the same ISO week, dates marked
 * provisional), so the app has upcoming events today and shows them as still to be confirmed.
 * Idempotent like the roll itself.
 */
export async function rollLivGolfSeasons(db: Db, eventBrandId: number): Promise<number> {
  let created = 0;
  for (let year = LIV_GOLF_2025.season; year < LIV_GOLF_2025.season + 2; year++) {
    created += (await rollSeason(eventBrandId, year, year + 1, db)).created;
  }
  return created;
}
