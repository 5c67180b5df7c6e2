import "server-only";
import { and, eq } from "drizzle-orm";
import type { ActingUser } from "@/lib/server/auth/actor";
import { getDb, type Tx } from "@/lib/server/db/client";
import {
  contracts,
  deliverableProofs,
  deliverables,
  sponsorDeals,
  users,
} from "@/lib/server/db/schema";
import { fieldError, forbidden, notFound } from "@/lib/server/http/errors";
import { deleteStoredFile, storeFile } from "@/lib/server/storage/store";
import { keyFromPublicUrl, publicUrlForKey } from "@/lib/server/storage/keys";
import {
  DELIVERABLE_MESSAGES,
  type Deliverable,
  type DeliverableProof,
  type DeliverableUpdateInput,
} from "@/lib/shared/schemas/deliverable";
import { readProofInput, type ProofInput } from "./proof-input";
import { getDeliverableOrThrow, toProofView } from "./queries";

/**
 * The deliverable a user may change, locked for the change: writes are allowed to admins, the
 * owner of the contract's deal and the deliverable's own owner. A sample contract's terms are
 * read-only, but its deliverables are worked like any other, so the demo's checklist can be tried.
 */
async function editableDeliverable(tx: Tx, id: number, user: ActingUser) {
  const [row] = await tx
    .select({
      id: deliverables.id,
      status: deliverables.status,
      ownerUserId: deliverables.ownerUserId,
      dealOwnerId: sponsorDeals.createdBy,
    })
    .from(deliverables)
    .innerJoin(contracts, eq(contracts.id, deliverables.contractId))
    .innerJoin(sponsorDeals, eq(sponsorDeals.id, contracts.dealId))
    .where(eq(deliverables.id, id))
    .for("update", { of: deliverables });
  if (!row) throw notFound(DELIVERABLE_MESSAGES.notFound);
  const allowed =
    user.role === "admin" || user.id === row.dealOwnerId || user.id === row.ownerUserId;
  if (!allowed) throw forbidden(DELIVERABLE_MESSAGES.forbidden);
  return row;
}

/** Change a deliverable's label, due date, owner or status (waiving needs a reason). */
export async function updateDeliverable(
  id: number,
  input: DeliverableUpdateInput,
  user: ActingUser,
): Promise<Deliverable> {
  await getDb().transaction(async (tx) => {
    const current = await editableDeliverable(tx, id, user);
    if (input.ownerUserId) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.ownerUserId));
      if (!owner) throw fieldError("ownerUserId", DELIVERABLE_MESSAGES.ownerMissing);
    }
    const status = input.status ?? current.status;
    const set: Partial<typeof deliverables.$inferInsert> = {
      label: input.label,
      dueDate: input.dueDate,
      ownerUserId: input.ownerUserId,
    };
    if (input.status !== undefined) {
      set.status = input.status;
      if (input.status === "delivered" && current.status !== "delivered")
        set.deliveredAt = new Date();
      if (input.status !== "delivered") set.deliveredAt = null;
    }
    if (status === "waived") {
      // A reason given alone on a waived deliverable replaces the old one.
      if (input.waivedReason) set.waivedReason = input.waivedReason;
      else if (input.status === "waived")
        throw fieldError("waivedReason", DELIVERABLE_MESSAGES.waivedReason);
    } else {
      set.waivedReason = null;
    }
    await tx.update(deliverables).set(set).where(eq(deliverables.id, id));
  });
  return getDeliverableOrThrow(id);
}

/**
 * Add proof to a deliverable from a multipart form: a photo or PDF (`file`), a link (`url`) or a
 * figure (`metric`, `value`, `source`), with an optional `note`. Strangers are refused before
 * the file is read; the file is checked by its bytes before anything is stored.
 */
export async function addProofFromForm(
  id: number,
  form: FormData,
  user: ActingUser,
): Promise<DeliverableProof> {
  await getDb().transaction((tx) => editableDeliverable(tx, id, user));
  return addProof(id, await readProofInput(form), user);
}

/** Store a checked proof (its file first; a failed write removes the file again). */
export async function addProof(
  id: number,
  input: ProofInput,
  user: ActingUser,
): Promise<DeliverableProof> {
  const file = input.kind === "photo" || input.kind === "document" ? input.file : null;
  const storedUrl = file
    ? await storeFile("proofs", file.bytes, file.extension, file.contentType)
    : null;
  try {
    const row = await getDb().transaction(async (tx) => {
      await editableDeliverable(tx, id, user);
      const [inserted] = await tx
        .insert(deliverableProofs)
        .values({
          deliverableId: id,
          kind: input.kind,
          storageKey: storedUrl ? keyFromPublicUrl(storedUrl) : null,
          fileName: file?.fileName ?? null,
          contentType: file?.contentType ?? null,
          byteSize: file?.bytes.length ?? null,
          url: input.kind === "link" ? input.url : null,
          metric: input.kind === "figure" ? input.metric : null,
          value: input.kind === "figure" ? input.value : null,
          source: input.kind === "figure" ? input.source : null,
          note: input.note,
          createdBy: user.id,
        })
        .returning();
      return inserted!;
    });
    return toProofView(row);
  } catch (error) {
    await deleteStoredFile(storedUrl);
    throw error;
  }
}

/** Remove a proof (and its stored file). */
export async function deleteProof(id: number, proofId: number, user: ActingUser): Promise<void> {
  const removed = await getDb().transaction(async (tx) => {
    await editableDeliverable(tx, id, user);
    const [row] = await tx
      .delete(deliverableProofs)
      .where(and(eq(deliverableProofs.id, proofId), eq(deliverableProofs.deliverableId, id)))
      .returning({ storageKey: deliverableProofs.storageKey });
    if (!row) throw notFound(DELIVERABLE_MESSAGES.proofNotFound);
    return row;
  });
  if (removed.storageKey) await deleteStoredFile(publicUrlForKey(removed.storageKey));
}
