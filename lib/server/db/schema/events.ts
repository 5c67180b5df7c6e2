import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { PropertyReach } from "@/lib/shared/inventory";
import { createdAt, id } from "./columns";

/** A property: a series or league (for example LIV Golf) that owns specific events. */
export const eventBrands = pgTable(
  "event_brands",
  {
    id: id(),
    name: varchar("name", { length: 255 }).notNull(),
    description: text("description"),
    logoUrl: text("logo_url"),
    industry: varchar("industry", { length: 100 }),
    website: text("website"),
    /** Plain-language audience summary shown to users. */
    audience: text("audience"),
    /** Structured profile (audience bands, values, markets, tier) used by the matching engine. */
    profile: jsonb("profile"),
    /** Audience inputs of a valuation (attendance, broadcast, social), each with its source. */
    reach: jsonb("reach").$type<PropertyReach>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("event_brands_name_lower_key").on(sql`lower(${t.name})`)],
);

/** One edition of a property: a tournament with dates and a venue. */
export const specificEvents = pgTable(
  "specific_events",
  {
    id: id(),
    // Restrict: a brand cannot be deleted while it still has events (the API answers 409).
    eventBrandId: integer("event_brand_id")
      .notNull()
      .references(() => eventBrands.id, { onDelete: "restrict" }),
    name: varchar("name", { length: 255 }).notNull(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    locationName: varchar("location_name", { length: 255 }),
    locationCountry: varchar("location_country", { length: 100 }),
    description: text("description"),
    bannerImage: text("banner_image"),
    // Dates copied forward from a previous season: planned, still to be confirmed by the team.
    datesProvisional: boolean("dates_provisional").notNull().default(false),
    /** This event's own audience inputs, overriding its brand's (same shape). */
    reach: jsonb("reach").$type<PropertyReach>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("specific_events_brand_start_idx").on(t.eventBrandId, t.startDate),
    // The schedule importer is idempotent on (brand, name, start date).
    uniqueIndex("specific_events_brand_name_start_key").on(
      t.eventBrandId,
      sql`lower(${t.name})`,
      t.startDate,
    ),
  ],
);
