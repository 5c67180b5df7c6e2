// GET /api/sponsor-imports/{id} — one import with its mapping, review counts, import counts and
// the first rows of its file. DELETE — remove an import that was never started (204); 409 once it
// has been started.
import { route } from "@/lib/server/http/route";
import { deleteSponsorImport } from "@/lib/server/imports/mutations";
import { getSponsorImportDetail } from "@/lib/server/imports/queries";
import { idParams } from "@/lib/shared/schemas/common";
import { importDetailSchema } from "@/lib/shared/schemas/imports";

export const GET = route(
  {
    summary: "Get an import",
    responses: { 200: importDetailSchema },
    auth: "user",
    params: idParams,
  },
  async ({ params, user }) => getSponsorImportDetail(params.id, user),
);

export const DELETE = route(
  {
    summary: "Delete an import that was never started",
    responses: { 204: null },
    auth: "user",
    params: idParams,
  },
  async ({ params, user }) => {
    await deleteSponsorImport(params.id, user);
    return new Response(null, { status: 204 });
  },
);
