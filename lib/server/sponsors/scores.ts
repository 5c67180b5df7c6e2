import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { arrayLiteral, inIntegers } from "@/lib/server/db/arrays";
import { databaseKind, getDb, type Db, type Tx } from "@/lib/server/db/client";
import { matchRankings, sponsorBrands, sponsorMatchScores } from "@/lib/server/db/schema";
import { compileContext } from "@/lib/server/matching/compile-context";
import { compileSponsors, sponsorAt } from "@/lib/server/matching/compile-sponsors";
import type { CompiledContext } from "@/lib/server/matching/compiled";
import { explain } from "@/lib/server/matching/score";
import * as terms from "@/lib/server/matching/terms";
import type { MatchReason, MatchSponsor } from "@/lib/server/matching/types";
import { nameSortKey } from "@/lib/shared/text";
import { resolveContextRef, type ContextRef, type ResolvedContext } from "./context";
import { matchSponsorColumns, profileOf, rankingProfileOf } from "./serialize";
import { trackRecordsOf, withTrackRecord } from "./track-record";

// Read once at load (see rank.ts): the loop below runs once per sponsor in the catalogue.
const { computeTerms, newTerms } = terms;

/** Sponsors read, scored and written per statement while a whole context is ranked. */
export const RANK_BATCH = 10_000;
/** Event scores include lead time, which moves with the calendar: rank events again daily. */
export const EVENT_RANKING_MAX_AGE_MS = 24 * 3_600_000;

/** A context's stored score of a sponsor, as far as a full ranking compares it. */
type StoredScore = {
  matchPercentage: number;
  audienceMatch: number;
  valueMatch: number;
  brandValueMatch: number;
  confidence: string;
  industry: string | null;
  sortName: string;
  computedAt: Date;
};

type SponsorRow = {
  id: number;
  name: string;
  industry: string | null;
  profile: unknown;
  /** The score stored for the context (null: none); absent when it was not read. */
  stored?: StoredScore | null;
};

/** The stored score columns a full ranking reads beside each sponsor (see `unchanged`). */
const storedScoreColumns = {
  matchPercentage: sponsorMatchScores.matchPercentage,
  audienceMatch: sponsorMatchScores.audienceMatch,
  valueMatch: sponsorMatchScores.valueMatch,
  brandValueMatch: sponsorMatchScores.brandValueMatch,
  confidence: sponsorMatchScores.confidence,
  industry: sponsorMatchScores.industry,
  sortName: sponsorMatchScores.sortName,
  computedAt: sponsorMatchScores.computedAt,
};

/**
 * A full ranking reads profiles as their stored text and parses each distinct one once a batch:
 * estimated profiles repeat (the 26,000 reference companies have about 4,000 distinct ones), and
 * parsing is most of what reading a batch costs in Node. The cache lives for one batch, so memory
 * stays flat whatever the catalogue.
 */
const profileText = sql<string | null>`${sponsorBrands.profile}::text`;

function parseProfiles<Row extends { profile: string | null }>(
  rows: Row[],
): (Omit<Row, "profile"> & { profile: unknown })[] {
  const parsed = new Map<string, unknown>();
  return rows.map((row) => {
    const text = row.profile;
    let profile: unknown = null;
    if (text !== null) {
      profile = parsed.get(text);
      if (profile === undefined) {
        profile = JSON.parse(text) as unknown;
        parsed.set(text, profile);
      }
    }
    return { ...row, profile };
  });
}

/** Beyond this share of the catalogue written, a ranking refreshes the planner's statistics. */
const ANALYZE_SHARE = 0.1;

/** The scope of one context's rows. */
export const scoresOf = (context: ContextRef) =>
  and(
    eq(sponsorMatchScores.contextType, context.type),
    eq(sponsorMatchScores.contextId, context.id),
  );

/** The state row of one context's ranking. */
export const rankingOf = (context: ContextRef) =>
  and(eq(matchRankings.contextType, context.type), eq(matchRankings.contextId, context.id));

/**
 * Serialises everything that writes one context's scores (a full ranking, a sponsor's new score),
 * across processes: a full ranking must not overwrite a score written while it ran.
 */
const lockContext = (tx: Tx, context: ContextRef) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`ranking:${context.type}:${context.id}`}))`,
  );

/**
 * Score these sponsors for one context and write the rows that changed. A row whose numbers,
 * industry and name are unchanged is left alone (a ranking of 500,000 sponsors mostly rewrites
 * nothing), unless it was computed before `rewriteBefore` (event scores age with the calendar).
 * Rows read with their stored score are compared here, so unchanged ones are never sent; the
 * statement compares again for the others. Returns the number of sponsors scored and written.
 */
async function writeScores(
  tx: Db | Tx,
  context: ResolvedContext,
  engine: CompiledContext,
  rows: readonly SponsorRow[],
  now: Date,
  rewriteBefore: Date,
): Promise<{ scored: number; written: number }> {
  const n = rows.length;
  if (n === 0) return { scored: 0, written: 0 };
  const records = await trackRecordsOf(
    rows.map((row) => row.id),
    tx,
  );
  const sponsors: MatchSponsor[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    industry: row.industry,
    profile: withTrackRecord(rankingProfileOf(row), records.get(row.id)),
  }));
  const compiled = compileSponsors(sponsors);
  const t = newTerms();
  const ids: number[] = [];
  const match: number[] = [];
  const audience: number[] = [];
  const value: number[] = [];
  const brand: number[] = [];
  const confidence: string[] = [];
  const industry: (string | null)[] = [];
  const sortName: string[] = [];
  for (let i = 0; i < n; i++) {
    computeTerms(compiled, i, engine, t);
    const row = rows[i]!;
    const level = compiled.hasProfile[i] === 1 && engine.hasProfile ? "high" : "low";
    const key = nameSortKey(row.name);
    const stored = row.stored;
    if (
      stored &&
      stored.computedAt >= rewriteBefore &&
      stored.matchPercentage === t.matchPercentage &&
      stored.audienceMatch === t.audienceMatch &&
      stored.valueMatch === t.valueMatch &&
      stored.brandValueMatch === t.brandValueMatch &&
      stored.confidence === level &&
      stored.industry === row.industry &&
      stored.sortName === key
    )
      continue;
    ids.push(row.id);
    match.push(t.matchPercentage);
    audience.push(t.audienceMatch);
    value.push(t.valueMatch);
    brand.push(t.brandValueMatch);
    confidence.push(level);
    industry.push(row.industry);
    sortName.push(key);
  }
  if (ids.length === 0) return { scored: n, written: 0 };
  // Column arrays through unnest: one statement for the whole batch instead of 12 parameters a row.
  await tx.execute(sql`
    insert into ${sponsorMatchScores} (sponsor_brand_id, context_type, context_id,
      match_percentage, audience_match, value_match, brand_value_match, confidence, reasons,
      computed_at, industry, sort_name)
    select u.id, ${context.type}, ${context.id}, u.m, u.a, u.v, u.b, u.c, '[]'::jsonb,
      ${now.toISOString()}::timestamptz, u.i, u.s
    from unnest(${arrayLiteral(ids)}::int[], ${arrayLiteral(match)}::smallint[],
      ${arrayLiteral(audience)}::smallint[], ${arrayLiteral(value)}::smallint[],
      ${arrayLiteral(brand)}::smallint[], ${arrayLiteral(confidence)}::varchar[],
      ${arrayLiteral(industry)}::varchar[], ${arrayLiteral(sortName)}::varchar[])
      as u(id, m, a, v, b, c, i, s)
    on conflict (sponsor_brand_id, context_type, context_id) do update set
      match_percentage = excluded.match_percentage, audience_match = excluded.audience_match,
      value_match = excluded.value_match, brand_value_match = excluded.brand_value_match,
      confidence = excluded.confidence, reasons = excluded.reasons,
      computed_at = excluded.computed_at, industry = excluded.industry,
      sort_name = excluded.sort_name
    where (${sponsorMatchScores.matchPercentage}, ${sponsorMatchScores.audienceMatch},
        ${sponsorMatchScores.valueMatch}, ${sponsorMatchScores.brandValueMatch},
        ${sponsorMatchScores.confidence}, ${sponsorMatchScores.industry},
        ${sponsorMatchScores.sortName})
      is distinct from (excluded.match_percentage, excluded.audience_match, excluded.value_match,
        excluded.brand_value_match, excluded.confidence, excluded.industry, excluded.sort_name)
      or ${sponsorMatchScores.computedAt} < ${rewriteBefore.toISOString()}::timestamptz`);
  return { scored: n, written: ids.length };
}

/** When rows of this context must be rewritten even if their numbers did not move. */
const rewriteBeforeOf = (context: ContextRef, now: Date) =>
  context.type === "specific-event"
    ? new Date(now.getTime() - EVENT_RANKING_MAX_AGE_MS)
    : new Date(0);

/**
 * Rank a whole context: every sponsor of the catalogue scored and written, in one transaction so
 * that readers keep the previous ranking until the new one is complete. Sponsors are read in
 * batches by id, so memory stays flat whatever the catalogue's size. Returns the sponsors ranked.
 */
export async function rankContext(
  context: ResolvedContext,
  {
    now = new Date(),
    onProgress,
  }: { now?: Date; onProgress?: (done: number, total: number) => Promise<void> } = {},
): Promise<number> {
  const engine = compileContext(context.engine, { now });
  const rewriteBefore = rewriteBeforeOf(context, now);
  // On PostgreSQL the next batch is read on another connection while this one is written, so the
  // database and the scoring overlap. The embedded database has one connection, held by the
  // transaction: it reads inside it, one batch after the other.
  const overlap = databaseKind() === "postgres";
  const done = await getDb().transaction(async (tx) => {
    await lockContext(tx, context);
    const reader: Db | Tx = overlap ? getDb() : tx;
    // Each sponsor comes with its stored score, so that unchanged rows are never sent back.
    const readAfter = (after: number): Promise<SponsorRow[]> =>
      reader
        .select({ ...matchSponsorColumns, profile: profileText, stored: storedScoreColumns })
        .from(sponsorBrands)
        .leftJoin(
          sponsorMatchScores,
          // The bound on the score's id too: the join then starts at the batch instead of
          // reading every score before it (a cost that grew with the square of the catalogue).
          and(
            eq(sponsorMatchScores.sponsorBrandId, sponsorBrands.id),
            scoresOf(context),
            gt(sponsorMatchScores.sponsorBrandId, after),
          ),
        )
        .where(gt(sponsorBrands.id, after))
        .orderBy(asc(sponsorBrands.id))
        .limit(RANK_BATCH)
        .then(parseProfiles);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(sponsorBrands);
    let scored = 0;
    let written = 0;
    let rows = await readAfter(0);
    while (rows.length > 0) {
      const last = rows[rows.length - 1]!.id;
      const next = rows.length < RANK_BATCH ? Promise.resolve([]) : readAfter(last);
      // Read errors surface when awaited; until then nothing must reject unobserved.
      next.catch(() => undefined);
      const batch = await writeScores(tx, context, engine, rows, now, rewriteBefore);
      scored += batch.scored;
      written += batch.written;
      await onProgress?.(scored, Math.max(total, scored));
      rows = await next;
    }
    await tx
      .insert(matchRankings)
      .values({
        contextType: context.type,
        contextId: context.id,
        status: "ready",
        progress: 100,
        sponsorCount: scored,
        rankedAt: now,
      })
      .onConflictDoUpdate({
        target: [matchRankings.contextType, matchRankings.contextId],
        // A bulk change that arrived while this run read the catalogue calls for another run.
        set: {
          status: sql`case when ${matchRankings.status} = 'stale' then 'stale' else 'ready' end`,
          progress: 100,
          sponsorCount: scored,
          rankedAt: now,
          startedAt: null,
        },
      });
    return { scored, written };
  });
  // A ranking that rewrote many rows at once: fresh statistics keep the planner on the ranking
  // indexes (autovacuum would get there, minutes later). One that changed little needs none.
  if (done.written > done.scored * ANALYZE_SHARE || done.scored === 0)
    await getDb().execute(sql`analyze sponsor_match_scores`);
  return done.scored;
}

/** Score these sponsors for one context now (a sponsor the context's ranking lacks). */
export async function scoreSponsorsIn(
  context: ResolvedContext,
  sponsorIds: readonly number[],
  now = new Date(),
): Promise<void> {
  const rows: SponsorRow[] = await getDb()
    .select(matchSponsorColumns)
    .from(sponsorBrands)
    .where(inIntegers(sponsorBrands.id, sponsorIds));
  await writeLocked(context, rows, now);
}

async function writeLocked(context: ResolvedContext, rows: readonly SponsorRow[], now: Date) {
  const engine = compileContext(context.engine, { now });
  await getDb().transaction(async (tx) => {
    await lockContext(tx, context);
    await writeScores(tx, context, engine, rows, now, now);
  });
}

/**
 * Score these sponsors (new, or with a changed name, industry or profile) in every context that
 * has a ranking, so lists show them at once without ranking whole contexts again.
 */
export async function rescoreSponsors(sponsorIds: readonly number[], now = new Date()) {
  if (sponsorIds.length === 0) return;
  const db = getDb();
  const refs = await db
    .select({ type: matchRankings.contextType, id: matchRankings.contextId })
    .from(matchRankings);
  const contexts: ResolvedContext[] = [];
  for (const ref of refs as ContextRef[]) {
    const context = await resolveContextRef(ref);
    if (context) contexts.push(context);
    else await forgetContext(ref);
  }
  for (let start = 0; start < sponsorIds.length; start += RANK_BATCH) {
    const rows: SponsorRow[] = await db
      .select(matchSponsorColumns)
      .from(sponsorBrands)
      .where(inIntegers(sponsorBrands.id, sponsorIds.slice(start, start + RANK_BATCH)));
    for (const context of contexts) await writeLocked(context, rows, now);
  }
}

/** A context that no longer exists (a deleted event): its ranking goes. */
export async function forgetContext(context: ContextRef): Promise<void> {
  const db = getDb();
  await db.delete(sponsorMatchScores).where(scoresOf(context));
  await db.delete(matchRankings).where(rankingOf(context));
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
  const record = (await trackRecordsOf([sponsor.id])).get(sponsor.id);
  const compiled = compileSponsors([
    {
      id: sponsor.id,
      name: sponsor.name,
      industry: sponsor.industry,
      profile: withTrackRecord(profileOf(sponsor), record),
    },
  ]);
  const { reasons } = explain(sponsorAt(compiled, 0), engineContext);
  await getDb()
    .update(sponsorMatchScores)
    .set({ reasons })
    .where(and(eq(sponsorMatchScores.sponsorBrandId, sponsor.id), scoresOf(context)));
  return reasons;
}
