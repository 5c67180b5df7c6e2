import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { crmContacts, sponsorInteractions } from "@/lib/server/db/schema";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import type { InteractionView } from "@/lib/shared/schemas/interaction";
import type { InteractionType } from "@/lib/shared/interaction-vocabulary";

export const INTERACTION_NOT_FOUND = "Interaction not found";

/** A contact's display name ("First Last", no trailing space for one name) in SQL. */
const CONTACT_NAME = sql<
  string | null
>`nullif(trim(${crmContacts.firstName} || ' ' || ${crmContacts.lastName}), '')`;

export function toInteractionView(
  row: typeof sponsorInteractions.$inferSelect,
  contactName: string | null = null,
): InteractionView {
  return {
    id: row.id,
    sponsorBrandId: row.sponsorBrandId,
    type: row.type as InteractionType,
    date: row.date.toISOString(),
    notes: row.notes,
    completed: row.completed,
    contactId: row.contactId,
    contactName: row.contactId === null ? null : contactName,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Calls, meetings, emails and notes with a sponsor, most recent first. */
export async function listInteractions(sponsorBrandId: number): Promise<InteractionView[]> {
  await getSponsorBrandOrThrow(sponsorBrandId);
  const rows = await getDb()
    .select({ interaction: sponsorInteractions, contactName: CONTACT_NAME })
    .from(sponsorInteractions)
    .leftJoin(crmContacts, eq(crmContacts.id, sponsorInteractions.contactId))
    .where(eq(sponsorInteractions.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(sponsorInteractions.date), desc(sponsorInteractions.id));
  return rows.map((row) => toInteractionView(row.interaction, row.contactName));
}
