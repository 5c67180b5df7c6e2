import "server-only";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { likePattern } from "@/lib/server/db/like";
import { sponsorBrands, sponsorMatchScores, userFavorites } from "@/lib/server/db/schema";
import { badRequest, notFound } from "@/lib/server/http/errors";
import { BUDGET_BAND_RANGES_USD } from "@/lib/shared/profile";
import type {
  DiscoveryResult,
  MatchReasonView,
  SponsorBrandDetail,
  SponsorBrandSummary,
  SponsorListQuery,
} from "@/lib/shared/schemas/sponsor";
import { resolveContext, type ResolvedContext } from "./context";
import { ensureScores, refreshScores, storedReasons } from "./scores";
import { catalogueFactsOf, profileOf, toSponsorMatch, toSponsorSummary } from "./serialize";

const scoreJoin = (context: ResolvedContext | null) =>
  and(
    eq(sponsorMatchScores.sponsorBrandId, sponsorBrands.id),
    eq(sponsorMatchScores.contextType, context?.type ?? "none"),
    eq(sponsorMatchScores.contextId, context?.id ?? 0),
  );

export const SPONSOR_BRAND_NOT_FOUND = "Sponsor brand not found";

/** SQL: whether this user follows the sponsor brand of the row (for selects over sponsor_brands). */
export const followedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${userFavorites} where ${userFavorites.userId} = ${userId} and ${userFavorites.sponsorBrandId} = ${sponsorBrands.id})`;

/** The stored sponsor brand, or the 404 every sponsor route answers for a missing one. */
export async function getSponsorBrandOrThrow(
  id: number,
  db: Db | Tx = getDb(),
): Promise<typeof sponsorBrands.$inferSelect> {
  const [row] = await db.select().from(sponsorBrands).where(eq(sponsorBrands.id, id)).limit(1);
  if (!row) throw notFound(SPONSOR_BRAND_NOT_FOUND);
  return row;
}

/**
 * One page of sponsor brands for a context, sorted, searched and paged in SQL (the catalogue can
 * hold many thousands). Search covers name, industry and overview.
 */
export async function listSponsorBrands(
  query: SponsorListQuery,
  userId: number,
): Promise<{ items: SponsorBrandSummary[]; total: number; page: number; pageSize: number }> {
  const context = await resolveContext(query);
  if (context) await ensureScores(context);
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(sponsorBrands.name, pattern),
        ilike(sponsorBrands.industry, pattern),
        ilike(sponsorBrands.overview, pattern),
      )!,
    );
  }
  if (query.industry) filters.push(eq(sponsorBrands.industry, query.industry));

  const direction =
    query.order ?? (query.sort === "name" || query.sort === "industry" ? "asc" : "desc");
  const by = direction === "asc" ? asc : desc;
  const order = {
    match: [
      by(sql`coalesce(${sponsorMatchScores.matchPercentage}, -1)`),
      asc(sql`lower(${sponsorBrands.name})`),
    ],
    name: [by(sql`lower(${sponsorBrands.name})`)],
    industry: [
      by(sql`lower(coalesce(${sponsorBrands.industry}, ''))`),
      asc(sql`lower(${sponsorBrands.name})`),
    ],
    recent: [by(sponsorBrands.createdAt), asc(sql`lower(${sponsorBrands.name})`)],
  }[query.sort];

  const rows = await getDb()
    .select({
      sponsor: sponsorBrands,
      score: sponsorMatchScores,
      isFollowed: followedBy(userId),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sponsorBrands)
    .leftJoin(sponsorMatchScores, scoreJoin(context))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(...order, asc(sponsorBrands.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => toSponsorSummary(row.sponsor, row.score, row.isFollowed)),
    total: rows[0]?.total ?? (query.page > 1 ? await countSponsors(filters) : 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function countSponsors(filters: SQL[]): Promise<number> {
  const [row] = await getDb()
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(sponsorBrands)
    .where(filters.length ? and(...filters) : undefined);
  return row?.total ?? 0;
}

/** One sponsor with its full profile and, for a context, the match with its reasons. */
export async function getSponsorBrandDetail(
  id: number,
  query: { eventBrandId?: number; specificEventId?: number },
  userId: number,
): Promise<SponsorBrandDetail> {
  const context = await resolveContext(query);
  if (context) await ensureScores(context);
  const [row] = await getDb()
    .select({ sponsor: sponsorBrands, score: sponsorMatchScores, isFollowed: followedBy(userId) })
    .from(sponsorBrands)
    .leftJoin(sponsorMatchScores, scoreJoin(context))
    .where(eq(sponsorBrands.id, id))
    .limit(1);
  if (!row) throw notFound(SPONSOR_BRAND_NOT_FOUND);
  const summary = toSponsorSummary(row.sponsor, row.score, row.isFollowed);
  const profile = profileOf(row.sponsor);
  const data = row.sponsor.data;
  return {
    ...summary,
    catalogue: catalogueFactsOf(row.sponsor),
    profile,
    budgetBandLabel: profile ? BUDGET_BAND_RANGES_USD[profile.budgetBand].label : null,
    matchDetail:
      context && row.score && summary.match
        ? {
            ...summary.match,
            confidence: row.score.confidence === "low" ? "low" : "high",
            reasons: (await storedReasons(context, row.sponsor, row.score)) as MatchReasonView[],
            context: context.view,
          }
        : null,
    deepResearch: data.deepResearch ?? null,
    customLogoUrl: (data.customLogoUrl as string | undefined) ?? null,
    createdBy: row.sponsor.createdBy,
  };
}

/**
 * Sponsor discovery for an event brand or a specific event: every sponsor with its scores,
 * best match first. The page filters, sorts and tabs them in the browser.
 */
export async function discoverSponsors(
  query: { eventBrandId?: number; specificEventId?: number },
  { limit = 1000, refresh = false }: { limit?: number; refresh?: boolean } = {},
): Promise<DiscoveryResult> {
  const context = await resolveContext(query);
  if (!context) throw badRequest("Choose an event brand or a specific event");
  // 'Refresh Sponsors' scores every sponsor again; otherwise only missing or stale scores.
  await (refresh ? refreshScores(context) : ensureScores(context));
  const rows = await getDb()
    .select({ sponsor: sponsorBrands, score: sponsorMatchScores })
    .from(sponsorBrands)
    .innerJoin(sponsorMatchScores, scoreJoin(context))
    .orderBy(desc(sponsorMatchScores.matchPercentage), asc(sql`lower(${sponsorBrands.name})`))
    .limit(limit);
  const computedAt = rows.reduce(
    (latest, row) => Math.max(latest, row.score.computedAt.getTime()),
    0,
  );
  return {
    context: context.view,
    sponsors: rows.map((row) => toSponsorMatch(row.sponsor, row.score)),
    computedAt: new Date(computedAt || Date.now()).toISOString(),
  };
}
