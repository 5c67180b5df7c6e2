import { getEnv } from "@/lib/env";

/**
 * Settings and limits of the news module. The feed template is the one environment setting; the
 * limits are constants because they protect the server rather than tune the product.
 */

/** Placeholder of the feed URL template, replaced by the URL-encoded per-company query. */
export const QUERY_PLACEHOLDER = "{query}";

/** A whole feed download (headers and body) must finish within this. */
export const FEED_TIMEOUT_MS = 5_000;
/** A feed larger than this is refused; the download is aborted as soon as it is passed. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Items read from one feed at most (newest first); the rest are ignored. */
export const FEED_MAX_ITEMS = 50;
/** Items older than this are neither stored nor shown (sample items excepted). */
export const NEWS_WINDOW_DAYS = 90;
/** A company's feed is read again once its last read is older than this (30 minutes). */
export const NEWS_FRESH_MS = 30 * 60_000;
/** After a failed read, wait this long before trying that company's feed again. */
export const NEWS_RETRY_AFTER_FAILURE_MS = 5 * 60_000;
/** Items sent to the AI layer for implications per company refresh. */
export const NEWS_ASSESS_PER_REFRESH = 5;
/** Feeds read at the same time while a request refreshes a watchlist. */
export const NEWS_REFRESH_CONCURRENCY = 3;
/** A request waits at most this long for refreshes, then answers with what is stored. */
export const NEWS_REFRESH_BUDGET_MS = 3_000;
/** Sent with every feed request so that feed operators can see who reads them. */
export const NEWS_USER_AGENT = "Pitchside-News/1.0 (sponsorship news reader; server-side)";

/**
 * The feed URL template, e.g. `https://news.google.com/rss/search?q={query}&hl=en-US`. Read on each
 * call so that tests and operators can change it without a restart. Absent: offline (sample items).
 */
export function readNewsFeedTemplate(): string | null {
  return getEnv().NEWS_FEED_URL_TEMPLATE ?? null;
}
