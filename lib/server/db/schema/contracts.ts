import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns";
import { eventBrands, specificEvents } from "./events";
import { inventoryAssets, inventoryPackages } from "./inventory";
import { sponsorProposals } from "./proposals";
import { sponsorBrands } from "./sponsors";
import { sponsorDeals } from "./sponsorships";
import { users } from "./users";

/**
 * The signed terms of a deal: dates, fee, what was sold and the signed document. A deal can carry
 * several contracts over time (a renewal is a new contract, `renewalOfId` naming the one it
 * renews). `status`: "pending" (not signed yet: its items hold inventory), "signed" (its items are
 * sold) or "cancelled" (its items are released). Sample contracts (`isSample`) are demo data,
 * labelled wherever shown.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    // Restrict: a deal with a contract on record is not deleted by accident.
    dealId: integer("deal_id")
      .notNull()
      .references(() => sponsorDeals.id, { onDelete: "restrict" }),
    sponsorBrandId: integer("sponsor_brand_id").references(() => sponsorBrands.id, {
      onDelete: "set null",
    }),
    eventBrandId: integer("event_brand_id")
      .notNull()
      .references(() => eventBrands.id, { onDelete: "restrict" }),
    status: varchar("status", { length: 20 }).notNull().default("signed"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** Integer cents of `currency`. */
    totalFeeCents: bigint("total_fee_cents", { mode: "number" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    /** The package sold, when the contract sold one (its items are copied into contract_items). */
    packageId: integer("package_id").references(() => inventoryPackages.id, {
      onDelete: "set null",
    }),
    /** The won proposal it was created from. */
    proposalId: integer("proposal_id").references(() => sponsorProposals.id, {
      onDelete: "set null",
    }),
    renewalOfId: integer("renewal_of_id").references((): AnyPgColumn => contracts.id, {
      onDelete: "set null",
    }),
    /** The industry category made exclusive to the sponsor (one of INDUSTRIES), if any. */
    exclusiveCategory: varchar("exclusive_category", { length: 100 }),
    /** The signed document (a PDF in the file store). */
    documentKey: text("document_key"),
    documentName: varchar("document_name", { length: 255 }),
    documentSize: integer("document_size"),
    documentUploadedAt: timestampTz("document_uploaded_at"),
    isSample: boolean("is_sample").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contracts_brand_end_idx").on(t.eventBrandId, t.endDate),
    index("contracts_deal_idx").on(t.dealId),
    index("contracts_sponsor_idx").on(t.sponsorBrandId),
    check("contracts_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("contracts_fee_check", sql`${t.totalFeeCents} >= 0`),
  ],
);

/** A contract's payment schedule: instalment `n` (1, 2, …) due on a date, then invoiced and paid. */
export const contractInstalments = pgTable(
  "contract_instalments",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    n: smallint("n").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** "due", "invoiced" or "paid". */
    status: varchar("status", { length: 10 }).notNull().default("due"),
    invoicedDate: date("invoiced_date", { mode: "string" }),
    paidDate: date("paid_date", { mode: "string" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.n] }),
    index("contract_instalments_due_idx").on(t.dueDate, t.status),
    check("contract_instalments_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/**
 * What a contract sold: an asset with a quantity (per event for event assets, a season for season
 * assets), at the events it names (empty: every event the asset applies to), in every season the
 * contract covers. An asset sold in a contract cannot be deleted.
 */
export const contractItems = pgTable(
  "contract_items",
  {
    id: id(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => inventoryAssets.id, { onDelete: "no action" }),
    quantity: integer("quantity").notNull(),
    specificEventIds: integer("specific_event_ids").array().notNull().default([]),
  },
  (t) => [
    index("contract_items_contract_idx").on(t.contractId),
    index("contract_items_asset_idx").on(t.assetId),
    check("contract_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * One thing the property must deliver: a unit of a sold asset at an event (or in a season, for a
 * season asset), due on the event's date or a set date. `status`: "planned", "delivered",
 * "missed" or "waived" (with `waivedReason`). `overdueNotifiedAt` records that the overdue notice
 * went out, so it goes out once.
 */
export const deliverables = pgTable(
  "deliverables",
  {
    id: id(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    contractItemId: integer("contract_item_id")
      .notNull()
      .references(() => contractItems.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => inventoryAssets.id, { onDelete: "no action" }),
    specificEventId: integer("specific_event_id").references(() => specificEvents.id, {
      onDelete: "set null",
    }),
    season: smallint("season").notNull(),
    /** Which unit of the item at that event or season: 1 to quantity. */
    unitNumber: smallint("unit_number").notNull(),
    /** "Tee-box signage, LIV Golf Riyadh, unit 7": editable, so the team can say "hole 7". */
    label: varchar("label", { length: 300 }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    status: varchar("status", { length: 10 }).notNull().default("planned"),
    waivedReason: text("waived_reason"),
    deliveredAt: timestampTz("delivered_at"),
    overdueNotifiedAt: timestampTz("overdue_notified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("deliverables_contract_idx").on(t.contractId),
    index("deliverables_due_idx").on(t.dueDate, t.status),
    index("deliverables_event_idx").on(t.specificEventId),
    // Generating a contract's deliverables again creates nothing twice.
    uniqueIndex("deliverables_unit_key").on(
      t.contractItemId,
      t.season,
      sql`coalesce(${t.specificEventId}, 0)`,
      t.unitNumber,
    ),
  ],
);

/**
 * Proof that a deliverable was delivered: a photo or PDF (in the file store, checked by its
 * bytes), a link, or a measured figure (`metric`: impressions, attendance, clicks, posts) with its
 * source.
 */
export const deliverableProofs = pgTable(
  "deliverable_proofs",
  {
    id: id(),
    deliverableId: integer("deliverable_id")
      .notNull()
      .references(() => deliverables.id, { onDelete: "cascade" }),
    /** "photo", "document", "link" or "figure". */
    kind: varchar("kind", { length: 10 }).notNull(),
    storageKey: text("storage_key"),
    fileName: varchar("file_name", { length: 255 }),
    contentType: varchar("content_type", { length: 100 }),
    byteSize: integer("byte_size"),
    url: text("url"),
    metric: varchar("metric", { length: 20 }),
    value: bigint("value", { mode: "number" }),
    source: varchar("source", { length: 300 }),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("deliverable_proofs_deliverable_idx").on(t.deliverableId)],
);

/**
 * A proof-of-performance report for a contract and a season, built by a job: `content` is the
 * snapshot the report shows (contracted and delivered per asset, proofs, figures, value delivered).
 */
export const recaps = pgTable(
  "recaps",
  {
    id: id(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    season: smallint("season").notNull(),
    /** "queued", "processing", "ready" or "failed". */
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    jobId: varchar("job_id", { length: 64 }),
    content: jsonb("content").notNull().default({}),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recaps_contract_idx").on(t.contractId, t.season)],
);

/** Renewal reminders sent for a contract, one row per threshold (180, 90, 30 days), so each fires once. */
export const contractReminders = pgTable(
  "contract_reminders",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    daysBefore: smallint("days_before").notNull(),
    firedAt: timestampTz("fired_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.daysBefore] })],
);

/** A property's revenue target for a season, set by an admin (integer cents of `currency`). */
export const revenueTargets = pgTable(
  "revenue_targets",
  {
    eventBrandId: integer("event_brand_id")
      .notNull()
      .references(() => eventBrands.id, { onDelete: "cascade" }),
    season: smallint("season").notNull(),
    targetCents: bigint("target_cents", { mode: "number" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventBrandId, t.season] })],
);
