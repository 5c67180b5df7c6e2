import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { proposalExports } from "@/lib/server/db/schema";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { getProposalOrThrow } from "@/lib/server/proposals/queries";
import type {
  ProposalExportCreated,
  ProposalExportFormat,
} from "@/lib/shared/schemas/proposal-export";
import { proposalExportJob } from "./job";
import { toProposalExportView } from "./serialize";

/**
 * Queue an export of the proposal as it is now (its current version): the row first, then the
 * job that makes its file. If the job cannot be queued (the per-user limit), the row goes too.
 */
export async function createProposalExport(
  proposalId: number,
  format: ProposalExportFormat,
  user: ActingUser,
): Promise<ProposalExportCreated> {
  const proposal = await getProposalOrThrow(proposalId);
  const [row] = await getDb()
    .insert(proposalExports)
    .values({ proposalId, version: proposal.version, format, createdBy: user.id })
    .returning();
  try {
    const job = await enqueueJob({
      definition: proposalExportJob,
      data: { exportId: row!.id },
      createdBy: user.id,
    });
    // The job may have started already and claimed the row (see claimExport): same id either way.
    await getDb()
      .update(proposalExports)
      .set({ jobId: job.id })
      .where(and(eq(proposalExports.id, row!.id), isNull(proposalExports.jobId)));
    return { export: toProposalExportView({ ...row!, jobId: job.id }), job };
  } catch (error) {
    await getDb().delete(proposalExports).where(eq(proposalExports.id, row!.id));
    throw error;
  }
}
