import type { proposalExports } from "@/lib/server/db/schema";
import type {
  ProposalExportFormat,
  ProposalExportStatus,
  ProposalExportView,
} from "@/lib/shared/schemas/proposal-export";

export type ProposalExportRow = typeof proposalExports.$inferSelect;

export function toProposalExportView(row: ProposalExportRow): ProposalExportView {
  return {
    id: row.id,
    proposalId: row.proposalId,
    version: row.version,
    format: row.format as ProposalExportFormat,
    status: row.status as ProposalExportStatus,
    jobId: row.jobId,
    fileName: row.fileName,
    byteSize: row.byteSize,
    error: row.error,
    downloadUrl: row.status === "completed" ? `/api/proposal-exports/${row.id}/download` : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
