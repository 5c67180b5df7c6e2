import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getAiProvider } from "@/lib/server/ai/provider";
import type { NewsInput } from "@/lib/server/ai/types";
import { getDb } from "@/lib/server/db/client";
import { watchlistNews } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { profileOf } from "@/lib/server/sponsors/serialize";

export interface NewsCompany {
  id: number;
  name: string;
  industry: string | null;
  profile: unknown;
}

/** The company as the AI layer reads it (a profile that no longer validates counts as none). */
export function toNewsCompany(company: NewsCompany): NewsInput["company"] {
  return {
    name: company.name,
    industry: company.industry,
    profile: profileOf(company),
  };
}

/**
 * Ask the AI layer for the sponsorship implications and recent deals of up to `limit` feed items
 * of a company that have none yet, newest first. A failed item is logged and left for the next
 * refresh; it never stops the others. Answers how many were assessed.
 */
export async function assessPendingNews(company: NewsCompany, limit: number): Promise<number> {
  if (limit <= 0) return 0;
  const db = getDb();
  const pending = await db
    .select({
      id: watchlistNews.id,
      title: watchlistNews.title,
      latestNews: watchlistNews.latestNews,
      newsDate: watchlistNews.newsDate,
    })
    .from(watchlistNews)
    .where(
      and(
        eq(watchlistNews.sponsorBrandId, company.id),
        eq(watchlistNews.isSample, false),
        isNull(watchlistNews.sponsorshipImplications),
      ),
    )
    .orderBy(sql`${watchlistNews.newsDate} desc nulls last`, desc(watchlistNews.id))
    .limit(limit);
  const provider = getAiProvider();
  const subject = toNewsCompany(company);
  let assessed = 0;
  for (const item of pending) {
    try {
      const result = await provider.assessNews({
        company: subject,
        headline: item.title ?? item.latestNews,
        summary: item.title && item.latestNews !== item.title ? item.latestNews : null,
        publishedAt: item.newsDate?.toISOString() ?? null,
      });
      await db
        .update(watchlistNews)
        .set({
          sponsorshipImplications: result.data.sponsorshipImplications,
          recentDeals: result.data.recentDeals,
          aiProvider: result.provider,
        })
        .where(eq(watchlistNews.id, item.id));
      assessed += 1;
    } catch (error) {
      logger.warn("news item assessment failed", {
        sponsorBrandId: company.id,
        newsId: item.id,
        error,
      });
    }
  }
  return assessed;
}
