import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { activations, sponsorBrands } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";

/** Activation ideas as the API answers them (with their provenance). */
export interface ActivationView {
  id: number;
  sponsorBrandId: number;
  eventBrandId: number | null;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  isFavorite: boolean;
  aiProvider: string | null;
  aiModel: string | null;
  createdAt: string;
}

export interface FavoriteActivationView extends ActivationView {
  sponsorName: string;
}

type ActivationRow = typeof activations.$inferSelect;

export function toActivationView(row: ActivationRow): ActivationView {
  return {
    id: row.id,
    sponsorBrandId: row.sponsorBrandId,
    eventBrandId: row.eventBrandId,
    title: row.title,
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    isFavorite: row.isFavorite,
    aiProvider: row.aiProvider,
    aiModel: row.aiModel,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A sponsor's activation ideas, newest first. */
export async function listActivations(sponsorBrandId: number): Promise<ActivationView[]> {
  const rows = await getDb()
    .select()
    .from(activations)
    .where(eq(activations.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(activations.createdAt), desc(activations.id));
  return rows.map(toActivationView);
}

/**
 * The starred ideas of a property (the dashboard's favourites), newest first. With `userId`, only
 * ideas that user generated.
 */
export async function listFavoriteActivations(options: {
  eventBrandId: number;
  userId?: number;
}): Promise<FavoriteActivationView[]> {
  const filters = [
    eq(activations.eventBrandId, options.eventBrandId),
    eq(activations.isFavorite, true),
  ];
  if (options.userId !== undefined) filters.push(eq(activations.createdBy, options.userId));
  const rows = await getDb()
    .select({ activation: activations, sponsorName: sponsorBrands.name })
    .from(activations)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, activations.sponsorBrandId))
    .where(and(...filters))
    .orderBy(desc(activations.createdAt), desc(activations.id));
  return rows.map((row) => ({ ...toActivationView(row.activation), sponsorName: row.sponsorName }));
}

/** Star or unstar an idea. */
export async function setActivationFavorite(
  id: number,
  isFavorite: boolean,
): Promise<ActivationView> {
  const [row] = await getDb()
    .update(activations)
    .set({ isFavorite })
    .where(eq(activations.id, id))
    .returning();
  if (!row) throw notFound("Activation idea not found");
  return toActivationView(row);
}
