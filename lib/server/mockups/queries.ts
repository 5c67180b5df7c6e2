import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { mockups, specificEvents } from "@/lib/server/db/schema";
import type { MockupView } from "@/lib/shared/schemas/creative";
import { toMockupView } from "./serialize";

/** A sponsor's mockups, newest first. */
export async function listMockups(sponsorBrandId: number): Promise<MockupView[]> {
  const rows = await getDb()
    .select({ mockup: mockups, eventName: specificEvents.name })
    .from(mockups)
    .leftJoin(specificEvents, eq(specificEvents.id, mockups.specificEventId))
    .where(eq(mockups.sponsorBrandId, sponsorBrandId))
    .orderBy(desc(mockups.createdAt), desc(mockups.id));
  return rows.map((row) => toMockupView(row.mockup, row.eventName));
}
