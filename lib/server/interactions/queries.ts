import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorInteractions } from "@/lib/server/db/schema";
import { getSponsorBrandOrThrow } from "@/lib/server/sponsors/queries";
import type { InteractionType, InteractionView } from "@/lib/shared/schemas/interaction";

export const INTERACTION_NOT_FOUND = "Interaction not found";

export function toInteractionView(row: typeof sponsorInteractions.$inferSelect): InteractionView {
  return {
    id: row.id,
    sponsorBrandId: row.sponsorBrandId,
    type: row.type as InteractionType,
    date: row.date.toISOString(),
    notes: row.notes,
    completed: row.completed,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Calls, meetings, emails and notes with a sponsor, most recent first. */
export async function listInteractions(sponsorBrandId: number): Promise<InteractionView[]> {
  await getSponsorBrandOrThrow(sponsorBrandId);
  const rows = await getDb()
    .select()
    .from(sponsorInteractions)
    .where(eq(sponsorInteractions.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(sponsorInteractions.date), desc(sponsorInteractions.id));
  return rows.map(toInteractionView);
}
