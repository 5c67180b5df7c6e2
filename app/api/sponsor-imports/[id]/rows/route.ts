// GET, PATCH /api/sponsor-imports/{id}/rows — a page of the review (?kind=all|new|catalogue|file|
// invalid, page, pageSize); PATCH chooses merge, skip or create for duplicate rows, one by one
// ({ rows: [{ rowNumber, decision }] }) or all of a kind ({ catalogue?, file? }).
import { route } from "@/lib/server/http/route";
import { setSponsorImportDecisions } from "@/lib/server/imports/mutations";
import { listSponsorImportRows } from "@/lib/server/imports/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { importDecisionsSchema, importRowsQuery } from "@/lib/shared/schemas/imports";

export const GET = route(
  { auth: "user", params: idParams, query: importRowsQuery },
  async ({ params, query, user }) => listSponsorImportRows(params.id, user, query),
);

export const PATCH = route(
  { auth: "user", params: idParams, body: importDecisionsSchema },
  async ({ params, body, user }) => setSponsorImportDecisions(params.id, user, body),
);
