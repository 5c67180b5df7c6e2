import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { marketProperties } from "@/lib/server/db/schema";

/**
 * The market properties whose sourced deals an event brand lists: the market property linked to
 * it and that property's teams and events.
 */
export async function coveredMarketPropertyIds(
  eventBrandId: number,
  db: Db | Tx = getDb(),
): Promise<number[]> {
  const linked = await db
    .select({ id: marketProperties.id })
    .from(marketProperties)
    .where(eq(marketProperties.eventBrandId, eventBrandId));
  if (linked.length === 0) return [];
  const ids = linked.map((row) => row.id);
  const children = await db
    .select({ id: marketProperties.id })
    .from(marketProperties)
    .where(inArray(marketProperties.parentId, ids));
  return [...ids, ...children.map((row) => row.id)];
}
