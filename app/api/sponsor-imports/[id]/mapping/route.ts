// PUT /api/sponsor-imports/{id}/mapping — map brand fields to the file's columns
// ({ mapping: { name: 0, website: 3, ... } }) and review every row again; 409 once started.
import { route } from "@/lib/server/http/route";
import { setSponsorImportMapping } from "@/lib/server/imports/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { importDetailSchema, importMappingSchema } from "@/lib/shared/schemas/imports";

export const PUT = route(
  {
    summary: "Map an import's columns",
    responses: { 200: importDetailSchema },
    auth: "user",
    params: idParams,
    body: importMappingSchema,
  },
  async ({ params, body, user }) => setSponsorImportMapping(params.id, user, body.mapping),
);
