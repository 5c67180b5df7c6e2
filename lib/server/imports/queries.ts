import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { fullName } from "@/lib/server/contacts/queries";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import {
  jobs,
  sponsorBrands,
  sponsorImportRows,
  sponsorImports,
  users,
} from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type {
  ImportDetail,
  ImportRowsPage,
  ImportRowsQuery,
  ImportView,
} from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import type { ContactCreateInput } from "@/lib/shared/schemas/contact";
import { checkRow } from "./validate";
import { decisionFor, isDecision, isRowKind, toImportView, type ImportRow } from "./serialize";

/**
 * The status of an import whose file is still being read: its rows are stored in batches as they
 * are read, and nobody sees it until it is complete (then "ready"). Never part of the API.
 */
export const READING_STATUS = "reading";

/** Imports are seen and changed by the user who uploaded them, and by admins. */
const visibleTo = (viewer: ActingUser): SQL | undefined =>
  and(
    ne(sponsorImports.status, READING_STATUS),
    viewer.role === "admin" ? undefined : eq(sponsorImports.userId, viewer.id),
  );

/** The import, or 404 when it does not exist or belongs to someone else. */
export async function getSponsorImportOrThrow(
  id: number,
  viewer: ActingUser,
  db: Db | Tx = getDb(),
): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(sponsorImports)
    .where(and(eq(sponsorImports.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  return row;
}

const IMPORT_LIST_LIMIT = 100;

/** A row the review left a warning on (a value left blank, a synonym read, a contact detail). */
const HAS_WARNINGS = sql<boolean>`jsonb_array_length(${sponsorImportRows.warnings}) > 0`;

/** The viewer's imports (an admin's: everyone's), newest first. */
export async function listSponsorImports(viewer: ActingUser): Promise<ImportView[]> {
  const rows = await getDb()
    .select({ id: sponsorImports.id })
    .from(sponsorImports)
    .where(visibleTo(viewer))
    .orderBy(desc(sponsorImports.createdAt), desc(sponsorImports.id))
    .limit(IMPORT_LIST_LIMIT);
  return viewsOf(rows.map((row) => row.id));
}

/** Import views for these ids, in the same order. */
export async function viewsOf(ids: number[]): Promise<ImportView[]> {
  if (ids.length === 0) return [];
  const db = getDb();
  const rows = await db
    .select({
      row: sponsorImports,
      userName: users.fullName,
      username: users.username,
      jobStatus: jobs.status,
      jobError: jobs.error,
    })
    .from(sponsorImports)
    .leftJoin(users, eq(users.id, sponsorImports.userId))
    .leftJoin(jobs, eq(jobs.id, sponsorImports.jobId))
    .where(inArray(sponsorImports.id, ids));
  // Rows by what the review found, the choice made for them and whether they carry a warning.
  const groups = await db
    .select({
      importId: sponsorImportRows.importId,
      kind: sponsorImportRows.kind,
      decision: sponsorImportRows.decision,
      warned: HAS_WARNINGS,
      n: count(),
    })
    .from(sponsorImportRows)
    .where(and(inArray(sponsorImportRows.importId, ids), isNotNull(sponsorImportRows.kind)))
    .groupBy(
      sponsorImportRows.importId,
      sponsorImportRows.kind,
      sponsorImportRows.decision,
      HAS_WARNINGS,
    );
  const byId = new Map(
    rows.map((r) => [
      r.row.id,
      toImportView(r.row, {
        userName: r.userName ?? r.username,
        groups: groups.filter((group) => group.importId === r.row.id),
        jobStatus: r.jobStatus,
        jobError: r.jobError,
      }),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const SAMPLE_ROWS = 10;

/** One import with the first rows of its file, for the mapping step. */
export async function getSponsorImportDetail(
  id: number,
  viewer: ActingUser,
): Promise<ImportDetail> {
  await getSponsorImportOrThrow(id, viewer);
  const [view] = await viewsOf([id]);
  const sample = await getDb()
    .select({ cells: sponsorImportRows.cells })
    .from(sponsorImportRows)
    .where(eq(sponsorImportRows.importId, id))
    .orderBy(asc(sponsorImportRows.rowNumber))
    .limit(SAMPLE_ROWS);
  return { ...view!, sample: sample.map((row) => row.cells.map((cell) => cell.slice(0, 200))) };
}

/** A page of the review: rows of one kind (or all), with their match and decision. */
export async function listSponsorImportRows(
  id: number,
  viewer: ActingUser,
  query: ImportRowsQuery,
): Promise<ImportRowsPage> {
  const found = await getSponsorImportOrThrow(id, viewer);
  const where = and(
    eq(sponsorImportRows.importId, id),
    query.kind === "all"
      ? undefined
      : query.kind === "warned"
        ? HAS_WARNINGS
        : eq(sponsorImportRows.kind, query.kind),
  );
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: sponsorImportRows,
        matchName: sponsorBrands.name,
      })
      .from(sponsorImportRows)
      .leftJoin(sponsorBrands, eq(sponsorBrands.id, sponsorImportRows.matchBrandId))
      .where(where)
      .orderBy(asc(sponsorImportRows.rowNumber))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(sponsorImportRows).where(where),
  ]);
  return {
    items: rows.map(({ row, matchName }) => {
      const checked = checkRow(row.cells, found.mapping);
      const kind = isRowKind(row.kind) ? row.kind : null;
      const own = isDecision(row.decision) ? row.decision : null;
      return {
        rowNumber: row.rowNumber,
        name: checked.ok ? checked.values.name : (row.cells[found.mapping.name ?? -1] ?? null),
        website: checked.ok ? checked.values.website : null,
        country: checked.ok ? checked.values.country : null,
        contact: checked.ok ? contactSummary(checked.values.contact) : null,
        kind,
        reason: row.reason,
        warnings: row.warnings,
        match:
          row.matchBrandId !== null && matchName !== null
            ? { id: row.matchBrandId, name: matchName }
            : null,
        duplicateOfRow: row.duplicateOfRow,
        decision: decisionFor(found, kind, own),
        decisionIsOwn: own !== null,
        outcome: (row.outcome as ImportRowsPage["items"][number]["outcome"]) ?? null,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The person a row names, as the review shows them. */
function contactSummary(contact: ContactCreateInput | null) {
  return contact ? { name: fullName(contact), email: contact.email ?? null } : null;
}

/** Rows of an import in order, a batch at a time after `afterRow` (keyset paging). */
export async function nextImportRows(
  importId: number,
  afterRow: number,
  limit: number,
  db: Db | Tx = getDb(),
  filter?: SQL,
) {
  return db
    .select()
    .from(sponsorImportRows)
    .where(
      and(
        eq(sponsorImportRows.importId, importId),
        gt(sponsorImportRows.rowNumber, afterRow),
        filter,
      ),
    )
    .orderBy(asc(sponsorImportRows.rowNumber))
    .limit(limit);
}

/** The import's detail for a page, or null when it does not exist or is someone else's. */
export async function findSponsorImportDetail(
  id: number,
  viewer: ActingUser,
): Promise<ImportDetail | null> {
  const [row] = await getDb()
    .select({ id: sponsorImports.id })
    .from(sponsorImports)
    .where(and(eq(sponsorImports.id, id), visibleTo(viewer)))
    .limit(1);
  return row ? getSponsorImportDetail(id, viewer) : null;
}
