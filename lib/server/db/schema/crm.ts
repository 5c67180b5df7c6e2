import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns";
import { specificEvents } from "./events";
import { sponsorBrands } from "./sponsors";
import { users } from "./users";

// CRM tables: the people at a sponsor (contacts), and deals and tasks from the original data model
// (no screens use deals and tasks yet).

/**
 * The people a seller deals with at a sponsor. A sponsor has any number of contacts; at most one
 * is its primary contact (a partial unique index). `position` is the person's job title.
 */
export const crmContacts = pgTable(
  "crm_contacts",
  {
    id: id(),
    sponsorBrandId: integer("sponsor_brand_id").references(() => sponsorBrands.id, {
      onDelete: "cascade",
    }),
    firstName: varchar("first_name", { length: 255 }).notNull(),
    lastName: varchar("last_name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }),
    phone: varchar("phone", { length: 50 }),
    position: varchar("position", { length: 255 }),
    linkedinUrl: varchar("linkedin_url", { length: 255 }),
    avatarUrl: varchar("avatar_url", { length: 255 }),
    notes: text("notes"),
    leadSource: varchar("lead_source", { length: 100 }),
    lastContacted: timestampTz("last_contacted"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("crm_contacts_sponsor_idx").on(t.sponsorBrandId),
    uniqueIndex("crm_contacts_one_primary_idx")
      .on(t.sponsorBrandId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** Calls, meetings, emails and notes logged against a sponsor. */
export const sponsorInteractions = pgTable(
  "sponsor_interactions",
  {
    id: id(),
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 30 }).notNull(),
    date: timestampTz("date").notNull(),
    notes: text("notes"),
    /** The contact the interaction was with, when the seller names one. */
    contactId: integer("contact_id").references(() => crmContacts.id, { onDelete: "set null" }),
    completed: boolean("completed").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("sponsor_interactions_sponsor_idx").on(t.sponsorBrandId, t.date)],
);

export const crmDeals = pgTable(
  "crm_deals",
  {
    id: id(),
    name: varchar("name", { length: 255 }).notNull(),
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => crmContacts.id, { onDelete: "set null" }),
    eventId: integer("event_id").references(() => specificEvents.id, { onDelete: "set null" }),
    amount: integer("amount"),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    stage: varchar("stage", { length: 50 }).notNull(),
    probability: integer("probability"),
    expectedClosingDate: timestampTz("expected_closing_date"),
    description: text("description"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("crm_deals_sponsor_idx").on(t.sponsorBrandId)],
);

export const crmTasks = pgTable(
  "crm_tasks",
  {
    id: id(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description"),
    dueDate: timestampTz("due_date"),
    priority: varchar("priority", { length: 20 }).notNull().default("medium"),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    taskType: varchar("task_type", { length: 50 }),
    dealId: integer("deal_id").references(() => crmDeals.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => crmContacts.id, { onDelete: "set null" }),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestampTz("completed_at"),
  },
  (t) => [index("crm_tasks_deal_idx").on(t.dealId)],
);
