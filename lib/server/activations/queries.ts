import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { activationImages, activations, sponsorBrands } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type {
  ActivationImageView,
  ActivationView,
  FavoriteActivationView,
} from "@/lib/shared/schemas/creative";
import { toActivationImageView, toActivationView, type ActivationRow } from "./serialize";

export const ACTIVATION_IDEA_NOT_FOUND = "Activation idea not found";

/** The stored activation idea, or null. */
export async function findActivationIdea(id: number): Promise<ActivationRow | null> {
  const [row] = await getDb().select().from(activations).where(eq(activations.id, id)).limit(1);
  return row ?? null;
}

/** The stored activation idea, or the 404 every activation route answers for a missing one. */
export async function getActivationIdeaOrThrow(id: number): Promise<ActivationRow> {
  const row = await findActivationIdea(id);
  if (!row) throw notFound(ACTIVATION_IDEA_NOT_FOUND);
  return row;
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

/** The images of an activation idea (image variations), the featured one first. */
export async function listActivationImages(activationId: number): Promise<ActivationImageView[]> {
  await getActivationIdeaOrThrow(activationId);
  const rows = await getDb()
    .select()
    .from(activationImages)
    .where(eq(activationImages.activationId, activationId))
    .orderBy(desc(activationImages.isFeatured), asc(activationImages.id));
  return rows.map(toActivationImageView);
}
