import "server-only";
import type { sponsorImports } from "@/lib/server/db/schema";
import {
  IMPORT_ROW_KINDS,
  type ImportCounts,
  type ImportDecision,
  type ImportUndoResult,
  type ImportRowKind,
  type ImportStatus,
  type ImportView,
} from "@/lib/shared/schemas/imports";

export type ImportRow = typeof sponsorImports.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Whether a stored decision or kind is one the API knows (the columns are free text). */
export const isDecision = (value: string | null): value is ImportDecision =>
  value === "merge" || value === "skip" || value === "create";
export const isRowKind = (value: string | null): value is ImportRowKind =>
  (IMPORT_ROW_KINDS as readonly (string | null)[]).includes(value);

const emptyReview = (): Record<ImportRowKind, number> => ({
  new: 0,
  catalogue: 0,
  file: 0,
  invalid: 0,
});

/** Rows of an import by what the review found, the row's own choice and whether it is warned. */
export interface RowGroup {
  kind: string | null;
  decision: string | null;
  warned: boolean;
  n: number;
}

/**
 * The decision that applies to a row: its own choice, else the import's default for its kind
 * (catalogue matches merge, repeats within the file are skipped, unless changed). Null for new
 * and invalid rows, which take no decision.
 */
export function decisionFor(
  found: Pick<ImportRow, "catalogueDecision" | "fileDecision">,
  kind: string | null,
  own: string | null,
): ImportDecision | null {
  if (kind !== "catalogue" && kind !== "file") return null;
  if (isDecision(own)) return own;
  const fallback = kind === "catalogue" ? found.catalogueDecision : found.fileDecision;
  if (isDecision(fallback)) return fallback;
  return kind === "catalogue" ? "merge" : "skip";
}

const OUTCOME_OF_DECISION = { merge: "merged", skip: "skipped", create: "created" } as const;

/**
 * What importing would do now, row by row as the import job decides: new rows are created,
 * invalid ones rejected, duplicates follow their own choice or the default for their kind. (A
 * row may still be rejected then if a brand of its name appeared meanwhile.)
 */
function planOf(row: ImportRow, groups: readonly RowGroup[]): ImportCounts {
  const plan: ImportCounts = { created: 0, merged: 0, skipped: 0, rejected: 0 };
  for (const group of groups) {
    if (group.kind === "new") plan.created += group.n;
    else if (group.kind === "invalid") plan.rejected += group.n;
    else {
      const decision = decisionFor(row, group.kind, group.decision);
      if (decision) plan[OUTCOME_OF_DECISION[decision]] += group.n;
    }
  }
  return plan;
}

/** What undo did; results recorded before contacts were imported say nothing of contacts. */
function undoResultOf(stored: ImportRow["undoResult"]): ImportUndoResult | null {
  if (!stored) return null;
  const result = stored as Partial<ImportUndoResult> & Pick<ImportUndoResult, "removed" | "kept">;
  return {
    removed: result.removed,
    kept: result.kept,
    contactsRemoved: result.contactsRemoved ?? 0,
    keptContacts: result.keptContacts ?? [],
  };
}

/**
 * An import as the API answers it. A queued or running import whose job ended without finishing
 * it (failed or cancelled) is shown as failed, with the job's message.
 */
export function toImportView(
  row: ImportRow,
  extra: {
    userName: string | null;
    groups: readonly RowGroup[];
    jobStatus: string | null;
    jobError: string | null;
  },
): ImportView {
  const review = emptyReview();
  let warnedRows = 0;
  for (const group of extra.groups) {
    if (isRowKind(group.kind)) review[group.kind] += group.n;
    if (group.warned) warnedRows += group.n;
  }
  const jobEnded = extra.jobStatus === "failed" || extra.jobStatus === "cancelled";
  const running = row.status === "queued" || row.status === "importing";
  const status: ImportStatus = running && jobEnded ? "failed" : (row.status as ImportStatus);
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format === "xlsx" ? "xlsx" : "csv",
    encoding: row.encoding,
    status,
    userId: row.userId,
    userName: extra.userName,
    headers: row.headers,
    mapping: row.mapping,
    catalogueDecision: isDecision(row.catalogueDecision) ? row.catalogueDecision : "merge",
    fileDecision: isDecision(row.fileDecision) ? row.fileDecision : "skip",
    totalRows: row.totalRows,
    review,
    warnedRows,
    plan: planOf(row, extra.groups),
    counts: {
      created: row.createdCount,
      merged: row.mergedCount,
      skipped: row.skippedCount,
      rejected: row.rejectedCount,
    },
    jobId: row.jobId,
    error:
      row.error ??
      (running && jobEnded
        ? (extra.jobError ?? "The import job stopped before it finished.")
        : null),
    undoResult: undoResultOf(row.undoResult),
    createdAt: row.createdAt.toISOString(),
    committedAt: iso(row.committedAt),
    finishedAt: iso(row.finishedAt),
    undoneAt: iso(row.undoneAt),
  };
}
