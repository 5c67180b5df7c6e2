import "server-only";
import type { mockups } from "@/lib/server/db/schema";
import { madeForView } from "@/lib/server/activations/serialize";
import type { MockupView } from "@/lib/shared/schemas/creative";

/** `specificEventName`: the name of the row's specific event, joined by the query. */
export function toMockupView(
  row: typeof mockups.$inferSelect,
  specificEventName?: string | null,
): MockupView {
  const details = row.details;
  return {
    id: row.id,
    ...madeForView(row, specificEventName),
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
