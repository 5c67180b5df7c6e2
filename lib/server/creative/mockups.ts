import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { mockups } from "@/lib/server/db/schema";

/** A mockup as the API answers it (plus what made it). */
export interface MockupView {
  id: number;
  sponsorBrandId: number;
  eventBrandId: number | null;
  title: string | null;
  description: string;
  imageUrl: string | null;
  logoSize: string;
  isFavorite: boolean;
  /** activationId, sceneKey, sceneSource (ai | template), logoSource, quality. */
  details: Record<string, unknown>;
  aiProvider: string | null;
  aiModel: string | null;
  createdAt: string;
}

type MockupRow = typeof mockups.$inferSelect;

export function toMockupView(row: MockupRow): MockupView {
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

/** A sponsor's mockups, newest first. */
export async function listMockups(sponsorBrandId: number): Promise<MockupView[]> {
  const rows = await getDb()
    .select()
    .from(mockups)
    .where(eq(mockups.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(mockups.createdAt), desc(mockups.id));
  return rows.map(toMockupView);
}
