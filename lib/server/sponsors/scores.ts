import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, sponsorMatchScores } from "@/lib/server/db/schema";
import { compileContext } from "@/lib/server/matching/compile-context";
import { compileSponsors, sponsorAt } from "@/lib/server/matching/compile-sponsors";
import { explain } from "@/lib/server/matching/score";
import type { MatchSponsor } from "@/lib/server/matching/types";
import type { ResolvedContext } from "./context";
import { matchSponsorColumns, profileOf } from "./serialize";

/** Event scores include lead time, which moves with the calendar: recompute them daily. */
const EVENT_SCORE_MAX_AGE_MS = 24 * 3_600_000;
const INSERT_BATCH = 500;

const scopeOf = (context: ResolvedContext) =>
  and(
    eq(sponsorMatchScores.contextType, context.type),
    eq(sponsorMatchScores.contextId, context.id),
  );

/**
 * Make sure every sponsor has a stored score for this context: sponsors without one (new, or
 * changed since) are scored now, with their reasons. Scores are stored so that lists can be
 * sorted and paged by match in SQL.
 */
export async function ensureScores(context: ResolvedContext, now = new Date()): Promise<number> {
  const db = getDb();
  const staleBefore =
    context.type === "specific-event"
      ? new Date(now.getTime() - EVENT_SCORE_MAX_AGE_MS)
      : new Date(0);
  const rows = await db
    .select(matchSponsorColumns)
    .from(sponsorBrands)
    .leftJoin(
      sponsorMatchScores,
      and(eq(sponsorMatchScores.sponsorBrandId, sponsorBrands.id), scopeOf(context)),
    )
    .where(
      or(isNull(sponsorMatchScores.sponsorBrandId), lt(sponsorMatchScores.computedAt, staleBefore)),
    );
  if (rows.length === 0) return 0;

  const sponsors: MatchSponsor[] = rows.map((row) => {
    return {
      id: row.id,
      name: row.name,
      industry: row.industry,
      profile: profileOf(row),
    };
  });
  const compiled = compileSponsors(sponsors);
  const engineContext = compileContext(context.engine, { now });
  const values = sponsors.map((_, index) => {
    const result = explain(sponsorAt(compiled, index), engineContext);
    return {
      sponsorBrandId: result.sponsorId,
      contextType: context.type,
      contextId: context.id,
      matchPercentage: result.matchPercentage,
      audienceMatch: result.audienceMatch,
      valueMatch: result.valueMatch,
      brandValueMatch: result.brandValueMatch,
      confidence: result.confidence,
      reasons: result.reasons,
      computedAt: now,
    };
  });
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    await db
      .insert(sponsorMatchScores)
      .values(values.slice(start, start + INSERT_BATCH))
      .onConflictDoUpdate({
        target: [
          sponsorMatchScores.sponsorBrandId,
          sponsorMatchScores.contextType,
          sponsorMatchScores.contextId,
        ],
        set: {
          matchPercentage: sql`excluded.match_percentage`,
          audienceMatch: sql`excluded.audience_match`,
          valueMatch: sql`excluded.value_match`,
          brandValueMatch: sql`excluded.brand_value_match`,
          confidence: sql`excluded.confidence`,
          reasons: sql`excluded.reasons`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
  return values.length;
}

/** 'Refresh Sponsors': score every sponsor for this context again. */
export async function refreshScores(context: ResolvedContext, now = new Date()): Promise<number> {
  await getDb().delete(sponsorMatchScores).where(scopeOf(context));
  return ensureScores(context, now);
}

/** A sponsor's profile changed: its stored scores are dropped and recomputed on next use. */
export async function forgetSponsorScores(sponsorBrandId: number): Promise<void> {
  await getDb()
    .delete(sponsorMatchScores)
    .where(eq(sponsorMatchScores.sponsorBrandId, sponsorBrandId));
}

/** An event's place or dates changed: its scores are recomputed on next use. */
export async function forgetEventScores(specificEventId: number): Promise<void> {
  await getDb()
    .delete(sponsorMatchScores)
    .where(
      and(
        eq(sponsorMatchScores.contextType, "specific-event"),
        eq(sponsorMatchScores.contextId, specificEventId),
      ),
    );
}
