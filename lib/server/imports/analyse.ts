import { type CompanyIdentity, SameCompanyIndex } from "@/lib/server/catalogue/same-company";
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/client";
import { sponsorBrands, sponsorImportRows, sponsorImports } from "@/lib/server/db/schema";
import type { ImportMapping, ImportRowKind } from "@/lib/shared/schemas/imports";
import { nextImportRows } from "./queries";
import { checkRow, oversizedCell } from "./validate";

const BATCH = 2000;

export interface RowFinding {
  rowNumber: number;
  kind: ImportRowKind;
  reason: string | null;
  warnings: string[];
  matchBrandId: number | null;
  duplicateOfRow: number | null;
}

/** The catalogue's brands, indexed by the same-company rule. */
export async function catalogueIndex(db: Db | Tx) {
  const brands = await db
    .select({
      id: sponsorBrands.id,
      name: sponsorBrands.name,
      domain: sponsorBrands.domain,
      country: sponsorBrands.country,
    })
    .from(sponsorBrands);
  return new SameCompanyIndex(brands);
}

/**
 * Review every row of an import under a mapping: unreadable rows and rows without a usable name
 * are invalid; a row naming the same company as an earlier row repeats it (kind "file"); else a
 * row naming a catalogue brand matches it (kind "catalogue"); the rest are new. Choices made for
 * single rows are cleared, since the rows they were made for may have changed.
 */
export async function analyseImport(
  db: Db | Tx,
  importId: number,
  headers: readonly string[],
  mapping: ImportMapping,
): Promise<void> {
  const catalogue = await catalogueIndex(db);
  const seen = new SameCompanyIndex<CompanyIdentity & { rowNumber: number }>();
  let after = 0;
  for (;;) {
    const rows = await nextImportRows(importId, after, BATCH, db);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.rowNumber;
    const findings = rows.map((row): RowFinding => {
      const base = { rowNumber: row.rowNumber, matchBrandId: null, duplicateOfRow: null };
      const unreadable = oversizedCell(row.cells, headers);
      if (unreadable) return { ...base, kind: "invalid", reason: unreadable, warnings: [] };
      const checked = checkRow(row.cells, mapping);
      if (!checked.ok) return { ...base, kind: "invalid", reason: checked.reason, warnings: [] };
      const { name, domain, country } = checked.values;
      const company = { name, domain, country };
      const earlier = seen.find(company)?.rowNumber;
      if (earlier !== undefined) {
        return {
          ...base,
          kind: "file",
          reason: `Same company as row ${earlier}.`,
          warnings: checked.warnings,
          duplicateOfRow: earlier,
        };
      }
      seen.add({ ...company, rowNumber: row.rowNumber });
      const match = catalogue.find(company)?.id ?? null;
      return match !== null
        ? {
            ...base,
            kind: "catalogue",
            reason: null,
            warnings: checked.warnings,
            matchBrandId: match,
          }
        : { ...base, kind: "new", reason: null, warnings: checked.warnings };
    });
    await saveFindings(db, importId, findings);
  }
  await db.update(sponsorImports).set({ mapping }).where(eq(sponsorImports.id, importId));
}

async function saveFindings(db: Db | Tx, importId: number, findings: RowFinding[]) {
  const values = sql.join(
    findings.map(
      (f) =>
        sql`(${f.rowNumber}::int, ${f.kind}::varchar, ${f.reason}::text, ${JSON.stringify(f.warnings)}::jsonb, ${f.matchBrandId}::int, ${f.duplicateOfRow}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${sponsorImportRows} set
      kind = v.kind, reason = v.reason, warnings = v.warnings,
      match_brand_id = v.match_brand_id, duplicate_of_row = v.duplicate_of_row, decision = null
    from (values ${values}) as v(row_number, kind, reason, warnings, match_brand_id, duplicate_of_row)
    where ${sponsorImportRows.importId} = ${importId} and ${sponsorImportRows.rowNumber} = v.row_number`);
}
