import "server-only";
import { and, eq } from "drizzle-orm";
import { toContactView } from "@/lib/server/contacts/queries";
import { getDb } from "@/lib/server/db/client";
import { crmContacts, sponsorInteractions } from "@/lib/server/db/schema";
import { AppError, notFound } from "@/lib/server/http/errors";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import {
  INTERACTION_CONTACT_MESSAGE,
  type InteractionCreateInput,
  type InteractionUpdateInput,
  type InteractionView,
} from "@/lib/shared/schemas/interaction";
import { INTERACTION_NOT_FOUND, toInteractionView } from "./queries";

/**
 * The name of the contact an interaction names, after checking that it is one of the sponsor's
 * contacts (a 400 on body.contactId otherwise); null for no contact.
 */
async function contactNameFor(
  sponsorBrandId: number,
  contactId: number | null | undefined,
): Promise<string | null> {
  if (contactId === null || contactId === undefined) return null;
  const [contact] = await getDb()
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.id, contactId), eq(crmContacts.sponsorBrandId, sponsorBrandId)))
    .limit(1);
  if (!contact) {
    throw new AppError("VALIDATION_ERROR", INTERACTION_CONTACT_MESSAGE, {
      details: [{ path: "body.contactId", message: INTERACTION_CONTACT_MESSAGE }],
    });
  }
  return toContactView(contact).name;
}

export async function createInteraction(
  input: InteractionCreateInput,
  userId: number,
): Promise<InteractionView> {
  await getSponsorBrandOrThrow(input.sponsorBrandId);
  const contactName = await contactNameFor(input.sponsorBrandId, input.contactId);
  const [row] = await getDb()
    .insert(sponsorInteractions)
    .values({ ...input, notes: input.notes || null, date: new Date(input.date), createdBy: userId })
    .returning();
  return toInteractionView(row!, contactName);
}

export async function updateInteraction(
  id: number,
  input: InteractionUpdateInput,
): Promise<InteractionView> {
  const { date, notes, ...rest } = input;
  const [current] = await getDb()
    .select()
    .from(sponsorInteractions)
    .where(eq(sponsorInteractions.id, id))
    .limit(1);
  if (!current) throw notFound(INTERACTION_NOT_FOUND);
  const contactName = await contactNameFor(
    current.sponsorBrandId,
    input.contactId === undefined ? current.contactId : input.contactId,
  );
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
  return toInteractionView(row, contactName);
}

export async function deleteInteraction(id: number): Promise<void> {
  const removed = await getDb()
    .delete(sponsorInteractions)
    .where(eq(sponsorInteractions.id, id))
    .returning({ id: sponsorInteractions.id });
  if (removed.length === 0) throw notFound(INTERACTION_NOT_FOUND);
}
