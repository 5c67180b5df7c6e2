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

/** A PDF or PowerPoint file made from one version of a proposal by a background job. */
export const proposalExports = pgTable(
  "proposal_exports",
  {
    id: id(),
    proposalId: integer("proposal_id")
      .notNull()
      .references(() => sponsorProposals.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** pdf | pptx */
    format: varchar("format", { length: 10 }).notNull(),
    /** queued | running | completed | failed */
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    jobId: varchar("job_id", { length: 64 }),
    /** Where the storage module keeps the file. */
    storageKey: varchar("storage_key", { length: 500 }),
    fileName: varchar("file_name", { length: 255 }),
    byteSize: integer("byte_size"),
    error: text("error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: timestampTz("completed_at"),
  },
  (t) => [index("proposal_exports_proposal_idx").on(t.proposalId, t.createdAt)],
);

/**
 * A read-only link to a proposal for people without an account. The token (256 random bits,
 * base64url) is never stored as it is: `token_hash` (its SHA-256) is what a visit is looked up by,
 * and `encrypted_token` (AES-256-GCM under a key derived from the server's secret) lets the owner
 * copy the link again, so someone who can read the database cannot open the page. `token` holds
 * the plain token of links made before that, until the server's start converts them and clears it
 * (lib/server/proposals/share-token.ts). A link can expire, be revoked and need a passcode
 * (stored as a password hash); too many wrong passcodes lock it until `locked_until`.
 */
export const proposalShareLinks = pgTable(
  "proposal_share_links",
  {
    id: id(),
    proposalId: integer("proposal_id")
      .notNull()
      .references(() => sponsorProposals.id, { onDelete: "cascade" }),
    token: varchar("token", { length: 64 }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    encryptedToken: text("encrypted_token"),
    expiresAt: timestampTz("expires_at").notNull(),
    passcodeHash: varchar("passcode_hash", { length: 255 }),
    lockedUntil: timestampTz("locked_until"),
    revokedAt: timestampTz("revoked_at"),
    viewCount: integer("view_count").notNull().default(0),
    lastViewedAt: timestampTz("last_viewed_at"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("proposal_share_links_proposal_idx").on(t.proposalId)],
);

/** Each opening of a share link: when, a coarse device type, and the address only as a salted hash. */
export const proposalViews = pgTable(
  "proposal_views",
  {
    id: id(),
    proposalId: integer("proposal_id")
      .notNull()
      .references(() => sponsorProposals.id, { onDelete: "cascade" }),
    shareLinkId: integer("share_link_id")
      .notNull()
      .references(() => proposalShareLinks.id, { onDelete: "cascade" }),
    viewedAt: timestampTz("viewed_at").notNull().defaultNow(),
    /** mobile | tablet | desktop | unknown */
    deviceType: varchar("device_type", { length: 20 }).notNull(),
    clientHash: varchar("client_hash", { length: 64 }),
  },
  (t) => [index("proposal_views_proposal_idx").on(t.proposalId, t.viewedAt)],
);
