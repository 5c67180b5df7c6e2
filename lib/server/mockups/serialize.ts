import "server-only";
import type { mockups } from "@/lib/server/db/schema";
import type { MockupView } from "@/lib/shared/schemas/creative";

export function toMockupView(row: typeof mockups.$inferSelect): MockupView {
  const details = row.details;
  return {
    id: row.id,
    sponsorBrandId: row.sponsorBrandId,
    eventBrandId: row.eventBrandId,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    logoSize: row.logoSize,
    isFavorite: row.isFavorite,
    details:
      details && typeof details === "object" && !Array.isArray(details)
        ? (details as Record<string, unknown>)
        : {},
    aiProvider: row.aiProvider,
    aiModel: row.aiModel,
    createdAt: row.createdAt.toISOString(),
  };
}
