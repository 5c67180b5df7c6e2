import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorInteractions } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import type {
  InteractionCreateInput,
  InteractionUpdateInput,
  InteractionView,
} from "@/lib/shared/schemas/interaction";
import { INTERACTION_NOT_FOUND, toInteractionView } from "./queries";

export async function createInteraction(
  input: InteractionCreateInput,
  userId: number,
): Promise<InteractionView> {
  await getSponsorBrandOrThrow(input.sponsorBrandId);
  const [row] = await getDb()
    .insert(sponsorInteractions)
    .values({ ...input, notes: input.notes || null, date: new Date(input.date), createdBy: userId })
    .returning();
  return toInteractionView(row!);
}

export async function updateInteraction(
  id: number,
  input: InteractionUpdateInput,
): Promise<InteractionView> {
  const { date, notes, ...rest } = input;
  const [row] = await getDb()
    .update(sponsorInteractions)
    .set({
      ...rest,
      ...(date !== undefined ? { date: new Date(date) } : {}),
      ...(notes !== undefined ? { notes: notes || null } : {}),
    })
    .where(eq(sponsorInteractions.id, id))
    .returning();
  if (!row) throw notFound(INTERACTION_NOT_FOUND);
  return toInteractionView(row);
}

export async function deleteInteraction(id: number): Promise<void> {
  const removed = await getDb()
    .delete(sponsorInteractions)
    .where(eq(sponsorInteractions.id, id))
    .returning({ id: sponsorInteractions.id });
  if (removed.length === 0) throw notFound(INTERACTION_NOT_FOUND);
}
