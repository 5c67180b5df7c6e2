import type { proposalExports } from "@/lib/server/db/schema";
import type {
  ProposalExportFormat,
  ProposalExportStatus,
  ProposalExportView,
} from "@/lib/shared/schemas/proposal-export";
import type { RecapExportView } from "@/lib/shared/schemas/recap";

export type ProposalExportRow = typeof proposalExports.$inferSelect;

/** What a proposal's and a recap's export have in common as the API answers them. */
function exportFields(row: ProposalExportRow, downloadPath: string) {
  return {
    id: row.id,
    format: row.format as ProposalExportFormat,
    status: row.status as ProposalExportStatus,
    jobId: row.jobId,
    fileName: row.fileName,
    byteSize: row.byteSize,
    error: row.error,
    downloadUrl: row.status === "completed" ? `${downloadPath}/${row.id}/download` : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toProposalExportView(row: ProposalExportRow): ProposalExportView {
  return {
    ...exportFields(row, "/api/proposal-exports"),
    proposalId: row.proposalId!,
    version: row.version,
  };
}

export function toRecapExportView(row: ProposalExportRow): RecapExportView {
  return { ...exportFields(row, "/api/recap-exports"), recapId: row.recapId! };
}

/** The view of an export row, whichever it exports. */
export const toExportView = (row: ProposalExportRow) =>
  row.recapId !== null ? toRecapExportView(row) : toProposalExportView(row);
