import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, sponsorInteractions } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type {
  InteractionCreateInput,
  InteractionType,
  InteractionUpdateInput,
  InteractionView,
} from "@/lib/shared/schemas/interaction";

type InteractionRow = typeof sponsorInteractions.$inferSelect;

function toView(row: InteractionRow): InteractionView {
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
  const db = getDb();
  const [sponsor] = await db
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, sponsorBrandId));
  if (!sponsor) throw notFound("Sponsor brand not found");
  const rows = await db
    .select()
    .from(sponsorInteractions)
    .where(eq(sponsorInteractions.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(sponsorInteractions.date), desc(sponsorInteractions.id));
  return rows.map(toView);
}

export async function createInteraction(
  input: InteractionCreateInput,
  userId: number,
): Promise<InteractionView> {
  const db = getDb();
  const [sponsor] = await db
    .select({ id: sponsorBrands.id })
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, input.sponsorBrandId));
  if (!sponsor) throw notFound("Sponsor brand not found");
  const [row] = await db
    .insert(sponsorInteractions)
    .values({ ...input, notes: input.notes || null, date: new Date(input.date), createdBy: userId })
    .returning();
  return toView(row!);
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
  if (!row) throw notFound("Interaction not found");
  return toView(row);
}

export async function deleteInteraction(id: number): Promise<void> {
  const removed = await getDb()
    .delete(sponsorInteractions)
    .where(eq(sponsorInteractions.id, id))
    .returning({ id: sponsorInteractions.id });
  if (removed.length === 0) throw notFound("Interaction not found");
}
