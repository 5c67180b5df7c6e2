import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { proposalExports, recaps, sponsorProposals } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { defineJob } from "@/lib/server/jobs/definition";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { PROPOSAL_EXPORT_NOT_FOUND } from "./queries";
import { runExport } from "./run";

/** Make the PDF or PowerPoint file of one export (POST /api/proposals/{id}/exports). */
export const proposalExportJob = defineJob({
  type: "proposal-export",
  payload: jobPayloadSchemas["proposal-export"],
  maxAttempts: 2,
  /** The proposal's id and title, for the job monitor and the end-of-job notification's link. */
  async describe(payload) {
    const [row] = await getDb()
      .select({ proposalId: sponsorProposals.id, proposalTitle: sponsorProposals.title })
      .from(proposalExports)
      .innerJoin(sponsorProposals, eq(sponsorProposals.id, proposalExports.proposalId))
      .where(eq(proposalExports.id, payload.exportId));
    if (!row) throw notFound(PROPOSAL_EXPORT_NOT_FOUND);
    return row;
  },
  async handler(payload, ctx) {
    return runExport(payload.exportId, ctx);
  },
});

/** The same work for a recap's export (POST /api/recaps/{id}/exports), linked to the recap. */
export const recapExportJob = defineJob({
  type: "recap-export",
  payload: jobPayloadSchemas["recap-export"],
  maxAttempts: 2,
  async describe(payload) {
    const [row] = await getDb()
      .select({ recapId: recaps.id, contractId: recaps.contractId, season: recaps.season })
      .from(proposalExports)
      .innerJoin(recaps, eq(recaps.id, proposalExports.recapId))
      .where(eq(proposalExports.id, payload.exportId));
    if (!row) throw notFound(PROPOSAL_EXPORT_NOT_FOUND);
    return row;
  },
  async handler(payload, ctx) {
    return runExport(payload.exportId, ctx);
  },
});
