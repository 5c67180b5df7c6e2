import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns";
import { crmContacts } from "./crm";
import { eventBrands, specificEvents } from "./events";
import { sponsorBrands } from "./sponsors";
import { users } from "./users";

/**
 * A pitch to one sponsor for one property (an event brand, or one of its specific events).
 * `sections` holds the ordered, editable sections (see lib/shared/schemas/proposal.ts);
 * `content` is the Markdown of the visible sections, kept for search. `internal` holds what only
 * the seller may see (exclusivity conflicts, the basis of the price) and never leaves the app.
 * `version` is the number of the latest saved version in `proposal_versions`.
 */
export const sponsorProposals = pgTable(
  "sponsor_proposals",
  {
    id: id(),
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    /** The owner: the seller who made it. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 255 }).notNull(),
    content: text("content").notNull(),
    /** draft | sent | viewed | accepted | declined */
    status: varchar("status", { length: 30 }).notNull().default("draft"),
    /** The specific event pitched, when the context is one event. */
    eventId: integer("event_id").references(() => specificEvents.id, { onDelete: "set null" }),
    /** The property pitched (the event's brand when the context is one event). */
    eventBrandId: integer("event_brand_id").references(() => eventBrands.id, {
      onDelete: "set null",
    }),
    /** The recipient. */
    contactId: integer("contact_id").references(() => crmContacts.id, { onDelete: "set null" }),
    /** The package tier offered (the sponsorship tier scale). */
    tier: varchar("tier", { length: 30 }),
    sections: jsonb("sections").notNull().default([]),
    internal: jsonb("internal").notNull().default({}),
    version: integer("version").notNull().default(0),
    /** The drafting job, while and after it runs. */
    jobId: varchar("job_id", { length: 64 }),
    // The two renewal links are plain ids, not foreign keys: the contracts schema already refers
    // to proposals, and a reference back would make the schema modules import each other.
    // Contracts are never deleted (a deal with one cannot be), and a recap that is gone reads as
    // none attached.
    /** The contract this proposal renews (started from the renewals page), if any. */
    renewalOfContractId: integer("renewal_of_contract_id"),
    /** The recap of the renewed contract attached to the proposal, if one was ready. */
    recapId: integer("recap_id"),
    sentAt: timestampTz("sent_at"),
    viewedAt: timestampTz("viewed_at"),
    /** When it was accepted or declined. */
    respondedAt: timestampTz("responded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sponsor_proposals_sponsor_idx").on(t.sponsorBrandId),
    index("sponsor_proposals_status_idx").on(t.status, t.updatedAt),
    // One open renewal proposal per contract: a second start is refused (409), even when two
    // requests race.
    uniqueIndex("sponsor_proposals_open_renewal_idx")
      .on(t.renewalOfContractId)
      .where(sql`${t.status} in ('draft', 'sent', 'viewed')`),
  ],
);

/** Every saved state of a proposal, so versions can be compared and restored. */
export const proposalVersions = pgTable(
  "proposal_versions",
  {
    id: id(),
    proposalId: integer("proposal_id")
      .notNull()
      .references(() => sponsorProposals.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: varchar("title", { length: 255 }).notNull(),
    sections: jsonb("sections").notNull(),
    /** What made this version: drafted, edited, restored from N… */
    note: varchar("note", { length: 200 }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("proposal_versions_number_idx").on(t.proposalId, t.version)],
);
