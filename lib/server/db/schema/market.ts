import { type AnyPgColumn, index, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { eventBrands } from "./events";

/**
 * A property of the sponsorship market (a league, team or event of any rights-holder), known from
 * sourced deals data. Kept apart from the user's own event brands: market properties feed
 * insights, comparables and sponsor track records, and are never offered as a property to work on.
 * A market property that is one of the user's event brands (LIV Golf, SailGP) is linked to it.
 */
export const marketProperties = pgTable(
  "market_properties",
  {
    id: id(),
    /** Stable key from the data ("league:liv-golf", "team:liv-golf:crushers-gc"): seeding upserts by it. */
    key: varchar("key", { length: 200 }).notNull().unique(),
    name: varchar("name", { length: 255 }).notNull(),
    /** "league", "team" or "event". */
    kind: varchar("kind", { length: 10 }).notNull(),
    /** The data's sport id, as written ("golf", "sailing", "soccer"). */
    sport: varchar("sport", { length: 40 }).notNull(),
    leagueId: varchar("league_id", { length: 80 }).notNull(),
    /** The league a team or event belongs to. */
    parentId: integer("parent_id").references((): AnyPgColumn => marketProperties.id, {
      onDelete: "set null",
    }),
    /** The user's event brand this property is; deleting the brand only unlinks it. */
    eventBrandId: integer("event_brand_id").references(() => eventBrands.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("market_properties_parent_idx").on(t.parentId),
    index("market_properties_event_brand_idx").on(t.eventBrandId),
  ],
);
