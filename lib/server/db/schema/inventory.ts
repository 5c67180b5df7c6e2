import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { AssetExposure } from "@/lib/shared/inventory";
import { createdAt, id, updatedAt } from "./columns";
import { eventBrands } from "./events";
import { sponsorProposals } from "./proposals";

/**
 * What a property sells: one line of its rate card (a tee-box sign, a hospitality suite, a social
 * post). `quantity` units are available per event (`scope` "event") or per season ("season").
 * Prices are integer cents of `currency`; the floor price is the seller's own and never leaves the
 * app. `specificEventIds` narrows an event asset to some events; empty means every event of the
 * season. `exposure` describes how much of the property's audience one unit reaches (see
 * lib/shared/inventory.ts), for the audience side of a valuation.
 */
export const inventoryAssets = pgTable(
  "inventory_assets",
  {
    id: id(),
    eventBrandId: integer("event_brand_id")
      .notNull()
      .references(() => eventBrands.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    /** One of ASSET_CATEGORIES (lib/shared/inventory.ts). */
    category: varchar("category", { length: 30 }).notNull(),
    description: text("description"),
    /** The unit it is sold in, as the seller words it ("per event", "per post"). */
    unit: varchar("unit", { length: 60 }).notNull(),
    /** "event": `quantity` is available at each event it applies to; "season": per season. */
    scope: varchar("scope", { length: 10 }).notNull().default("event"),
    quantity: integer("quantity").notNull(),
    listPriceCents: bigint("list_price_cents", { mode: "number" }).notNull(),
    floorPriceCents: bigint("floor_price_cents", { mode: "number" }),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    /** Sold to one sponsor per industry. */
    isExclusive: boolean("is_exclusive").notNull().default(false),
    specificEventIds: integer("specific_event_ids").array().notNull().default([]),
    exposure: jsonb("exposure").$type<AssetExposure>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("inventory_assets_brand_category_idx").on(t.eventBrandId, t.category),
    uniqueIndex("inventory_assets_brand_name_key").on(t.eventBrandId, sql`lower(${t.name})`),
    check("inventory_assets_quantity_check", sql`${t.quantity} >= 0`),
    check("inventory_assets_price_check", sql`${t.listPriceCents} >= 0`),
  ],
);

/** A bundle of assets sold together at one price for a term ("Official Partner"). */
export const inventoryPackages = pgTable(
  "inventory_packages",
  {
    id: id(),
    eventBrandId: integer("event_brand_id")
      .notNull()
      .references(() => eventBrands.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description"),
    /** Price per season, integer cents of `currency`. */
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    termSeasons: smallint("term_seasons").notNull().default(1),
    /** The industry category the package makes exclusive to its buyer (null: none). */
    exclusiveCategory: varchar("exclusive_category", { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("inventory_packages_brand_name_key").on(t.eventBrandId, sql`lower(${t.name})`),
  ],
);

/** An asset in a package with its quantity. An asset in a package cannot be deleted
 * (checked at the end of the statement, so deleting the whole property still cascades). */
export const inventoryPackageItems = pgTable(
  "inventory_package_items",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => inventoryPackages.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => inventoryAssets.id, { onDelete: "no action" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.assetId] }),
    index("inventory_package_items_asset_idx").on(t.assetId),
    check("inventory_package_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * A proposal's Investment section: what is offered (a package, or assets with quantities), the
 * price per season and the term. While the proposal is open its items hold inventory from
 * `startSeason` for `termSeasons` seasons (see lib/server/inventory/availability.ts).
 */
export const proposalInvestments = pgTable("proposal_investments", {
  proposalId: integer("proposal_id")
    .primaryKey()
    .references(() => sponsorProposals.id, { onDelete: "cascade" }),
  packageId: integer("package_id").references(() => inventoryPackages.id, {
    onDelete: "set null",
  }),
  pricePerSeasonCents: bigint("price_per_season_cents", { mode: "number" }).notNull(),
  currency: varchar("currency", { length: 3 }).notNull().default("USD"),
  termSeasons: smallint("term_seasons").notNull().default(1),
  startSeason: smallint("start_season").notNull(),
  exclusiveCategory: varchar("exclusive_category", { length: 100 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The assets of a proposal's Investment. An asset offered in a proposal cannot be deleted. */
export const proposalInvestmentItems = pgTable(
  "proposal_investment_items",
  {
    proposalId: integer("proposal_id")
      .notNull()
      .references(() => proposalInvestments.proposalId, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => inventoryAssets.id, { onDelete: "no action" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.proposalId, t.assetId] }),
    index("proposal_investment_items_asset_idx").on(t.assetId),
    check("proposal_investment_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);
