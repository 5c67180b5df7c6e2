import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz } from "./columns";
import { recaps } from "./contracts";
import { sponsorProposals } from "./proposals";
import { users } from "./users";

/**
 * What leaves the app from a proposal or a recap: exported files, share links and their views.
 * Each row names either a proposal or a recap (a check allows exactly one), so both are exported
 * and shared by the same code (lib/server/proposals/share*.ts and export/).
 */

/** A PDF or PowerPoint file made from one version of a proposal by a background job. */
export const proposalExports = pgTable(
  "proposal_exports",
  {
    id: id(),
    proposalId: integer("proposal_id").references(() => sponsorProposals.id, {
      onDelete: "cascade",
    }),
    /** A recap's export instead of a proposal's (exactly one of the two is set). */
    recapId: integer("recap_id").references(() => recaps.id, { onDelete: "cascade" }),
    /** The proposal's version exported; 1 for a recap (a recap is one snapshot). */
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
  (t) => [
    index("proposal_exports_proposal_idx").on(t.proposalId, t.createdAt),
    index("proposal_exports_recap_idx").on(t.recapId, t.createdAt),
    check("proposal_exports_subject_check", sql`num_nonnulls(${t.proposalId}, ${t.recapId}) = 1`),
  ],
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
    proposalId: integer("proposal_id").references(() => sponsorProposals.id, {
      onDelete: "cascade",
    }),
    /** A link to a recap instead of a proposal (exactly one of the two is set). */
    recapId: integer("recap_id").references(() => recaps.id, { onDelete: "cascade" }),
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
  (t) => [
    index("proposal_share_links_proposal_idx").on(t.proposalId),
    index("proposal_share_links_recap_idx").on(t.recapId),
    check(
      "proposal_share_links_subject_check",
      sql`num_nonnulls(${t.proposalId}, ${t.recapId}) = 1`,
    ),
  ],
);

/** Each opening of a share link: when, a coarse device type, and the address only as a salted hash. */
export const proposalViews = pgTable(
  "proposal_views",
  {
    id: id(),
    proposalId: integer("proposal_id").references(() => sponsorProposals.id, {
      onDelete: "cascade",
    }),
    /** A view of a recap's link instead of a proposal's (exactly one of the two is set). */
    recapId: integer("recap_id").references(() => recaps.id, { onDelete: "cascade" }),
    shareLinkId: integer("share_link_id")
      .notNull()
      .references(() => proposalShareLinks.id, { onDelete: "cascade" }),
    viewedAt: timestampTz("viewed_at").notNull().defaultNow(),
    /** mobile | tablet | desktop | unknown */
    deviceType: varchar("device_type", { length: 20 }).notNull(),
    clientHash: varchar("client_hash", { length: 64 }),
  },
  (t) => [
    index("proposal_views_proposal_idx").on(t.proposalId, t.viewedAt),
    index("proposal_views_recap_idx").on(t.recapId, t.viewedAt),
    check("proposal_views_subject_check", sql`num_nonnulls(${t.proposalId}, ${t.recapId}) = 1`),
  ],
);
