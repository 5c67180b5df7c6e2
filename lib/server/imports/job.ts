import "server-only";
import { defineJob } from "@/lib/server/jobs/definition";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { runSponsorImport } from "./commit";

/** Import a reviewed prospect list into the catalogue (POST /api/sponsor-imports/{id}/commit). */
export const sponsorImportJob = defineJob({
  type: "sponsor-import",
  payload: jobPayloadSchemas["sponsor-import"],
  async handler(payload, ctx) {
    return runSponsorImport(payload.importId, ctx);
  },
});
