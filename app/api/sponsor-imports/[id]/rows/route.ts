// GET, PATCH /api/sponsor-imports/{id}/rows — a page of the review (?kind=all|new|catalogue|file|
// invalid, page, pageSize); PATCH chooses merge, skip or create for duplicate rows, one by one
// ({ rows: [{ rowNumber, decision }] }) or all of a kind ({ catalogue?, file? }).
import { route } from "@/lib/server/http/route";
import { setSponsorImportDecisions } from "@/lib/server/imports/mutations";
import { listSponsorImportRows } from "@/lib/server/imports/queries";
import { idParams } from "@/lib/shared/schemas/common";
import {
  importDecisionsSchema,
  importRowsPageSchema,
  importRowsQuery,
  importViewSchema,
} from "@/lib/shared/schemas/imports";

export const GET = route(
  {
    summary: "List an import's reviewed rows",
    responses: { 200: importRowsPageSchema },
    auth: "user",
    params: idParams,
    query: importRowsQuery,
  },
  async ({ params, query, user }) => listSponsorImportRows(params.id, user, query),
);

export const PATCH = route(
  {
    summary: "Decide what happens to an import's rows",
    responses: { 200: importViewSchema },
    auth: "user",
    params: idParams,
    body: importDecisionsSchema,
  },
  async ({ params, body, user }) => setSponsorImportDecisions(params.id, user, body),
);
