import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { userFavorites, watchlistNews } from "@/lib/server/db/schema";
import { getEventBrandOrThrow } from "@/lib/server/event-brands/queries";
import { NEWS_DEFAULT_LIMIT, type WatchlistNewsItem } from "@/lib/shared/schemas/news";
import { NEWS_WINDOW_DAYS, readNewsFeedTemplate } from "./config";
import { listStaleCompanies } from "./freshness";
import { refreshCompaniesNews, type RefreshManyOptions } from "./refresh";
import { DAY_MS } from "@/lib/shared/dates";

export interface ListWatchlistNewsOptions {
  /** The dashboard's context; checked to exist. The items are the same for every context. */
  eventBrandId?: number;
  limit?: number;
  /** Overrides of the refresh limits (tests). */
  refresh?: RefreshManyOptions;
}

/**
 * News on the companies a user follows, newest first (undated items last). With a feed template
 * configured, the stale companies' feeds are read first within a time budget, and only feed items
 * of the last NEWS_WINDOW_DAYS are answered. Without one (the offline default), only the seeded
 * sample items are answered, each flagged `isSample`.
 */
export async function listWatchlistNews(
  userId: number,
  options: ListWatchlistNewsOptions = {},
): Promise<WatchlistNewsItem[]> {
  if (options.eventBrandId !== undefined) await getEventBrandOrThrow(options.eventBrandId);
  const followed = await listFollowedIds(userId);
  if (followed.length === 0) return [];

  const live = readNewsFeedTemplate() !== null;
  if (live) await refreshCompaniesNews(await listStaleCompanies(followed), options.refresh);

  const cutoff = new Date(Date.now() - NEWS_WINDOW_DAYS * DAY_MS);
  const rows = await getDb()
    .select()
    .from(watchlistNews)
    .where(
      and(
        inArray(watchlistNews.sponsorBrandId, followed),
        live
          ? and(
              eq(watchlistNews.isSample, false),
              gte(sql`coalesce(${watchlistNews.newsDate}, ${watchlistNews.createdAt})`, cutoff),
            )
          : eq(watchlistNews.isSample, true),
      ),
    )
    .orderBy(sql`${watchlistNews.newsDate} desc nulls last`, desc(watchlistNews.id))
    .limit(options.limit ?? NEWS_DEFAULT_LIMIT);
  return rows.map(toWatchlistNewsItem);
}

async function listFollowedIds(userId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ sponsorBrandId: userFavorites.sponsorBrandId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId));
  return rows.map((row) => row.sponsorBrandId);
}

function toWatchlistNewsItem(row: typeof watchlistNews.$inferSelect): WatchlistNewsItem {
  return {
    id: row.id,
    sponsorBrandId: row.sponsorBrandId,
    companyName: row.companyName,
    newsDate: row.newsDate?.toISOString() ?? null,
    title: row.title,
    latestNews: row.latestNews,
    sponsorshipImplications: row.sponsorshipImplications,
    recentDeals: row.recentDeals,
    source: row.source,
    url: row.url,
    isSample: row.isSample,
  };
}
