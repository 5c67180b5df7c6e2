import "server-only";
import type { ActingUser } from "@/lib/server/auth/actor";
import type { Tx } from "@/lib/server/db/client";
import { forbidden } from "@/lib/server/http/errors";
import { CONTRACT_MESSAGES } from "@/lib/shared/schemas/contract";
import { canEditContract, getContractRowOrThrow } from "./queries";

/**
 * A contract the user may change, locked for the change: 404 when it does not exist, 403 for a
 * sample contract or someone who is neither the deal's owner, the contract's author nor an admin.
 */
export async function editableContract(tx: Tx, id: number, user: ActingUser) {
  const { contract, dealOwnerId } = await getContractRowOrThrow(id, tx);
  if (contract.isSample) throw forbidden(CONTRACT_MESSAGES.sampleReadOnly);
  if (!canEditContract(contract, dealOwnerId, user)) throw forbidden(CONTRACT_MESSAGES.notOwner);
  return contract;
}
