import "server-only";
import type { sponsorImports } from "@/lib/server/db/schema";
import {
  IMPORT_ROW_KINDS,
  type ImportDecision,
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

export const emptyReview = (): Record<ImportRowKind, number> => ({
  new: 0,
  catalogue: 0,
  file: 0,
  invalid: 0,
});

/**
 * An import as the API answers it. A queued or running import whose job ended without finishing
 * it (failed or cancelled) is shown as failed, with the job's message.
 */
export function toImportView(
  row: ImportRow,
  extra: {
    userName: string | null;
    review: Record<ImportRowKind, number>;
    jobStatus: string | null;
    jobError: string | null;
  },
): ImportView {
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
    review: extra.review,
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
    undoResult: (row.undoResult as ImportView["undoResult"]) ?? null,
    createdAt: row.createdAt.toISOString(),
    committedAt: iso(row.committedAt),
    finishedAt: iso(row.finishedAt),
    undoneAt: iso(row.undoneAt),
  };
}
