import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { sponsorships } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";

export const SPONSORSHIP_NOT_FOUND = "Sponsorship not found";

/** The stored link of a sponsor to an event, or the 404 every route answers for a missing one. */
export async function getSponsorshipOrThrow(
  id: number,
  db: Db | Tx = getDb(),
): Promise<typeof sponsorships.$inferSelect> {
  const [row] = await db.select().from(sponsorships).where(eq(sponsorships.id, id)).limit(1);
  if (!row) throw notFound(SPONSORSHIP_NOT_FOUND);
  return row;
}
