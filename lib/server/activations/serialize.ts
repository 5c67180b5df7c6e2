import "server-only";
import type { activationImages, activations } from "@/lib/server/db/schema";
import type {
  ActivationImageView,
  ActivationView,
  CreativeEventRef,
} from "@/lib/shared/schemas/creative";

export type ActivationRow = typeof activations.$inferSelect;

/**
 * Whom a piece of creative work was made for, as the views answer it: the ids of the row and its
 * event's ref (null when the event name was not joined or the event is not known).
 */
export function madeForView(
  row: { sponsorBrandId: number; eventBrandId: number | null; specificEventId: number | null },
  specificEventName: string | null | undefined,
): Pick<ActivationView, "sponsorBrandId" | "eventBrandId" | "specificEventId" | "specificEvent"> {
  return {
    sponsorBrandId: row.sponsorBrandId,
    eventBrandId: row.eventBrandId,
    specificEventId: row.specificEventId,
    specificEvent: eventRef(row.specificEventId, specificEventName),
  };
}

function eventRef(id: number | null, name: string | null | undefined): CreativeEventRef | null {
  return id !== null && name ? { id, name } : null;
}

/** `specificEventName`: the name of the row's specific event, joined by the query. */
export function toActivationView(
  row: ActivationRow,
  specificEventName?: string | null,
): ActivationView {
  return {
    id: row.id,
    ...madeForView(row, specificEventName),
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

export function toActivationImageView(
  row: typeof activationImages.$inferSelect,
): ActivationImageView {
  return {
    id: row.id,
    activationId: row.activationId,
    imageUrl: row.imageUrl,
    caption: row.caption,
    angle: row.angle,
    setting: row.setting,
    isFeatured: row.isFeatured,
    aiProvider: row.aiProvider,
    createdAt: row.createdAt.toISOString(),
  };
}
