import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { proposalExports } from "@/lib/server/db/schema";
import { PermanentJobError, type JobContext } from "@/lib/server/jobs/context";
import { getStorage } from "@/lib/server/storage/store";
import { getPublicProposal } from "@/lib/server/proposals/public";
import { getRecapRowOrThrow } from "@/lib/server/recaps/queries";
import { recapDocument } from "@/lib/shared/recap-document";
import { recapContentSchema } from "@/lib/shared/schemas/recap";
import type { PublicProposal } from "@/lib/shared/schemas/proposal";
import type { ProposalExportFormat } from "@/lib/shared/schemas/proposal-export";
import { exportFileName } from "@/lib/shared/export-file-name";
import { loadExportAssets } from "./assets";
import { renderProposalPdf } from "./pdf";
import { renderProposalPptx } from "./pptx";

export const EXPORT_CONTENT_TYPES: Record<ProposalExportFormat, string> = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** What an export row exports: a proposal or a recap. */
export type ExportSubject = { kind: "proposal" | "recap"; id: number };

export const exportSubjectOf = (row: {
  proposalId: number | null;
  recapId: number | null;
}): ExportSubject =>
  row.recapId !== null
    ? { kind: "recap", id: row.recapId }
    : { kind: "proposal", id: row.proposalId! };

/** Export files live under their own folder, one fresh key per export (never served by /uploads). */
export const exportStorageKey = (subject: ExportSubject, format: ProposalExportFormat) =>
  `${subject.kind}-exports/${subject.id}/${randomBytes(16).toString("base64url")}.${format}`;

/** The public document of what is exported: a proposal's public view, or a ready recap's. */
async function publicDocument(subject: ExportSubject): Promise<PublicProposal> {
  if (subject.kind === "proposal") return getPublicProposal(subject.id);
  const recap = await getRecapRowOrThrow(subject.id);
  const content = recapContentSchema.safeParse(recap.content);
  if (recap.status !== "ready" || !content.success)
    throw new PermanentJobError("The recap is not ready yet.");
  return recapDocument(content.data);
}

/** Render the file of one proposal or recap (its public document) in a format. */
export async function renderExportFile(
  subject: ExportSubject,
  format: ProposalExportFormat,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<{ bytes: Buffer; fileName: string }> {
  const view = await publicDocument(subject);
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

/** Render the file of one proposal (its public view) in a format. */
export const renderProposalFile = (
  proposalId: number,
  format: ProposalExportFormat,
  onProgress?: (percent: number) => Promise<void>,
) => renderExportFile({ kind: "proposal", id: proposalId }, format, onProgress);

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
 * The export jobs (proposal-export, recap-export): render the file from the proposal as it is now
 * (or the recap's snapshot), store it under a key of its own and complete the export row in the
 * job's final transaction. Only the job the export was created with may make it.
 */
export async function runExport(exportId: number, ctx: JobContext) {
  const row = await claimExport(exportId, ctx.jobId);
  const format = row.format as ProposalExportFormat;
  await getDb()
    .update(proposalExports)
    .set({ status: "running" })
    .where(and(eq(proposalExports.id, exportId), eq(proposalExports.status, "queued")));
  await ctx.progress(5);
  const subject = exportSubjectOf(row);
  const file = await renderExportFile(subject, format, (percent) => ctx.progress(percent));
  const key = exportStorageKey(subject, format);
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
    return {
      exportId,
      ...(subject.kind === "recap" ? { recapId: subject.id } : { proposalId: subject.id }),
      format,
      byteSize: file.bytes.length,
    };
  });
}
