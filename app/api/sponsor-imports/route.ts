// GET, POST /api/sponsor-imports — the user's prospect-list imports (an admin's: everyone's),
// newest first; POST uploads a CSV or .xlsx file (multipart field `file`, at most 50 MB), reads and
// reviews it, and answers 201 with the import and its first rows.
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { createSponsorImport } from "@/lib/server/imports/mutations";
import { listSponsorImports } from "@/lib/server/imports/queries";
import { IMPORT_LIMITS, importDetailSchema, importViewSchema } from "@/lib/shared/schemas/imports";

export const GET = route(
  {
    summary: "List prospect-list imports",
    responses: { 200: z.array(importViewSchema) },
    auth: "user",
  },
  async ({ user }) => listSponsorImports(user),
);

export const POST = route(
  {
    summary: "Upload a prospect list",
    responses: { 201: importDetailSchema },
    auth: "user",
    multipart: { maxBytes: IMPORT_LIMITS.maxFileBytes },
  },
  async ({ user, form, json }) => json(await createSponsorImport(user, form), { status: 201 }),
);
