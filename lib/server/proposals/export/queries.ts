import "server-only";
import { desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { jobs, proposalExports } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { getProposalOrThrow } from "@/lib/server/proposals/queries";
import { getStorage } from "@/lib/server/storage/store";
import type {
  ProposalExportFormat,
  ProposalExportList,
  ProposalExportView,
} from "@/lib/shared/schemas/proposal-export";
import { EXPORT_CONTENT_TYPES } from "./run";
import type { RecapExportList } from "@/lib/shared/schemas/recap";
import { exportSubjectOf } from "./run";
import {
  toExportView,
  toProposalExportView,
  toRecapExportView,
  type ProposalExportRow,
} from "./serialize";

export const PROPOSAL_EXPORT_NOT_FOUND = "Export not found";

/** How many exports a proposal's list shows (newest first). */
const LIST_LIMIT = 50;

const ENDED_WITHOUT_FILE: Record<string, string> = {
  failed: "The export failed.",
  cancelled: "The export was cancelled.",
};

/**
 * An export whose job ended without completing it (failed, cancelled) reads as failed, with the
 * job's error, so no export stays "running" forever.
 */
function withJob<V>(
  row: ProposalExportRow,
  job: { status: string; error: string | null } | null,
  view: (row: ProposalExportRow) => V,
): V {
  if (
    (row.status === "queued" || row.status === "running") &&
    job &&
    job.status in ENDED_WITHOUT_FILE
  ) {
    return view({
      ...row,
      status: "failed",
      error: job.error ?? ENDED_WITHOUT_FILE[job.status]!,
    });
  }
  return view(row);
}

const selection = {
  row: proposalExports,
  jobStatus: jobs.status,
  jobError: jobs.error,
};

async function listExports(where: SQL) {
  return getDb()
    .select(selection)
    .from(proposalExports)
    .leftJoin(jobs, eq(jobs.id, proposalExports.jobId))
    .where(where)
    .orderBy(desc(proposalExports.createdAt), desc(proposalExports.id))
    .limit(LIST_LIMIT);
}

export async function listProposalExports(proposalId: number): Promise<ProposalExportList> {
  await getProposalOrThrow(proposalId);
  const rows = await listExports(eq(proposalExports.proposalId, proposalId));
  return {
    items: rows.map(({ row, jobStatus, jobError }) =>
      withJob(row, jobStatus ? { status: jobStatus, error: jobError } : null, toProposalExportView),
    ),
  };
}

/** A recap's exports (the caller checks the recap exists). */
export async function listRecapExports(recapId: number): Promise<RecapExportList> {
  const rows = await listExports(eq(proposalExports.recapId, recapId));
  return {
    items: rows.map(({ row, jobStatus, jobError }) =>
      withJob(row, jobStatus ? { status: jobStatus, error: jobError } : null, toRecapExportView),
    ),
  };
}

export async function getProposalExportOrThrow(
  id: number,
): Promise<ProposalExportView | ReturnType<typeof toRecapExportView>> {
  const [found] = await getDb()
    .select(selection)
    .from(proposalExports)
    .leftJoin(jobs, eq(jobs.id, proposalExports.jobId))
    .where(eq(proposalExports.id, id));
  if (!found) throw notFound(PROPOSAL_EXPORT_NOT_FOUND);
  return withJob(
    found.row,
    found.jobStatus ? { status: found.jobStatus, error: found.jobError } : null,
    toExportView,
  );
}

/**
 * The file of a completed export as a download (attachment, its own content type). Each kind
 * downloads from its own path: a recap's export is not found at a proposal's, and the reverse.
 */
export async function downloadExport(
  id: number,
  kind: "proposal" | "recap" = "proposal",
): Promise<Response> {
  const [row] = await getDb().select().from(proposalExports).where(eq(proposalExports.id, id));
  if (!row || exportSubjectOf(row).kind !== kind) throw notFound(PROPOSAL_EXPORT_NOT_FOUND);
  if (row.status !== "completed" || !row.storageKey)
    throw notFound("The export has no file yet. Wait for it to finish.");
  const stored = await getStorage().get(row.storageKey);
  if (!stored) throw notFound("The export's file is no longer stored. Export it again.");
  const format = row.format as ProposalExportFormat;
  const fileName = row.fileName ?? `${kind}.${format}`;
  // The stored name is already ASCII-safe; the quoted form has no quote or backslash to escape.
  return new Response(Buffer.from(stored.bytes), {
    headers: {
      "Content-Type": EXPORT_CONTENT_TYPES[format],
      "Content-Length": String(stored.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${fileName.replace(/["\\]/g, "")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
