import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import { AppError, forbidden } from "@/lib/server/http/errors";
import { createRecapExport } from "@/lib/server/proposals/export/mutations";
import { listRecapExports } from "@/lib/server/proposals/export/queries";
import { CONTRACT_MESSAGES } from "@/lib/shared/schemas/contract";
import type { ProposalExportFormat } from "@/lib/shared/schemas/proposal-export";
import type {
  RecapExportCreated,
  RecapExportList,
  RecapShareLinkView,
} from "@/lib/shared/schemas/recap";
import { canWriteRecaps, getRecapRowOrThrow } from "./queries";
import { createRecapShareLink } from "./share";

export const RECAP_NOT_READY = "The recap is not ready yet: wait for its job to finish.";

/** A recap that may leave the app by this user: it exists (404), theirs to share (403), ready (409). */
async function shareableRecap(recapId: number, user: ActingUser) {
  const recap = await getRecapRowOrThrow(recapId);
  if (!(await canWriteRecaps(recap.contractId, user))) throw forbidden(CONTRACT_MESSAGES.notOwner);
  if (recap.status !== "ready") throw new AppError("CONFLICT", RECAP_NOT_READY);
  return recap;
}

/** POST /api/recaps/{id}/exports */
export async function exportRecap(
  recapId: number,
  format: ProposalExportFormat,
  user: ActingUser,
): Promise<RecapExportCreated> {
  await shareableRecap(recapId, user);
  return createRecapExport(recapId, format, user);
}

/** GET /api/recaps/{id}/exports: for every signed-in user. */
export async function recapExports(recapId: number): Promise<RecapExportList> {
  await getRecapRowOrThrow(recapId);
  return listRecapExports(recapId);
}

/** POST /api/recaps/{id}/share-links */
export async function shareRecap(
  recapId: number,
  input: { expiresInDays?: number; passcode?: string | null },
  user: ActingUser,
): Promise<RecapShareLinkView> {
  await shareableRecap(recapId, user);
  return createRecapShareLink(recapId, input, user);
}
