import "server-only";
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/server/db/client";
import { crmContacts, sponsorBrands } from "@/lib/server/db/schema";
import { foreignKeysTo, idsReferredBy } from "@/lib/server/db/references";
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
    return toContactView(await insertContact(tx, sponsorBrandId, input, userId));
  });
}

/** Insert a contact of a locked sponsor, by the one-primary rule above. */
async function insertContact(
  tx: Tx,
  sponsorBrandId: number,
  input: ContactCreateInput,
  userId: number | null,
) {
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
  return row!;
}

/**
 * A person from a list (an imported prospect list), inside the caller's transaction: merged into
 * the sponsor's contact who is the same person, else added by the rules of `createContact`. The
 * same email (any case) is the same person and two different emails are two people; otherwise
 * the same first and last name (any case) is the same person. Merging fills only the contact's
 * empty email, phone and title; it never overwrites.
 */
export async function addOrMergeContact(
  tx: Tx,
  sponsorBrandId: number,
  input: ContactCreateInput,
  userId: number | null,
): Promise<{ id: number; outcome: "created" | "merged" }> {
  await lockSponsor(tx, sponsorBrandId);
  const email = input.email?.toLowerCase() ?? null;
  const sameName = and(
    sql`lower(${crmContacts.firstName}) = ${input.firstName.toLowerCase()}`,
    sql`lower(${crmContacts.lastName}) = ${input.lastName.toLowerCase()}`,
  );
  const [same] = await tx
    .select()
    .from(crmContacts)
    .where(
      and(
        eq(crmContacts.sponsorBrandId, sponsorBrandId),
        email === null
          ? sameName
          : or(
              sql`lower(${crmContacts.email}) = ${email}`,
              and(sameName, isNull(crmContacts.email)),
            ),
      ),
    )
    // The same email first: a namesake without an email is only the fallback.
    .orderBy(sql`${crmContacts.email} is null`, crmContacts.id)
    .limit(1);
  if (!same) {
    const row = await insertContact(tx, sponsorBrandId, input, userId);
    return { id: row.id, outcome: "created" };
  }
  const fill = {
    ...(same.email === null && input.email ? { email: input.email } : {}),
    ...(same.phone === null && input.phone ? { phone: input.phone } : {}),
    ...(same.position === null && input.title ? { position: input.title } : {}),
  };
  if (Object.keys(fill).length > 0) {
    await tx
      .update(crmContacts)
      .set({ ...fill, updatedAt: new Date() })
      .where(eq(crmContacts.id, same.id));
  }
  return { id: same.id, outcome: "merged" };
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

/** Why a contact is kept, by the table that names it. */
const CONTACT_USE_LABELS: Record<string, string> = {
  sponsor_interactions: "named in an interaction",
  crm_deals: "named in a deal",
  crm_tasks: "named in a task",
  sponsor_proposals: "the recipient of a proposal",
};

/**
 * Remove these contacts, inside the caller's transaction, unless something names them (an
 * interaction, a deal, a proposal ...; found from the database's foreign keys, so a table added
 * later counts too). Ids of contacts already gone are passed over. Answers how many were removed
 * and which were kept, and why.
 */
export async function deleteContactsNotInUse(
  tx: Tx,
  ids: readonly number[],
): Promise<{ removed: number; kept: { id: number; name: string; reason: string }[] }> {
  const existing = ids.length
    ? await tx
        .select()
        .from(crmContacts)
        .where(inArray(crmContacts.id, [...ids]))
    : [];
  if (existing.length === 0) return { removed: 0, kept: [] };
  const present = existing.map((row) => row.id);
  const reasons = new Map<number, Set<string>>();
  for (const ref of await foreignKeysTo(tx, "crm_contacts")) {
    for (const id of await idsReferredBy(tx, ref, present)) {
      const reason = CONTACT_USE_LABELS[ref.table] ?? `referred to by ${ref.table}`;
      reasons.set(id, (reasons.get(id) ?? new Set()).add(reason));
    }
  }
  const removable = present.filter((id) => !reasons.has(id));
  if (removable.length > 0) await tx.delete(crmContacts).where(inArray(crmContacts.id, removable));
  return {
    removed: removable.length,
    kept: existing
      .filter((row) => reasons.has(row.id))
      .map((row) => ({
        id: row.id,
        name: toContactView(row).name,
        reason: [...reasons.get(row.id)!].join(", "),
      })),
  };
}
