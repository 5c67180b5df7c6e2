import "server-only";
import { desc, eq } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { canEditContract, getContractRowOrThrow } from "@/lib/server/contracts/queries";
import { getDb } from "@/lib/server/db/client";
import { jobs, recaps } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import {
  RECAP_MESSAGES,
  recapContentSchema,
  type RecapList,
  type RecapStatus,
  type RecapView,
} from "@/lib/shared/schemas/recap";

export type RecapRow = typeof recaps.$inferSelect;

/**
 * Who may make a contract's recaps and share or export them: whoever may change the contract (the
 * deal's owner, the contract's author, admins). A sample contract is read-only, but reporting on
 * it changes nothing, so its recaps are allowed to the same people.
 */
export async function canWriteRecaps(contractId: number, user: ActingUser): Promise<boolean> {
  const { contract, dealOwnerId } = await getContractRowOrThrow(contractId);
  return canEditContract({ ...contract, isSample: false }, dealOwnerId, user);
}

/** A recap whose job ended without making it (failed, cancelled) reads as failed. */
function toRecapView(row: RecapRow, jobStatus: string | null): RecapView {
  const ended = jobStatus === "failed" || jobStatus === "cancelled";
  const status: RecapStatus =
    row.status !== "ready" && ended ? "failed" : (row.status as RecapStatus);
  const content = status === "ready" ? recapContentSchema.safeParse(row.content) : null;
  return {
    id: row.id,
    contractId: row.contractId,
    season: row.season,
    status,
    jobId: row.jobId,
    content: content?.success ? content.data : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selection = { row: recaps, jobStatus: jobs.status };

export async function findRecapRow(id: number): Promise<RecapRow | null> {
  const [row] = await getDb().select().from(recaps).where(eq(recaps.id, id));
  return row ?? null;
}

export async function getRecapRowOrThrow(id: number): Promise<RecapRow> {
  const row = await findRecapRow(id);
  if (!row) throw notFound(RECAP_MESSAGES.notFound);
  return row;
}

/** GET /api/recaps/{id}: for every signed-in user. */
export async function getRecap(id: number): Promise<RecapView> {
  const [found] = await getDb()
    .select(selection)
    .from(recaps)
    .leftJoin(jobs, eq(jobs.id, recaps.jobId))
    .where(eq(recaps.id, id));
  if (!found) throw notFound(RECAP_MESSAGES.notFound);
  return toRecapView(found.row, found.jobStatus);
}

/** A contract's recaps, newest first (404 for an unknown contract). */
export async function listContractRecaps(contractId: number): Promise<RecapList> {
  await getContractRowOrThrow(contractId);
  const rows = await getDb()
    .select(selection)
    .from(recaps)
    .leftJoin(jobs, eq(jobs.id, recaps.jobId))
    .where(eq(recaps.contractId, contractId))
    .orderBy(desc(recaps.createdAt), desc(recaps.id));
  return { items: rows.map(({ row, jobStatus }) => toRecapView(row, jobStatus)) };
}

export { toRecapView };
