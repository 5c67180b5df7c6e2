import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { eq } from "drizzle-orm";
import { sponsorImportRows } from "@/lib/server/db/schema";
import { csvResponse } from "./csv";
import { getSponsorImportOrThrow, nextImportRows } from "./queries";

const PAGE = 1000;

/**
 * The rows an import rejected, as a CSV with the file's own columns, its row number and a reason
 * column, so they can be fixed and imported again. Before the import has run, the rows the review
 * found invalid.
 */
export async function rejectedRowsCsv(id: number, viewer: ActingUser): Promise<Response> {
  const found = await getSponsorImportOrThrow(id, viewer);
  const filter =
    found.status === "ready"
      ? eq(sponsorImportRows.kind, "invalid")
      : eq(sponsorImportRows.outcome, "rejected");
  let after = 0;
  const base = found.fileName.replace(/\.[^.]*$/, "");
  return csvResponse(`${base}-rejected.csv`, ["Row", ...found.headers, "Reason"], async () => {
    const rows = await nextImportRows(id, after, PAGE, undefined, filter);
    if (rows.length > 0) after = rows[rows.length - 1]!.rowNumber;
    return rows.map((row) => [
      row.rowNumber,
      ...found.headers.map((_, index) => row.cells[index] ?? ""),
      row.reason,
    ]);
  });
}
