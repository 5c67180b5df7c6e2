import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { publish } from "@/lib/server/events/bus";
import { sponsorBrands, watchlistNews } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { matchSponsorColumns } from "@/lib/server/sponsors/serialize";
import { assessPendingNews, type NewsCompany } from "./assess";
import {
  NEWS_ASSESS_PER_REFRESH,
  NEWS_REFRESH_BUDGET_MS,
  NEWS_REFRESH_CONCURRENCY,
  NEWS_WINDOW_DAYS,
  readNewsFeedTemplate,
} from "./config";
import { FeedError } from "./feed-error";
import { buildCompanyQuery, buildFeedUrl, readFeed, type FetchFeedOptions } from "./feeds";
import { recordFeedRead } from "./freshness";
import type { FeedItem } from "./normalize-items";
import { DAY_MS } from "@/lib/shared/dates";

export interface RefreshOptions extends FetchFeedOptions {
  /** Items sent to the AI layer per company (default NEWS_ASSESS_PER_REFRESH). */
  assessLimit?: number;
}

export type RefreshOutcome =
  | { sponsorBrandId: number; status: "ok"; read: number; stored: number; assessed: number }
  | { sponsorBrandId: number; status: "failed"; error: string }
  | { sponsorBrandId: number; status: "skipped"; reason: string };

/** Refreshes under way in this process, so that two requests never read one feed twice at once. */
const inFlight = new Map<number, Promise<RefreshOutcome>>();

/**
 * Read one company's feed and store the items of the last NEWS_WINDOW_DAYS it does not have yet
 * (one row per sponsor and item identity), then have the AI layer assess a few items. Never
 * throws: a failure is logged and answered as `status: "failed"` with a clear message.
 */
export function refreshCompanyNews(
  sponsorBrandId: number,
  options: RefreshOptions = {},
): Promise<RefreshOutcome> {
  const running = inFlight.get(sponsorBrandId);
  if (running) return running;
  const refresh = runRefresh(sponsorBrandId, options).finally(() =>
    inFlight.delete(sponsorBrandId),
  );
  inFlight.set(sponsorBrandId, refresh);
  return refresh;
}

/** Wait until every refresh started in this process has ended (tests, graceful shutdown). */
export async function waitForNewsRefreshes(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
}

async function runRefresh(
  sponsorBrandId: number,
  options: RefreshOptions,
): Promise<RefreshOutcome> {
  const template = readNewsFeedTemplate();
  if (!template) return { sponsorBrandId, status: "skipped", reason: "No news feed configured." };
  try {
    const company = await loadCompany(sponsorBrandId);
    if (!company) return { sponsorBrandId, status: "skipped", reason: "Sponsor brand not found." };
    const url = buildFeedUrl(template, buildCompanyQuery(company.name));
    const items = await readFeed(url, options);
    const stored = await storeItems(company, keepRecent(items, new Date()));
    await pruneOldItems(sponsorBrandId, new Date());
    recordFeedRead(sponsorBrandId, true);
    const assessed = await assessPendingNews(
      company,
      options.assessLimit ?? NEWS_ASSESS_PER_REFRESH,
    );
    return { sponsorBrandId, status: "ok", read: items.length, stored, assessed };
  } catch (error) {
    recordFeedRead(sponsorBrandId, false);
    const message =
      error instanceof FeedError ? error.message : "The news could not be stored; see the log.";
    logger.warn("news refresh failed", { sponsorBrandId, reason: message, error });
    return { sponsorBrandId, status: "failed", error: message };
  }
}

async function loadCompany(sponsorBrandId: number): Promise<NewsCompany | undefined> {
  const [company] = await getDb()
    .select(matchSponsorColumns)
    .from(sponsorBrands)
    .where(eq(sponsorBrands.id, sponsorBrandId));
  return company;
}

/** Items of the window; undated items are kept (their age is counted from when they are stored). */
function keepRecent(items: FeedItem[], now: Date): FeedItem[] {
  const cutoff = now.getTime() - NEWS_WINDOW_DAYS * DAY_MS;
  return items.filter((item) => item.publishedAt === null || item.publishedAt.getTime() >= cutoff);
}

/** Insert the items the company does not have yet; answers how many were new. */
async function storeItems(company: NewsCompany, items: FeedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const inserted = await getDb()
    .insert(watchlistNews)
    .values(
      items.map((item) => ({
        sponsorBrandId: company.id,
        companyName: company.name.slice(0, 255),
        externalId: item.externalId,
        title: item.title,
        url: item.url,
        newsDate: item.publishedAt,
        latestNews: item.summary ?? item.title ?? "",
        source: item.source,
        isSample: false,
      })),
    )
    .onConflictDoNothing({ target: [watchlistNews.sponsorBrandId, watchlistNews.externalId] })
    .returning({ id: watchlistNews.id, title: watchlistNews.title });
  if (inserted.length > 0) {
    await publish({
      name: "watchlist.news",
      data: { company: { id: company.id, name: company.name }, stories: inserted },
    });
  }
  return inserted.length;
}

/** Feed items that have left the window are deleted; sample items stay. */
async function pruneOldItems(sponsorBrandId: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - NEWS_WINDOW_DAYS * DAY_MS);
  await getDb()
    .delete(watchlistNews)
    .where(
      and(
        eq(watchlistNews.sponsorBrandId, sponsorBrandId),
        eq(watchlistNews.isSample, false),
        lt(sql`coalesce(${watchlistNews.newsDate}, ${watchlistNews.createdAt})`, cutoff),
      ),
    );
}

export interface RefreshManyOptions extends RefreshOptions {
  concurrency?: number;
  /** Milliseconds to wait in all; refreshes still running then finish in the background. */
  budgetMs?: number;
}

/**
 * Refresh several companies, a few at a time, within a time budget: no company is started once
 * the budget is spent, and the answer comes when all started ones have ended or the budget runs
 * out, whichever is first. Answers the outcomes known by then.
 */
export async function refreshCompaniesNews(
  sponsorBrandIds: number[],
  options: RefreshManyOptions = {},
): Promise<RefreshOutcome[]> {
  const deadline = Date.now() + (options.budgetMs ?? NEWS_REFRESH_BUDGET_MS);
  const queue = [...sponsorBrandIds];
  const outcomes: RefreshOutcome[] = [];
  const work = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (Date.now() >= deadline) return;
      outcomes.push(await refreshCompanyNews(id, options));
    }
  };
  const workers = Math.min(options.concurrency ?? NEWS_REFRESH_CONCURRENCY, queue.length);
  const all = Promise.all(Array.from({ length: workers }, work));
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  await Promise.race([all, budget]);
  clearTimeout(timer);
  return [...outcomes];
}
