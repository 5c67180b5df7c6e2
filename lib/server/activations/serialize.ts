import "server-only";
import type { activationImages, activations } from "@/lib/server/db/schema";
import type {
  ActivationImageView,
  ActivationView,
  CreativeEventRef,
} from "@/lib/shared/schemas/creative";

export type ActivationRow = typeof activations.$inferSelect;

/** The event ref of a row whose event name was joined (null name: the event is not known). */
export function creativeEventRef(
  specificEventId: number | null,
  specificEventName: string | null | undefined,
): CreativeEventRef | null {
  return specificEventId !== null && specificEventName
    ? { id: specificEventId, name: specificEventName }
    : null;
}

/** `specificEventName`: the name of the row's specific event, joined by the query. */
export function toActivationView(
  row: ActivationRow,
  specificEventName?: string | null,
): ActivationView {
  return {
    id: row.id,
    sponsorBrandId: row.sponsorBrandId,
    eventBrandId: row.eventBrandId,
    specificEventId: row.specificEventId,
    specificEvent: creativeEventRef(row.specificEventId, specificEventName),
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
