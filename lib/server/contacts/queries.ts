import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { crmContacts } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import type { ContactView } from "@/lib/shared/schemas/contact";

export const CONTACT_NOT_FOUND = "Contact not found";

/** "Ann Lee"; a contact with one name ("Cher") has an empty last name. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ");

export function toContactView(row: typeof crmContacts.$inferSelect): ContactView {
  return {
    id: row.id,
    // Contacts without a sponsor exist only in data from before contacts had screens.
    sponsorBrandId: row.sponsorBrandId ?? 0,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row),
    title: row.position,
    email: row.email,
    phone: row.phone,
    linkedinUrl: row.linkedinUrl,
    notes: row.notes,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A sponsor's contacts: the primary one first, then by name. */
export async function listSponsorContacts(sponsorBrandId: number): Promise<ContactView[]> {
  await getSponsorBrandOrThrow(sponsorBrandId);
  const rows = await getDb()
    .select()
    .from(crmContacts)
    .where(eq(crmContacts.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(crmContacts.isPrimary), asc(crmContacts.lastName), asc(crmContacts.firstName));
  return rows.map(toContactView);
}

/** A contact that belongs to a sponsor, or 404. */
export async function getContactOrThrow(
  id: number,
  db: Db | Tx = getDb(),
): Promise<typeof crmContacts.$inferSelect> {
  const [row] = await db.select().from(crmContacts).where(eq(crmContacts.id, id)).limit(1);
  if (!row || row.sponsorBrandId === null) throw notFound(CONTACT_NOT_FOUND);
  return row;
}
