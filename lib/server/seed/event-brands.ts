import "server-only";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/server/db/client";
import { eventBrands, specificEvents } from "@/lib/server/db/schema";
import { rollSeason } from "@/lib/server/specific-events/roll";
import { rollDates, rollName } from "@/lib/shared/event-schedule";
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
 * The LIV Golf League schedule of a season: the published 2025 schedule as it is, later seasons
 * rolled forward from it year by year the way "Roll season forward" rolls a season (same weekday
 * of the same ISO week), so they match the events the seed rolls, marked provisional.
 */
export function livGolfSchedule(season: number): Array<SeedEvent & { datesProvisional: boolean }> {
  let events: SeedEvent[] = LIV_GOLF_2025.events;
  for (let year = LIV_GOLF_2025.season; year < season; year++) {
    events = events.map((event) => {
      const dates = rollDates(event, year + 1);
      return {
        ...event,
        name: rollName(event.name, year, year + 1),
        startDate: dates.startDate,
        endDate: dates.endDate ?? event.endDate,
      };
    });
  }
  return events.map((event) => ({ ...event, datesProvisional: season > LIV_GOLF_2025.season }));
}

/**
 * The season the Admin Panel offers to import on a day (`today`, YYYY-MM-DD): this year's while
 * its last event has not ended, else the next one (in late November the season to prepare is next
 * year's), never one before the published 2025 schedule.
 */
export function livGolfSeasonFor(today: string): number {
  let season = Math.max(LIV_GOLF_2025.season, Number(today.slice(0, 4)));
  const lastDay = (events: readonly SeedEvent[]) =>
    events.reduce((last, event) => (event.endDate > last ? event.endDate : last), "");
  while (lastDay(livGolfSchedule(season)) < today) season += 1;
  return season;
}

/**
 * What the Admin Panel offers to import on a day: the season, and when its dates are rolled
 * forward (provisional), the published season they come from.
 */
export function livGolfImportOffer(today: string): { season: number; rolledFrom: number | null } {
  const season = livGolfSeasonFor(today);
  return { season, rolledFrom: season > LIV_GOLF_2025.season ? LIV_GOLF_2025.season : null };
}

/**
 * Import a season of the LIV Golf League schedule (`livGolfSchedule`) into the LIV Golf brand
 * (created when missing). Idempotent the way rolling a season is: an event whose name (ignoring
 * case) already starts in that year is skipped, so importing again, or after a date was
 * corrected, creates nothing twice.
 */
export async function importLivGolfSchedule(
  db: Db,
  season: number = LIV_GOLF_2025.season,
): Promise<{ eventBrandId: number; season: number; created: number; skipped: number }> {
  let brandId = await findBrandId(db, LIV_GOLF_2025.eventBrand);
  if (!brandId) {
    await seedEventBrands(db);
    brandId = await findBrandId(db, LIV_GOLF_2025.eventBrand);
  }
  if (!brandId) throw new Error("The LIV Golf event brand could not be created");
  const schedule = livGolfSchedule(season);
  const existing = await db
    .select({ name: sql<string>`lower(${specificEvents.name})` })
    .from(specificEvents)
    .where(
      and(
        eq(specificEvents.eventBrandId, brandId),
        gte(specificEvents.startDate, `${season}-01-01`),
        lte(specificEvents.startDate, `${season}-12-31`),
      ),
    );
  const taken = new Set(existing.map((row) => row.name));
  const missing = schedule.filter((event) => !taken.has(event.name.toLowerCase()));
  const created = await insertMissingEvents(db, brandId, missing);
  return { eventBrandId: brandId, season, created, skipped: schedule.length - created };
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
  events: Array<SeedEvent & { datesProvisional?: boolean }>,
): Promise<number> {
  if (events.length === 0) return 0;
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
