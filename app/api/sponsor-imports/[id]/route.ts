// GET /api/sponsor-imports/{id} — one import with its mapping, review counts, import counts and
// the first rows of its file.
import { route } from "@/lib/server/http/route";
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
