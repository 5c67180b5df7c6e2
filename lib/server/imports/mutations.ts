import "server-only";
import { createHash } from "node:crypto";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs, sponsorImportRows, sponsorImports } from "@/lib/server/db/schema";
import { AppError, conflict } from "@/lib/server/http/errors";
import { clientFileName } from "@/lib/server/http/input-text";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { logger } from "@/lib/server/logger";
import type { JobView } from "@/lib/shared/schemas/jobs";
import {
  IMPORT_LIMITS,
  type ImportDecisionsInput,
  type ImportDetail,
  type ImportMapping,
  type ImportView,
} from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { analyseImport } from "./analyse";
import { sponsorImportJob } from "./job";
import { suggestMapping } from "./map";
import { ImportFileError } from "./limits";
import { openProspectFile, readAll, type ParsedFile } from "./parse";
import {
  getSponsorImportDetail,
  getSponsorImportOrThrow,
  READING_STATUS,
  viewsOf,
} from "./queries";

/** Rows inserted per statement while a file is read, and the characters one statement holds. */
const INSERT_BATCH = 1000;
const INSERT_BATCH_CHARS = 4_000_000;

/**
 * How long a hidden import may stay unfinished before it is taken for abandoned (the server
 * stopped while reading it) and removed; reading a file within the limits takes well under this.
 */
const ABANDONED_AFTER = sql`interval '1 hour'`;

/** The file field of an upload, checked before a byte of it is parsed. */
function fileOf(form: FormData): File {
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && !file.name)) {
    throw new AppError("NO_FILE", IMPORT_MESSAGES.noFile);
  }
  if (file.size > IMPORT_LIMITS.maxFileBytes) {
    throw new AppError("FILE_TOO_LARGE", IMPORT_MESSAGES.tooLarge);
  }
  return file;
}

const FILE_ERROR_CODES = {
  invalid: "BAD_REQUEST",
  unsupported: "INVALID_FILE_TYPE",
  "too-large": "FILE_TOO_LARGE",
} as const;

const asAppError = (error: unknown) =>
  error instanceof ImportFileError
    ? new AppError(FILE_ERROR_CODES[error.kind], error.message)
    : error;

/**
 * Read an uploaded prospect list into a new import: every data row is stored as read, the
 * columns are mapped from their headers and every row is reviewed. No transaction is held while
 * the file is read: the import is stored under a hidden status in batches, shown only once
 * complete, and removed if the file is refused halfway (too many rows, broken quotes), so nothing
 * of a refused file remains; one a crash left behind is removed by a later upload. The new import
 * replaces the user's drafts of the same file (same name and bytes) that were never started: a
 * wizard abandoned and started again leaves one draft, not one per attempt.
 */
export async function createSponsorImport(
  viewer: ActingUser,
  form: FormData,
): Promise<ImportDetail> {
  const file = fileOf(form);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const fileName = clientFileName(file.name);
  const fileHash = createHash("sha256").update(bytes).digest("hex");
  let parsed: ParsedFile;
  try {
    parsed = openProspectFile(bytes);
  } catch (error) {
    throw asAppError(error);
  }
  await removeAbandonedImports();
  const db = getDb();
  let id: number | null = null;
  let pending: (typeof sponsorImportRows.$inferInsert)[] = [];
  let pendingChars = 0;
  const flush = async () => {
    if (pending.length) await db.insert(sponsorImportRows).values(pending);
    pending = [];
    pendingChars = 0;
  };
  try {
    const read = await readAll(parsed, {
      async onHeaders(headers) {
        if (suggestMapping(headers).name === undefined) {
          throw new ImportFileError(IMPORT_MESSAGES.noNameColumn);
        }
        const [created] = await db
          .insert(sponsorImports)
          .values({
            userId: viewer.id,
            fileName,
            fileHash,
            format: parsed.format,
            encoding: parsed.encoding,
            status: READING_STATUS,
            headers,
          })
          .returning({ id: sponsorImports.id });
        id = created!.id;
      },
      async onRow(cells, rowNumber) {
        pending.push({ importId: id!, rowNumber, cells });
        pendingChars += cells.reduce((sum, cell) => sum + cell.length, 0);
        if (pending.length >= INSERT_BATCH || pendingChars >= INSERT_BATCH_CHARS) await flush();
      },
    });
    await flush();
    await analyseImport(db, id!, read.headers, suggestMapping(read.headers));
    await db.transaction(async (tx) => {
      await tx
        .update(sponsorImports)
        .set({ totalRows: read.rows, status: "ready" })
        .where(eq(sponsorImports.id, id!));
      await tx
        .delete(sponsorImports)
        .where(
          and(
            eq(sponsorImports.userId, viewer.id),
            eq(sponsorImports.status, "ready"),
            eq(sponsorImports.fileName, fileName),
            eq(sponsorImports.fileHash, fileHash),
            ne(sponsorImports.id, id!),
          ),
        );
    });
  } catch (error) {
    if (id !== null) await discardImport(id);
    throw asAppError(error);
  }
  return getSponsorImportDetail(id!, viewer);
}

/** Remove an import that will not be finished; if that fails, the next upload's sweep will. */
async function discardImport(id: number): Promise<void> {
  try {
    await getDb().delete(sponsorImports).where(eq(sponsorImports.id, id));
  } catch (error) {
    logger.warn("could not remove an unfinished import", { importId: id, error });
  }
}

/** Hidden imports whose reading never finished (the server stopped meanwhile), with their rows. */
async function removeAbandonedImports(): Promise<void> {
  await getDb()
    .delete(sponsorImports)
    .where(
      and(
        eq(sponsorImports.status, READING_STATUS),
        lt(sponsorImports.createdAt, sql`now() - ${ABANDONED_AFTER}`),
      ),
    );
}

/** An import whose mapping and decisions may still change, or 409. */
async function getReadyImportOrThrow(id: number, viewer: ActingUser) {
  const found = await getSponsorImportOrThrow(id, viewer);
  if (found.status !== "ready") throw conflict(IMPORT_MESSAGES.notReady);
  return found;
}

/**
 * Delete an import that was never started (a draft the wizard left), with its stored rows; an
 * import that has been started is part of the catalogue's history and stays (409).
 */
export async function deleteSponsorImport(id: number, viewer: ActingUser): Promise<void> {
  await getSponsorImportOrThrow(id, viewer);
  const [deleted] = await getDb()
    .delete(sponsorImports)
    .where(and(eq(sponsorImports.id, id), eq(sponsorImports.status, "ready")))
    .returning({ id: sponsorImports.id });
  if (!deleted) throw conflict(IMPORT_MESSAGES.notDraft);
}

/** Map the columns anew and review every row again under the new mapping. */
export async function setSponsorImportMapping(
  id: number,
  viewer: ActingUser,
  mapping: ImportMapping,
): Promise<ImportDetail> {
  const found = await getReadyImportOrThrow(id, viewer);
  const outside = Object.entries(mapping).find(([, index]) => index >= found.headers.length);
  if (outside) {
    throw new AppError("VALIDATION_ERROR", "The file has no column at that position.", {
      details: [{ path: `body.mapping.${outside[0]}`, message: "No such column" }],
    });
  }
  await getDb().transaction(async (tx) => {
    await analyseImport(tx, id, found.headers, mapping);
    await tx
      .update(sponsorImports)
      .set({ catalogueDecision: "merge", fileDecision: "skip" })
      .where(eq(sponsorImports.id, id));
  });
  return getSponsorImportDetail(id, viewer);
}

/**
 * Choose what happens to duplicate rows: for every catalogue match or every repeat at once
 * (clearing single-row choices of that kind), then for single rows. Only duplicate rows take a
 * choice; new rows are always created and invalid rows always rejected.
 */
export async function setSponsorImportDecisions(
  id: number,
  viewer: ActingUser,
  input: ImportDecisionsInput,
): Promise<ImportView> {
  await getReadyImportOrThrow(id, viewer);
  await getDb().transaction(async (tx) => {
    for (const [kind, decision] of [
      ["catalogue", input.catalogue],
      ["file", input.file],
    ] as const) {
      if (!decision) continue;
      await tx
        .update(sponsorImports)
        .set(kind === "catalogue" ? { catalogueDecision: decision } : { fileDecision: decision })
        .where(eq(sponsorImports.id, id));
      await tx
        .update(sponsorImportRows)
        .set({ decision: null })
        .where(and(eq(sponsorImportRows.importId, id), eq(sponsorImportRows.kind, kind)));
    }
    for (const decision of ["merge", "skip", "create"] as const) {
      const rows = (input.rows ?? []).filter((row) => row.decision === decision);
      if (rows.length === 0) continue;
      await tx
        .update(sponsorImportRows)
        .set({ decision })
        .where(
          and(
            eq(sponsorImportRows.importId, id),
            inArray(
              sponsorImportRows.rowNumber,
              rows.map((row) => row.rowNumber),
            ),
            inArray(sponsorImportRows.kind, ["catalogue", "file"]),
          ),
        );
    }
  });
  const [view] = await viewsOf([id]);
  return view!;
}

/** Start importing: the import is queued and a background job does the work. */
export async function commitSponsorImport(
  id: number,
  viewer: ActingUser,
): Promise<{ import: ImportView; jobId: string; job: JobView }> {
  const found = await getSponsorImportOrThrow(id, viewer);
  if (found.mapping.name === undefined) throw conflict(IMPORT_MESSAGES.notReviewed);
  const db = getDb();
  const [queued] = await db
    .update(sponsorImports)
    .set({ status: "queued", committedBy: viewer.id, committedAt: sql`now()` })
    .where(and(eq(sponsorImports.id, id), eq(sponsorImports.status, "ready")))
    .returning({ id: sponsorImports.id });
  if (!queued) throw conflict(IMPORT_MESSAGES.notReady);
  let job: JobView;
  try {
    job = await enqueueJob({
      definition: sponsorImportJob,
      data: { importId: id },
      createdBy: viewer.id,
    });
  } catch (error) {
    // Not queued after all (the job limit, the runner unreachable): the import can be started again.
    await db
      .update(sponsorImports)
      .set({ status: "ready", committedBy: null, committedAt: null })
      .where(eq(sponsorImports.id, id));
    throw error;
  }
  // The job may already be running: each of its batches locks the job's row, then this import's.
  // Locking the job's row first here (as the foreign key check would, after the import's) keeps
  // that order, so the two wait for each other instead of deadlocking.
  await db.transaction(async (tx) => {
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id)).for("key share");
    await tx.update(sponsorImports).set({ jobId: job.id }).where(eq(sponsorImports.id, id));
  });
  const [view] = await viewsOf([id]);
  return { import: view!, jobId: job.id, job };
}
