import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from "drizzle-orm/pg-core";
import type { ReportedValue } from "@/lib/shared/market";
import { createdAt, timestampTz, updatedAt } from "./columns";
import { eventBrands, specificEvents } from "./events";
import { marketProperties } from "./market";
import { sponsorBrands } from "./sponsors";
import { users } from "./users";

/**
 * The engagement progress of a pitch, kept the same way for an event link and for the property as
 * a whole: which pieces of work are done, and when anything last happened.
 */
const progressColumns = () => ({
  hasDeepResearch: boolean("has_deep_research").notNull().default(false),
  hasMatchAnalysis: boolean("has_match_analysis").notNull().default(false),
  hasBrandActivations: boolean("has_brand_activations").notNull().default(false),
  hasVisualMockups: boolean("has_visual_mockups").notNull().default(false),
  lastActivityDate: timestampTz("last_activity_date").notNull().defaultNow(),
  createdAt: createdAt(),
});

/**
 * A sponsor linked to a specific event, with the engagement progress flags of the pitch.
 * The key is (sponsor, event): one link per pair; `id` exists because the API addresses rows by it.
 */
export const sponsorships = pgTable(
  "sponsorships",
  {
    id: integer("id").notNull().unique().generatedAlwaysAsIdentity(),
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    // Links mean nothing without their event: removing a cancelled event removes its links.
    specificEventId: integer("specific_event_id")
      .notNull()
      .references(() => specificEvents.id, { onDelete: "cascade" }),
    sponsorshipLevel: varchar("sponsorship_level", { length: 100 }),
    activationFocus: text("activation_focus"),
    isExclusive: boolean("is_exclusive").notNull().default(false),
    ...progressColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorBrandId, t.specificEventId] }),
    index("sponsorships_event_idx").on(t.specificEventId),
  ],
);

/**
 * Engagement with a sponsor for a property as a whole: research and creative work are done for a
 * brand before (or without) the sponsor being linked to one of its events. The dashboard's
 * progress merges these flags with those of the sponsor's event links.
 */
export const sponsorEngagements = pgTable(
  "sponsor_engagements",
  {
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    eventBrandId: integer("event_brand_id")
      .notNull()
      .references(() => eventBrands.id, { onDelete: "cascade" }),
    ...progressColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorBrandId, t.eventBrandId] }),
    index("sponsor_engagements_brand_idx").on(t.eventBrandId, t.lastActivityDate),
  ],
);

/**
 * A signed or pending deal between a sponsor and a property (the current-sponsors view): a user's
 * deal or a sample deal of one of the user's event brands, or a sourced deal of a market property
 * (`marketPropertyId`; its event brand is reached through the market property's link).
 */
export const sponsorDeals = pgTable(
  "sponsor_deals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: a property with deals on record cannot be deleted by accident. Null for a sourced
    // deal of the market, which belongs to its market property instead.
    eventBrandId: integer("event_brand_id").references(() => eventBrands.id, {
      onDelete: "restrict",
    }),
    sponsorBrandId: integer("sponsor_brand_id").references(() => sponsorBrands.id, {
      onDelete: "set null",
    }),
    sponsorName: varchar("sponsor_name", { length: 255 }).notNull(),
    industry: varchar("industry", { length: 100 }),
    logoUrl: text("logo_url"),
    sponsorshipLevel: varchar("sponsorship_level", { length: 100 }).notNull(),
    isExclusive: boolean("is_exclusive").notNull().default(false),
    status: varchar("status", { length: 20 }).notNull().default("Pending"),
    /** Money in integer cents of `currency`. */
    valueCents: bigint("value_cents", { mode: "number" }).notNull().default(0),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    activationTypes: text("activation_types").array().notNull().default([]),
    /** Seeded history shown as sample data, never mixed up with a user's real deals. */
    isSample: boolean("is_sample").notNull().default(false),
    /** The market property of a sourced deal (read-only; see docs/product.md, "Market deals"). */
    marketPropertyId: integer("market_property_id").references(() => marketProperties.id, {
      onDelete: "cascade",
    }),
    /** Stable key of a sourced deal in the shipped data: seeding upserts by it. */
    marketKey: varchar("market_key", { length: 300 }).unique(),
    /** The property as the source spells it ("LIV Golf League", "Crushers GC"). */
    reportedProperty: varchar("reported_property", { length: 255 }),
    /** The period as reported ("2023", "2025-26", "2006-02"): not always a date. */
    reportedFrom: varchar("reported_from", { length: 20 }),
    reportedTo: varchar("reported_to", { length: 20 }),
    /** First year of the reported period: how growth compares sourced deals. */
    startSeason: smallint("start_season"),
    /** The value exactly as reported; null when no source reported one. */
    reportedValue: jsonb("reported_value").$type<ReportedValue>(),
    sourceName: text("source_name"),
    sourceUrl: text("source_url"),
    /** ISO date of the source, as reported. */
    sourceDate: varchar("source_date", { length: 10 }),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sponsor_deals_brand_status_idx").on(t.eventBrandId, t.status),
    index("sponsor_deals_industry_start_idx").on(t.industry, t.startDate),
    index("sponsor_deals_market_property_idx").on(t.marketPropertyId),
    // A deal belongs to one of the user's event brands, or to a market property.
    check(
      "sponsor_deals_owner_check",
      sql`${t.eventBrandId} is not null or ${t.marketPropertyId} is not null`,
    ),
  ],
);
