import { index, integer, jsonb, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz } from "./columns";
import { jobs } from "./jobs";
import { sponsorBrands } from "./sponsors";
import { users } from "./users";

/**
 * A prospect list a user imported into the catalogue: who, when, which file, how its columns map
 * to brand fields, and what the import did (docs/product.md, "Prospect lists").
 */
export const sponsorImports = pgTable(
  "sponsor_imports",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    /**
     * SHA-256 of the uploaded bytes (hex): uploading the same file again replaces the user's
     * drafts of it that were never started.
     */
    fileHash: varchar("file_hash", { length: 64 }),
    /** "csv" or "xlsx", decided by the file's bytes. */
    format: varchar("format", { length: 10 }).notNull(),
    /** The text encoding a CSV was read in (utf-8, utf-16le, utf-16be, windows-1252). */
    encoding: varchar("encoding", { length: 20 }),
    /**
     * ready (uploaded, being reviewed), queued, importing, completed, failed, undone; "reading"
     * while the upload's rows are still being stored, an import nobody sees (lib/server/imports).
     */
    status: varchar("status", { length: 20 }).notNull().default("ready"),
    headers: jsonb("headers").$type<string[]>().notNull().default([]),
    /** Brand field → column index in `headers` (absent: not imported). */
    mapping: jsonb("mapping").$type<Record<string, number>>().notNull().default({}),
    /** What happens to rows matching a catalogue brand, and to repeats within the file. */
    catalogueDecision: varchar("catalogue_decision", { length: 10 }).notNull().default("merge"),
    fileDecision: varchar("file_decision", { length: 10 }).notNull().default("skip"),
    totalRows: integer("total_rows").notNull().default(0),
    createdCount: integer("created_count").notNull().default(0),
    mergedCount: integer("merged_count").notNull().default(0),
    skippedCount: integer("skipped_count").notNull().default(0),
    rejectedCount: integer("rejected_count").notNull().default(0),
    jobId: varchar("job_id", { length: 64 }).references(() => jobs.id, { onDelete: "set null" }),
    /** Who started the import job: the job must have been queued by them. */
    committedBy: integer("committed_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * What undo did: brands and contacts removed, and those kept because something refers to
     * them (`contactsRemoved` and `keptContacts` are missing from undos made before contacts
     * were imported).
     */
    undoResult: jsonb("undo_result").$type<{ removed: number; kept: unknown[] }>(),
    error: text("error"),
    createdAt: createdAt(),
    committedAt: timestampTz("committed_at"),
    finishedAt: timestampTz("finished_at"),
    undoneAt: timestampTz("undone_at"),
  },
  (t) => [index("sponsor_imports_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One data row of an imported file, kept as read (so nothing is lost and rejected rows can be
 * downloaded), with the review's findings and, once imported, what happened to it.
 */
export const sponsorImportRows = pgTable(
  "sponsor_import_rows",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => sponsorImports.id, { onDelete: "cascade" }),
    /** 1-based position among the file's data rows (the header row is not counted). */
    rowNumber: integer("row_number").notNull(),
    cells: jsonb("cells").$type<string[]>().notNull(),
    /** The review: new, catalogue (matches a brand), file (repeats an earlier row), invalid. */
    kind: varchar("kind", { length: 10 }),
    reason: text("reason"),
    warnings: jsonb("warnings").$type<string[]>().notNull().default([]),
    matchBrandId: integer("match_brand_id").references(() => sponsorBrands.id, {
      onDelete: "set null",
    }),
    duplicateOfRow: integer("duplicate_of_row"),
    /** The user's choice for this row (merge, skip, create); null: the import's default. */
    decision: varchar("decision", { length: 10 }),
    /** created, merged, skipped or rejected, once imported. */
    outcome: varchar("outcome", { length: 10 }),
    sponsorBrandId: integer("sponsor_brand_id").references(() => sponsorBrands.id, {
      onDelete: "set null",
    }),
    /**
     * The row's contact (crm_contacts.id), once imported, and whether the row created it or
     * merged into a contact the sponsor had (undo removes the contacts an import created). Not a
     * foreign key: deleting a brand removes its contacts and clears `sponsor_brand_id` here in one
     * statement, and PostgreSQL refuses a row two cascades change at once. Ids are never reused,
     * so an id whose contact is gone names nobody.
     */
    contactId: integer("contact_id"),
    contactOutcome: varchar("contact_outcome", { length: 10 }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index("sponsor_import_rows_kind_idx").on(t.importId, t.kind),
    index("sponsor_import_rows_brand_idx").on(t.sponsorBrandId),
    index("sponsor_import_rows_match_idx").on(t.matchBrandId),
  ],
);
