import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { proposalExports } from "@/lib/server/db/schema";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { getStorage } from "@/lib/server/storage/store";
import { getPublicProposal } from "@/lib/server/proposals/public";
import type { ProposalExportFormat } from "@/lib/shared/schemas/proposal-export";
import { exportFileName } from "@/lib/shared/export-file-name";
import { loadExportAssets } from "./assets";
import { renderProposalPdf } from "./pdf";
import { renderProposalPptx } from "./pptx";

export const EXPORT_CONTENT_TYPES: Record<ProposalExportFormat, string> = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** Export files live under their own folder, one fresh key per export (never served by /uploads). */
export const exportStorageKey = (proposalId: number, format: ProposalExportFormat) =>
  `proposal-exports/${proposalId}/${randomBytes(16).toString("base64url")}.${format}`;

/** Render the file of one proposal (its public view) in a format. */
export async function renderProposalFile(
  proposalId: number,
  format: ProposalExportFormat,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<{ bytes: Buffer; fileName: string }> {
  const view = await getPublicProposal(proposalId);
  await onProgress(15);
  const assets = await loadExportAssets(view);
  await onProgress(45);
  const bytes =
    format === "pdf"
      ? await renderProposalPdf(view, assets)
      : await renderProposalPptx(view, assets);
  await onProgress(85);
  return { bytes, fileName: exportFileName(view.title, format) };
}

/**
 * The export row this job makes: its job id is written by whichever comes first, the request that
 * queued the job or the job itself; a job that is not the export's (say, one submitted by hand
 * through /api/jobs) fails without touching it.
 */
async function claimExport(exportId: number, jobId: string) {
  await getDb()
    .update(proposalExports)
    .set({ jobId })
    .where(and(eq(proposalExports.id, exportId), isNull(proposalExports.jobId)));
  const [row] = await getDb()
    .select()
    .from(proposalExports)
    .where(eq(proposalExports.id, exportId));
  if (!row || row.jobId !== jobId) throw new PermanentJobError("The export no longer exists.");
  return row;
}

/**
 * The proposal-export job: render the file from the proposal as it is now, store it under a key of
 * its own and complete the export row in the job's final transaction. Only the job the export was
 * created with may make it.
 */
export async function runProposalExport(exportId: number, ctx: JobContext) {
  const row = await claimExport(exportId, ctx.jobId);
  const format = row.format as ProposalExportFormat;
  await getDb()
    .update(proposalExports)
    .set({ status: "running" })
    .where(and(eq(proposalExports.id, exportId), eq(proposalExports.status, "queued")));
  await ctx.progress(5);
  const file = await renderProposalFile(row.proposalId, format, (percent) => ctx.progress(percent));
  const key = exportStorageKey(row.proposalId, format);
  await getStorage().put(key, file.bytes, EXPORT_CONTENT_TYPES[format]);
  await ctx.progress(95);
  return ctx.finish(async (tx) => {
    await tx
      .update(proposalExports)
      .set({
        status: "completed",
        storageKey: key,
        fileName: file.fileName,
        byteSize: file.bytes.length,
        error: null,
        completedAt: new Date(),
      })
      .where(eq(proposalExports.id, exportId));
    return { exportId, proposalId: row.proposalId, format, byteSize: file.bytes.length };
  });
}
