// GET, PATCH /api/sponsor-imports/{id}/rows — a page of the review (?kind=all|new|catalogue|file|
// invalid, page, pageSize): the rows as an array, the total in X-Total-Count. PATCH chooses
// merge, skip or create for duplicate rows, one by one ({ rows: [{ rowNumber, decision }] }) or
// all of a kind ({ catalogue?, file? }).
import { paged } from "@/lib/server/http/paged";
import { route } from "@/lib/server/http/route";
import { setSponsorImportDecisions } from "@/lib/server/imports/mutations";
import { listSponsorImportRows } from "@/lib/server/imports/queries";
import { idParams } from "@/lib/shared/schemas/common";
import {
  importDecisionsSchema,
  importRowsQuery,
  importRowViewSchema,
  importViewSchema,
} from "@/lib/shared/schemas/imports";
import { pagedListSchema } from "@/lib/shared/schemas/paged";

export const GET = route(
  {
    summary: "List an import's reviewed rows",
    responses: { 200: pagedListSchema(importRowViewSchema) },
    auth: "user",
    params: idParams,
    query: importRowsQuery,
  },
  async ({ params, query, user, json }) =>
    paged(json, await listSponsorImportRows(params.id, user, query)),
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
