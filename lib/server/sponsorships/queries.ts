import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorships } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";

export const SPONSORSHIP_NOT_FOUND = "Sponsorship not found";

/** The stored link of a sponsor to an event, or the 404 every route answers for a missing one. */
export async function getSponsorshipOrThrow(id: number): Promise<typeof sponsorships.$inferSelect> {
  const [row] = await getDb().select().from(sponsorships).where(eq(sponsorships.id, id)).limit(1);
  if (!row) throw notFound(SPONSORSHIP_NOT_FOUND);
  return row;
}
