import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/client";
import { crmContacts, sponsorBrands } from "@/lib/server/db/schema";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import type {
  ContactCreateInput,
  ContactUpdateInput,
  ContactView,
} from "@/lib/shared/schemas/contact";
import { getContactOrThrow, toContactView } from "./queries";

/**
 * Lock the sponsor's row for the rest of the transaction, so that two writes of the same
 * sponsor's contacts (two "first contacts", two "make primary") run one after the other and the
 * one-primary rule holds without a unique-index failure.
 */
async function lockSponsor(tx: Tx, sponsorBrandId: number): Promise<void> {
  await tx.execute(sql`select ${sponsorBrands.id} from ${sponsorBrands}
    where ${sponsorBrands.id} = ${sponsorBrandId} for update`);
}

/** Make every other contact of the sponsor not primary. */
async function unsetOtherPrimary(tx: Tx, sponsorBrandId: number, keepId?: number) {
  await tx
    .update(crmContacts)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(
      and(
        eq(crmContacts.sponsorBrandId, sponsorBrandId),
        eq(crmContacts.isPrimary, true),
        keepId === undefined ? undefined : ne(crmContacts.id, keepId),
      ),
    );
}

/**
 * Add a person to a sponsor. The sponsor's first contact is its primary contact whatever the
 * request says; a new contact marked primary takes the flag from the previous one.
 */
export async function createContact(
  sponsorBrandId: number,
  input: ContactCreateInput,
  userId: number,
): Promise<ContactView> {
  return getDb().transaction(async (tx) => {
    await getSponsorBrandOrThrow(sponsorBrandId, tx);
    await lockSponsor(tx, sponsorBrandId);
    const [existing] = await tx
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(eq(crmContacts.sponsorBrandId, sponsorBrandId))
      .limit(1);
    const isPrimary = input.isPrimary === true || !existing;
    if (isPrimary) await unsetOtherPrimary(tx, sponsorBrandId);
    const [row] = await tx
      .insert(crmContacts)
      .values({
        sponsorBrandId,
        firstName: input.firstName,
        lastName: input.lastName,
        position: input.title ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        linkedinUrl: input.linkedinUrl ?? null,
        notes: input.notes ?? null,
        isPrimary,
        createdBy: userId,
      })
      .returning();
    return toContactView(row!);
  });
}

/**
 * Change a contact. Making it primary unsets the sponsor's other primary contact in the same
 * transaction; un-marking it leaves the sponsor without a primary contact.
 */
export async function updateContact(id: number, input: ContactUpdateInput): Promise<ContactView> {
  return getDb().transaction(async (tx) => {
    const current = await getContactOrThrow(id, tx);
    const sponsorBrandId = current.sponsorBrandId!;
    await lockSponsor(tx, sponsorBrandId);
    if (input.isPrimary === true) await unsetOtherPrimary(tx, sponsorBrandId, id);
    const { title, ...rest } = input;
    const [row] = await tx
      .update(crmContacts)
      .set({
        ...rest,
        ...(title !== undefined ? { position: title } : {}),
        updatedAt: new Date(),
      })
      .where(eq(crmContacts.id, id))
      .returning();
    return toContactView(row!);
  });
}

/**
 * Remove a contact. Interactions with the person keep their rows (their contact becomes none);
 * removing the primary contact promotes no other contact.
 */
export async function deleteContact(id: number): Promise<void> {
  await getContactOrThrow(id);
  await getDb().delete(crmContacts).where(eq(crmContacts.id, id));
}
