import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { sponsorBrands, sponsorMatchScores, userFavorites } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import type { FavoriteView, SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";
import { getSponsorBrandOrThrow } from "./queries";
import { rankedContext } from "./ranking";
import { toSponsorSummary } from "./serialize";

/** Follow a brand (the watchlist). Following twice keeps one entry. */
export async function followSponsor(
  userId: number,
  sponsorBrandId: number,
  notes?: string | null,
): Promise<SponsorBrandSummary> {
  const sponsor = await getSponsorBrandOrThrow(sponsorBrandId);
  await getDb()
    .insert(userFavorites)
    .values({ userId, sponsorBrandId, notes: notes ?? null })
    .onConflictDoNothing();
  return toSponsorSummary(sponsor, null, true);
}

const NOT_ON_WATCHLIST = "This brand is not on your watchlist";

/** Set (or, with null or blank, clear) the user's note on a followed brand; answers the note. */
export async function setFavoriteNotes(
  userId: number,
  sponsorBrandId: number,
  notes: string | null,
): Promise<{ sponsorBrandId: number; notes: string | null }> {
  const [row] = await getDb()
    .update(userFavorites)
    .set({ notes: notes || null })
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.sponsorBrandId, sponsorBrandId)))
    .returning({ sponsorBrandId: userFavorites.sponsorBrandId, notes: userFavorites.notes });
  if (!row) throw notFound(NOT_ON_WATCHLIST);
  return row;
}

export async function unfollowSponsor(userId: number, sponsorBrandId: number): Promise<void> {
  const removed = await getDb()
    .delete(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.sponsorBrandId, sponsorBrandId)))
    .returning({ id: userFavorites.id });
  if (removed.length === 0) throw notFound(NOT_ON_WATCHLIST);
}

/** The user's watchlist, newest first, with each brand's match for the given brand context. */
export async function listFavorites(
  userId: number,
  eventBrandId?: number,
): Promise<FavoriteView[]> {
  const context = await rankedContext({ eventBrandId });
  const rows = await getDb()
    .select({ sponsor: sponsorBrands, score: sponsorMatchScores, favorite: userFavorites })
    .from(userFavorites)
    .innerJoin(sponsorBrands, eq(sponsorBrands.id, userFavorites.sponsorBrandId))
    .leftJoin(
      sponsorMatchScores,
      and(
        eq(sponsorMatchScores.sponsorBrandId, sponsorBrands.id),
        eq(sponsorMatchScores.contextType, "event-brand"),
        eq(sponsorMatchScores.contextId, context?.id ?? 0),
      ),
    )
    .where(eq(userFavorites.userId, userId))
    .orderBy(desc(userFavorites.createdAt), asc(sql`lower(${sponsorBrands.name})`));
  return rows.map((row) => ({
    ...toSponsorSummary(row.sponsor, row.score, true),
    followedAt: row.favorite.createdAt.toISOString(),
    notes: row.favorite.notes,
  }));
}
