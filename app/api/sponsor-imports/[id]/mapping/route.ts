// PUT /api/sponsor-imports/{id}/mapping — map brand fields to the file's columns
// ({ mapping: { name: 0, website: 3, ... } }) and review every row again; 409 once started.
import { route } from "@/lib/server/http/route";
import { setSponsorImportMapping } from "@/lib/server/imports/mutations";
import { idParams } from "@/lib/shared/schemas/common";
import { importMappingSchema } from "@/lib/shared/schemas/imports";

export const PUT = route(
  { auth: "user", params: idParams, body: importMappingSchema },
  async ({ params, body, user }) => setSponsorImportMapping(params.id, user, body.mapping),
);
