import "server-only";
import { and, eq, inArray, max } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { watchlistNews } from "@/lib/server/db/schema";
import { NEWS_FRESH_MS, NEWS_RETRY_AFTER_FAILURE_MS } from "./config";

/**
 * When was each company's feed last read? Two sources, no schema change:
 * - this process remembers every read attempt (success: fresh for 30 minutes; failure: retried
 *   after 5 minutes, so a broken feed is not hammered on every request);
 * - the database knows when the company's newest feed item was stored, which covers other
 *   instances and restarts whenever a read found something new.
 * A company is stale when neither says it was read recently. The only cost of the gap (another
 * instance read a feed that had nothing new) is one extra read, which stores nothing twice.
 */
const attempts = new Map<number, { at: number; ok: boolean }>();
/** Bound on remembered companies; the oldest entries go first. */
const MAX_REMEMBERED = 10_000;

export function recordFeedRead(sponsorBrandId: number, ok: boolean, now = Date.now()): void {
  attempts.delete(sponsorBrandId);
  attempts.set(sponsorBrandId, { at: now, ok });
  if (attempts.size > MAX_REMEMBERED) {
    const oldest = attempts.keys().next();
    if (!oldest.done) attempts.delete(oldest.value);
  }
}

/** Forget every remembered read (tests; the database rule still applies). */
export function forgetFeedReads(): void {
  attempts.clear();
}

function readRecentlyInMemory(sponsorBrandId: number, now: number): boolean {
  const attempt = attempts.get(sponsorBrandId);
  if (!attempt) return false;
  return now - attempt.at < (attempt.ok ? NEWS_FRESH_MS : NEWS_RETRY_AFTER_FAILURE_MS);
}

/** The companies among `sponsorBrandIds` whose feed should be read again now. */
export async function listStaleCompanies(
  sponsorBrandIds: number[],
  now = Date.now(),
): Promise<number[]> {
  const unknown = sponsorBrandIds.filter((id) => !readRecentlyInMemory(id, now));
  if (unknown.length === 0) return [];
  const newest = await getDb()
    .select({
      sponsorBrandId: watchlistNews.sponsorBrandId,
      storedAt: max(watchlistNews.createdAt),
    })
    .from(watchlistNews)
    .where(and(inArray(watchlistNews.sponsorBrandId, unknown), eq(watchlistNews.isSample, false)))
    .groupBy(watchlistNews.sponsorBrandId);
  const freshInDb = new Set(
    newest
      .filter((row) => row.storedAt !== null && now - row.storedAt.getTime() < NEWS_FRESH_MS)
      .map((row) => row.sponsorBrandId),
  );
  return unknown.filter((id) => !freshInDb.has(id));
}
