import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { userFavorites } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { notify } from "./notify";

/**
 * New stories were stored for a company: everyone watching it hears of them, one notification
 * per user and batch ("5 new stories about Nike"), leading to the dashboard's What's New. Never
 * throws: a notification that cannot be written is logged and the news stays stored.
 */
export async function notifyWatchersOfNews(
  company: { id: number; name: string },
  stories: ReadonlyArray<{ id: number; title: string | null }>,
): Promise<void> {
  if (stories.length === 0) return;
  try {
    const watchers = await getDb()
      .select({ userId: userFavorites.userId })
      .from(userFavorites)
      .where(eq(userFavorites.sponsorBrandId, company.id));
    const count = stories.length;
    const newest = Math.max(...stories.map((story) => story.id));
    const titles = stories.map((story) => story.title?.trim()).filter(Boolean);
    for (const { userId } of watchers) {
      await notify(userId, {
        kind: "watchlist.news",
        title:
          count === 1
            ? `New story about ${company.name}`
            : `${count} new stories about ${company.name}`,
        body: titles.slice(0, 3).join(" · ") || null,
        href: "/",
        subjectKey: `news:${company.id}:${newest}`,
      }).catch((error: unknown) =>
        logger.warn("news notification could not be written", {
          sponsorBrandId: company.id,
          userId,
          error,
        }),
      );
    }
  } catch (error) {
    logger.warn("news notifications could not be written", { sponsorBrandId: company.id, error });
  }
}
