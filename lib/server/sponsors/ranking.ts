import "server-only";
import { and, lt, ne, or } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/server/db/client";
import { matchRankings } from "@/lib/server/db/schema";
import { enqueueJob } from "@/lib/server/jobs/queue";
import type { RankingView } from "@/lib/shared/schemas/sponsor";
import { resolveContext, type ContextRef, type ResolvedContext } from "./context";
import { rankContextJob } from "./job";
import { EVENT_RANKING_MAX_AGE_MS, rankContext, rankingOf, rescoreSponsors } from "./scores";

type RankingRow = typeof matchRankings.$inferSelect;

/** A run that has not reported for this long is presumed dead and may be taken over. */
export const RANKING_TAKEOVER_MS = 60_000;
/** Beyond this many changed brands, ranking each context again is cheaper than rescoring them. */
const RESCORE_LIMIT = 2_000;

export async function getRanking(context: ContextRef): Promise<RankingRow | null> {
  const [row] = await getDb().select().from(matchRankings).where(rankingOf(context)).limit(1);
  return row ?? null;
}

export function rankingView(row: RankingRow | null): RankingView {
  return {
    status: row?.status === "ranking" || row?.status === "stale" ? row.status : "ready",
    progress: row?.progress ?? 0,
    rankedAt: row?.rankedAt?.toISOString() ?? null,
    sponsorCount: row?.sponsorCount ?? 0,
  };
}

function isDue(row: RankingRow, context: ContextRef, now: Date): boolean {
  if (row.status === "stale") return true;
  if (row.status === "ranking")
    return !row.startedAt || now.getTime() - row.startedAt.getTime() > RANKING_TAKEOVER_MS;
  return (
    context.type === "specific-event" &&
    !!row.rankedAt &&
    now.getTime() - row.rankedAt.getTime() > EVENT_RANKING_MAX_AGE_MS
  );
}

/**
 * The context of a read (a specific event wins over a brand), loaded and with its ranking made or
 * refreshed as `ensureRanking` does: once per request however many reads of the page ask (the
 * dashboard's lists, watchlist and recommendations share it). Null when neither id is given.
 */
export function rankedContext(query: {
  eventBrandId?: number;
  specificEventId?: number;
}): Promise<ResolvedContext | null> {
  return rankedContextOnce(query.eventBrandId, query.specificEventId);
}

const rankedContextOnce = cache(
  async (
    eventBrandId: number | undefined,
    specificEventId: number | undefined,
  ): Promise<ResolvedContext | null> => {
    const context = await resolveContext({ eventBrandId, specificEventId });
    if (context) await ensureRanking(context);
    return context;
  },
);

/**
 * The context's ranking, ready to read. A context never ranked is ranked now (once: the first
 * visit pays for it); a ranking that is due again is served as it is while a background run
 * replaces it. The state is the one read with the context (no second read).
 */
export async function ensureRanking(
  context: ResolvedContext,
  now = new Date(),
): Promise<RankingRow> {
  const row = context.ranking;
  if (!row?.rankedAt) {
    await rankContext(context, { now });
    return (await getRanking(context))!;
  }
  if (isDue(row, context, now)) return requestRanking(context, now);
  return row;
}

/**
 * Queue a background run for the context unless one is under way, and answer the ranking's
 * state. The claim is one conditional UPDATE, so instances asking at once start one run.
 */
export async function requestRanking(context: ContextRef, now = new Date()): Promise<RankingRow> {
  const db = getDb();
  await db
    .insert(matchRankings)
    .values({ contextType: context.type, contextId: context.id, status: "stale" })
    .onConflictDoNothing();
  const [claimed] = await db
    .update(matchRankings)
    .set({ status: "ranking", progress: 0, startedAt: now, jobId: null })
    .where(
      and(
        rankingOf(context),
        or(
          ne(matchRankings.status, "ranking"),
          lt(matchRankings.startedAt, new Date(now.getTime() - RANKING_TAKEOVER_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) return (await getRanking(context))!;
  try {
    const job = await enqueueJob({
      definition: rankContextJob,
      data: { contextType: context.type, contextId: context.id },
      createdBy: null,
    });
    const [row] = await db
      .update(matchRankings)
      .set({ jobId: job.id })
      .where(rankingOf(context))
      .returning();
    return row ?? claimed;
  } catch (error) {
    // Not queued: leave the ranking due, so the next read asks again.
    await db.update(matchRankings).set({ status: "stale" }).where(rankingOf(context));
    throw error;
  }
}

/**
 * A bulk change to the catalogue (a seed, a large import): every ranking is due again. A run
 * under way read the catalogue before the change; the next read starts another after it.
 */
export async function markRankingsStale(): Promise<void> {
  await getDb().update(matchRankings).set({ status: "stale" });
}

/**
 * Brands were created or changed: score them in every ranking at once, or, for many, let every
 * ranking be computed again in the background.
 */
export async function catalogueChanged(sponsorIds: readonly number[]): Promise<void> {
  if (sponsorIds.length > RESCORE_LIMIT) await markRankingsStale();
  else await rescoreSponsors(sponsorIds);
}
