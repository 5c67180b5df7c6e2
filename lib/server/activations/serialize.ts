import "server-only";
import type { activationImages, activations } from "@/lib/server/db/schema";
import type { ActivationImageView, ActivationView } from "@/lib/shared/schemas/creative";

export type ActivationRow = typeof activations.$inferSelect;

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
