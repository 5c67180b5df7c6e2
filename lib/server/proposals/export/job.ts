import "server-only";
import { defineJob } from "@/lib/server/jobs/definition";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { runProposalExport } from "./run";

/** Make the PDF or PowerPoint file of one export (POST /api/proposals/{id}/exports). */
export const proposalExportJob = defineJob({
  type: "proposal-export",
  payload: jobPayloadSchemas["proposal-export"],
  maxAttempts: 2,
  async handler(payload, ctx) {
    return runProposalExport(payload.exportId, ctx);
  },
});
