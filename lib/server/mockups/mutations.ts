import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { mockups, specificEvents } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type { MockupView } from "@/lib/shared/schemas/creative";
import { toMockupView } from "./serialize";

export const MOCKUP_NOT_FOUND = "Mockup not found";

/** Star or unstar a mockup. */
export async function setMockupFavorite(id: number, isFavorite: boolean): Promise<MockupView> {
  const db = getDb();
  const [row] = await db.update(mockups).set({ isFavorite }).where(eq(mockups.id, id)).returning();
  if (!row) throw notFound(MOCKUP_NOT_FOUND);
  const [event] = row.specificEventId
    ? await db
        .select({ name: specificEvents.name })
        .from(specificEvents)
        .where(eq(specificEvents.id, row.specificEventId))
        .limit(1)
    : [];
  return toMockupView(row, event?.name);
}
