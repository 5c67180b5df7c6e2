import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getContractRowOrThrow } from "@/lib/server/contracts/queries";
import { getDb } from "@/lib/server/db/client";
import { recaps } from "@/lib/server/db/schema";
import { seasonsCovered } from "@/lib/server/fulfilment/plan";
import { badRequest, forbidden } from "@/lib/server/http/errors";
import { enqueueJob } from "@/lib/server/jobs/queue";
import { CONTRACT_MESSAGES } from "@/lib/shared/schemas/contract";
import { RECAP_MESSAGES, type RecapCreated } from "@/lib/shared/schemas/recap";
import { recapJob } from "./job";
import { canWriteRecaps, toRecapView } from "./queries";

/**
 * Queue a recap of a contract for one of the seasons it covers: the row first, then the job that
 * makes its content. If the job cannot be queued (the per-user limit), the row goes too.
 */
export async function createRecap(
  contractId: number,
  season: number,
  user: ActingUser,
): Promise<RecapCreated> {
  const { contract } = await getContractRowOrThrow(contractId);
  if (!(await canWriteRecaps(contractId, user))) throw forbidden(CONTRACT_MESSAGES.notOwner);
  const seasons = seasonsCovered(contract.startDate, contract.endDate);
  if (!seasons.includes(season)) throw badRequest(RECAP_MESSAGES.seasonNotCovered(season, seasons));
  const [row] = await getDb()
    .insert(recaps)
    .values({ contractId, season, createdBy: user.id })
    .returning();
  try {
    const job = await enqueueJob({
      definition: recapJob,
      data: { recapId: row!.id },
      createdBy: user.id,
    });
    await getDb()
      .update(recaps)
      .set({ jobId: job.id })
      .where(and(eq(recaps.id, row!.id), isNull(recaps.jobId)));
    return { recap: toRecapView({ ...row!, jobId: job.id }, job.status), job };
  } catch (error) {
    await getDb().delete(recaps).where(eq(recaps.id, row!.id));
    throw error;
  }
}
