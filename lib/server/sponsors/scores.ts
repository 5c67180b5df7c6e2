import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, sponsorMatchScores } from "@/lib/server/db/schema";
import { compileContext } from "@/lib/server/matching/compile-context";
import { compileSponsors, sponsorAt } from "@/lib/server/matching/compile-sponsors";
import { explain, scoreCompiled } from "@/lib/server/matching/score";
import type { MatchReason, MatchSponsor } from "@/lib/server/matching/types";
import type { ResolvedContext } from "./context";
import { matchSponsorColumns, profileOf } from "./serialize";

/** Event scores include lead time, which moves with the calendar: recompute them daily. */
const EVENT_SCORE_MAX_AGE_MS = 24 * 3_600_000;
const INSERT_BATCH = 5_000;

const scopeOf = (context: ResolvedContext) =>
  and(
    eq(sponsorMatchScores.contextType, context.type),
    eq(sponsorMatchScores.contextId, context.id),
  );

/**
 * Make sure every sponsor has a stored score for this context: sponsors without one (new, or
 * changed since) are scored now. Scores are stored so that lists can be sorted and paged by match
 * in SQL. Reasons are not built here (for 26,000 reference companies that would double the first
 * visit): they are stored empty and built by `storedReasons` when a sponsor's detail is opened.
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
  const n = sponsors.length;
  const ids = new Array<number>(n);
  const match = new Array<number>(n);
  const audience = new Array<number>(n);
  const value = new Array<number>(n);
  const brand = new Array<number>(n);
  const confidence = new Array<string>(n);
  for (let index = 0; index < n; index++) {
    const result = scoreCompiled(sponsorAt(compiled, index), engineContext);
    ids[index] = sponsors[index]!.id;
    match[index] = result.matchPercentage;
    audience[index] = result.audienceMatch;
    value[index] = result.valueMatch;
    brand[index] = result.brandValueMatch;
    confidence[index] =
      compiled.hasProfile[index] === 1 && engineContext.hasProfile ? "high" : "low";
  }
  // Column arrays through unnest: one statement per 5,000 scores instead of 10 parameters a row.
  for (let start = 0; start < n; start += INSERT_BATCH) {
    // A Postgres array literal as one text parameter (Drizzle spreads a JS array into a list).
    const part = (column: (number | string)[]) =>
      `{${column.slice(start, start + INSERT_BATCH).join(",")}}`;
    await db.execute(sql`
      insert into ${sponsorMatchScores} (sponsor_brand_id, context_type, context_id,
        match_percentage, audience_match, value_match, brand_value_match, confidence, reasons,
        computed_at)
      select u.id, ${context.type}, ${context.id}, u.m, u.a, u.v, u.b, u.c, '[]'::jsonb,
        ${now.toISOString()}::timestamptz
      from unnest(${part(ids)}::int[], ${part(match)}::smallint[], ${part(audience)}::smallint[],
        ${part(value)}::smallint[], ${part(brand)}::smallint[], ${part(confidence)}::varchar[])
        as u(id, m, a, v, b, c)
      on conflict (sponsor_brand_id, context_type, context_id) do update set
        match_percentage = excluded.match_percentage, audience_match = excluded.audience_match,
        value_match = excluded.value_match, brand_value_match = excluded.brand_value_match,
        confidence = excluded.confidence, reasons = excluded.reasons,
        computed_at = excluded.computed_at`);
  }
  return n;
}

/**
 * The reasons of a stored score, built (as of the moment the score was computed, so they explain
 * exactly the stored numbers) and stored on first use.
 */
export async function storedReasons(
  context: ResolvedContext,
  sponsor: Parameters<typeof profileOf>[0] & { id: number; name: string; industry: string | null },
  score: { reasons: unknown[]; computedAt: Date },
): Promise<MatchReason[]> {
  if (score.reasons.length > 0) return score.reasons as MatchReason[];
  const engineContext = compileContext(context.engine, { now: score.computedAt });
  const compiled = compileSponsors([
    { id: sponsor.id, name: sponsor.name, industry: sponsor.industry, profile: profileOf(sponsor) },
  ]);
  const { reasons } = explain(sponsorAt(compiled, 0), engineContext);
  await getDb()
    .update(sponsorMatchScores)
    .set({ reasons })
    .where(and(eq(sponsorMatchScores.sponsorBrandId, sponsor.id), scopeOf(context)));
  return reasons;
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
