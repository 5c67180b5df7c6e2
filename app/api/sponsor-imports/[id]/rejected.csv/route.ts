// GET /api/sponsor-imports/{id}/rejected.csv — the rejected rows as CSV: row number, the file's
// columns and a Reason column (before the import runs: the rows the review found invalid).
import { route } from "@/lib/server/http/route";
import { rejectedRowsCsv } from "@/lib/server/imports/rejected";
import { idParams } from "@/lib/shared/schemas/common";

export const GET = route(
  {
    summary: "Download an import's rejected rows as CSV",
    responses: { 200: null },
    auth: "user",
    params: idParams,
  },
  async ({ params, user }) => rejectedRowsCsv(params.id, user),
);
