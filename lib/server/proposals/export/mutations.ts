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
import type { RecapExportCreated } from "@/lib/shared/schemas/recap";
import { proposalExportJob, recapExportJob } from "./job";
import type { ExportSubject } from "./run";
import { toProposalExportView, toRecapExportView } from "./serialize";

/**
 * Queue an export: the row first, then the job that makes its file. If the job cannot be queued
 * (the per-user limit), the row goes too.
 */
async function createExport(
  subject: ExportSubject,
  version: number,
  format: ProposalExportFormat,
  user: ActingUser,
) {
  const [row] = await getDb()
    .insert(proposalExports)
    .values({
      ...(subject.kind === "recap" ? { recapId: subject.id } : { proposalId: subject.id }),
      version,
      format,
      createdBy: user.id,
    })
    .returning();
  try {
    const job = await enqueueJob({
      definition: subject.kind === "recap" ? recapExportJob : proposalExportJob,
      data: { exportId: row!.id },
      createdBy: user.id,
    });
    // The job may have started already and claimed the row (see claimExport): same id either way.
    await getDb()
      .update(proposalExports)
      .set({ jobId: job.id })
      .where(and(eq(proposalExports.id, row!.id), isNull(proposalExports.jobId)));
    return { row: { ...row!, jobId: job.id }, job };
  } catch (error) {
    await getDb().delete(proposalExports).where(eq(proposalExports.id, row!.id));
    throw error;
  }
}

/** Export the proposal as it is now (its current version). */
export async function createProposalExport(
  proposalId: number,
  format: ProposalExportFormat,
  user: ActingUser,
): Promise<ProposalExportCreated> {
  const proposal = await getProposalOrThrow(proposalId);
  const { row, job } = await createExport(
    { kind: "proposal", id: proposalId },
    proposal.version,
    format,
    user,
  );
  return { export: toProposalExportView(row), job };
}

/** Export a ready recap (a recap is one snapshot: version 1). Access is checked by the caller. */
export async function createRecapExport(
  recapId: number,
  format: ProposalExportFormat,
  user: ActingUser,
): Promise<RecapExportCreated> {
  const { row, job } = await createExport({ kind: "recap", id: recapId }, 1, format, user);
  return { export: toRecapExportView(row), job };
}
