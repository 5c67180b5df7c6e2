import "server-only";
import { eq, isNull, sql } from "drizzle-orm";
import { addOrMergeContact } from "@/lib/server/contacts/mutations";
import { getDb, type Tx } from "@/lib/server/db/client";
import { sponsorBrands, sponsorImportRows, sponsorImports } from "@/lib/server/db/schema";
import type { JobContext } from "@/lib/server/jobs/context";
import { PermanentJobError } from "@/lib/server/jobs/context";
import { mergeSearchIndexes } from "@/lib/server/catalogue/search-index";
import { catalogueChanged, markRankingsStale } from "@/lib/server/sponsors/ranking";
import type { ImportCounts, ImportOutcome } from "@/lib/shared/schemas/imports";
import { mergedBrandFields, newBrandFields } from "./brand-fields";
import { nextImportRows } from "./queries";
import { decisionFor, type ImportRow } from "./serialize";
import { checkRow, oversizedCell, type ImportValues } from "./validate";

const BATCH = 250;

type StagedRow = typeof sponsorImportRows.$inferSelect;
interface Outcome {
  rowNumber: number;
  outcome: ImportOutcome;
  reason: string | null;
  sponsorBrandId: number | null;
  contactId?: number;
  contactOutcome?: "created" | "merged";
}

/**
 * Import the reviewed rows of a queued import: new rows become brands (source "import"),
 * duplicates are merged, skipped or created as their decision says, invalid rows are rejected;
 * the person a created or merged row names becomes (or merges into) a contact of its brand.
 * Rows are done in batches, each in one transaction that also records the rows' outcomes and the
 * import's counts, so a retried job continues where the last attempt stopped.
 */
export async function runSponsorImport(importId: number, ctx: JobContext): Promise<ImportCounts> {
  const db = getDb();
  const [found] = await db.select().from(sponsorImports).where(eq(sponsorImports.id, importId));
  if (!found) throw new PermanentJobError("The import no longer exists.");
  if (found.committedBy === null || found.committedBy !== ctx.userId) {
    throw new PermanentJobError("This import was not started by this job's owner.");
  }
  if (found.status !== "queued" && found.status !== "importing") {
    throw new PermanentJobError("This import is not waiting to be imported.");
  }
  await db
    .update(sponsorImports)
    .set({ status: "importing" })
    .where(eq(sponsorImports.id, importId));

  let done = await countDone(importId);
  // Brands created or merged, scored in every ranking once the rows are in. A resumed run did
  // not see what an earlier attempt touched: then every ranking is computed again instead.
  const resumed = done > 0;
  const touchedBrands = new Set<number>();
  for (;;) {
    await ctx.checkCancelled();
    const rows = await nextImportRows(importId, 0, BATCH, db, isNull(sponsorImportRows.outcome));
    if (rows.length === 0) break;
    // Only while this run holds the job: a run that lost it cannot import a batch twice.
    const touched = await ctx.transaction((tx) => importBatch(tx, found, rows));
    for (const brandId of touched) touchedBrands.add(brandId);
    done += rows.length;
    await ctx.progress(Math.min(99, Math.floor((done / Math.max(1, found.totalRows)) * 100)));
  }

  if (resumed) await markRankingsStale();
  else await catalogueChanged([...touchedBrands]);
  await mergeSearchIndexes();

  // The import is completed with the job, in one transaction: a retry never finds it completed
  // while its job is not.
  return ctx.finish(async (tx) => {
    const [finished] = await tx
      .update(sponsorImports)
      .set({ status: "completed", finishedAt: sql`now()` })
      .where(eq(sponsorImports.id, importId))
      .returning();
    return {
      created: finished!.createdCount,
      merged: finished!.mergedCount,
      skipped: finished!.skippedCount,
      rejected: finished!.rejectedCount,
    };
  });
}

async function countDone(importId: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sponsorImportRows)
    .where(
      sql`${sponsorImportRows.importId} = ${importId} and ${sponsorImportRows.outcome} is not null`,
    );
  return row?.n ?? 0;
}

/**
 * Import one batch; answers the brands whose scores must be computed: created (no ranking has them
 * yet, so lists would show them without a match) or merged into (their fields changed).
 */
async function importBatch(tx: Tx, found: ImportRow, rows: StagedRow[]): Promise<number[]> {
  const outcomes: Outcome[] = [];
  const touched: number[] = [];
  // Brands of this batch's rows, which are not recorded on the rows until the batch ends.
  const brandByRow = new Map<number, number>();
  for (const row of rows) {
    const outcome = await importRow(tx, found, row, brandByRow);
    outcomes.push(outcome);
    if (outcome.sponsorBrandId) brandByRow.set(row.rowNumber, outcome.sponsorBrandId);
    if ((outcome.outcome === "created" || outcome.outcome === "merged") && outcome.sponsorBrandId)
      touched.push(outcome.sponsorBrandId);
  }
  const values = sql.join(
    outcomes.map(
      (o) =>
        sql`(${o.rowNumber}::int, ${o.outcome}::varchar, ${o.reason}::text, ${o.sponsorBrandId}::int,
          ${o.contactId ?? null}::int, ${o.contactOutcome ?? null}::varchar)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${sponsorImportRows} set outcome = v.outcome, reason = coalesce(v.reason, ${sponsorImportRows.reason}),
      sponsor_brand_id = v.sponsor_brand_id, contact_id = v.contact_id, contact_outcome = v.contact_outcome
    from (values ${values}) as v(row_number, outcome, reason, sponsor_brand_id, contact_id, contact_outcome)
    where ${sponsorImportRows.importId} = ${found.id} and ${sponsorImportRows.rowNumber} = v.row_number`);
  const tally = (kind: ImportOutcome) => outcomes.filter((o) => o.outcome === kind).length;
  await tx
    .update(sponsorImports)
    .set({
      createdCount: sql`${sponsorImports.createdCount} + ${tally("created")}`,
      mergedCount: sql`${sponsorImports.mergedCount} + ${tally("merged")}`,
      skippedCount: sql`${sponsorImports.skippedCount} + ${tally("skipped")}`,
      rejectedCount: sql`${sponsorImports.rejectedCount} + ${tally("rejected")}`,
    })
    .where(eq(sponsorImports.id, found.id));
  return touched;
}

/** Import one row: its brand, then its contact on the brand it was created as or merged into. */
async function importRow(
  tx: Tx,
  found: ImportRow,
  row: StagedRow,
  brandByRow: ReadonlyMap<number, number>,
): Promise<Outcome> {
  const unreadable = oversizedCell(row.cells, found.headers);
  const checked = checkRow(row.cells, found.mapping);
  if (row.kind === "invalid" || unreadable || !checked.ok) {
    const reason = unreadable ?? (checked.ok ? row.reason : checked.reason);
    return { rowNumber: row.rowNumber, outcome: "rejected", reason, sponsorBrandId: null };
  }
  const outcome = await importBrand(tx, found, row, checked.values, brandByRow);
  if (outcome.sponsorBrandId === null || !checked.values.contact) return outcome;
  const contact = await addOrMergeContact(
    tx,
    outcome.sponsorBrandId,
    checked.values.contact,
    found.committedBy,
  );
  return { ...outcome, contactId: contact.id, contactOutcome: contact.outcome };
}

/** The row's brand: skipped, merged into the brand it repeats, or created, as decided. */
async function importBrand(
  tx: Tx,
  found: ImportRow,
  row: StagedRow,
  values: ImportValues,
  brandByRow: ReadonlyMap<number, number>,
): Promise<Outcome> {
  const result = (
    outcome: ImportOutcome,
    sponsorBrandId: number | null,
    reason: string | null = null,
  ) => ({
    rowNumber: row.rowNumber,
    outcome,
    reason,
    sponsorBrandId,
  });
  const decision = decisionFor(found, row.kind, row.decision);
  if (decision === "skip") return result("skipped", null);

  if (decision === "merge") {
    const targetId =
      row.kind === "catalogue"
        ? row.matchBrandId
        : await brandOfRow(tx, found.id, row.duplicateOfRow, brandByRow);
    const [target] = targetId
      ? await tx.select().from(sponsorBrands).where(eq(sponsorBrands.id, targetId)).for("update")
      : [];
    // The brand it matched is gone (deleted since the review, or its row was not imported): the
    // row is the company's first appearance after all.
    if (target) {
      const changes = mergedBrandFields(target, values, found.id);
      if (changes)
        await tx.update(sponsorBrands).set(changes).where(eq(sponsorBrands.id, target.id));
      return result("merged", target.id);
    }
  }

  const [created] = await tx
    .insert(sponsorBrands)
    .values(newBrandFields(values, found.id, found.userId))
    .onConflictDoNothing()
    .returning({ id: sponsorBrands.id });
  if (created) return result("created", created.id);
  // A brand of that name exists (names are unique whatever the case).
  const [existing] = await tx
    .select()
    .from(sponsorBrands)
    .where(sql`lower(${sponsorBrands.name}) = lower(${values.name})`)
    .for("update");
  if (!existing || decision === "create") {
    return result(
      "rejected",
      null,
      `A brand named "${values.name}" is already in the catalogue; a second one cannot be created.`,
    );
  }
  const changes = mergedBrandFields(existing, values, found.id);
  if (changes) await tx.update(sponsorBrands).set(changes).where(eq(sponsorBrands.id, existing.id));
  return result("merged", existing.id);
}

async function brandOfRow(
  tx: Tx,
  importId: number,
  rowNumber: number | null,
  brandByRow: ReadonlyMap<number, number>,
): Promise<number | null> {
  if (rowNumber === null) return null;
  const inBatch = brandByRow.get(rowNumber);
  if (inBatch !== undefined) return inBatch;
  const [row] = await tx
    .select({ id: sponsorImportRows.sponsorBrandId })
    .from(sponsorImportRows)
    .where(
      sql`${sponsorImportRows.importId} = ${importId} and ${sponsorImportRows.rowNumber} = ${rowNumber}`,
    );
  return row?.id ?? null;
}
