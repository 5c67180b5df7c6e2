import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import {
  activationImages,
  activations,
  specificEvents,
  sponsorBrands,
} from "@/lib/server/db/schema";
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

/** An idea as the API answers it, with the name of the event it was made for. */
export async function getActivationView(id: number): Promise<ActivationView> {
  const [row] = await getDb()
    .select({ activation: activations, eventName: specificEvents.name })
    .from(activations)
    .leftJoin(specificEvents, eq(specificEvents.id, activations.specificEventId))
    .where(eq(activations.id, id))
    .limit(1);
  if (!row) throw notFound(ACTIVATION_IDEA_NOT_FOUND);
  return toActivationView(row.activation, row.eventName);
}

/** A sponsor's activation ideas, newest first, each with the event it was made for. */
export async function listActivations(sponsorBrandId: number): Promise<ActivationView[]> {
  const rows = await getDb()
    .select({ activation: activations, eventName: specificEvents.name })
    .from(activations)
    .leftJoin(specificEvents, eq(specificEvents.id, activations.specificEventId))
    .where(eq(activations.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(activations.createdAt), desc(activations.id));
  return rows.map((row) => toActivationView(row.activation, row.eventName));
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
    .select({
      activation: activations,
      sponsorName: sponsorBrands.name,
      eventName: specificEvents.name,
    })
    .from(activations)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, activations.sponsorBrandId))
    .leftJoin(specificEvents, eq(specificEvents.id, activations.specificEventId))
    .where(and(...filters))
    .orderBy(desc(activations.createdAt), desc(activations.id));
  return rows.map((row) => ({
    ...toActivationView(row.activation, row.eventName),
    sponsorName: row.sponsorName,
  }));
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
