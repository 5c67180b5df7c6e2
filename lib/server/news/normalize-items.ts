import { createHash } from "node:crypto";
import { FEED_MAX_ITEMS } from "./config";
import type { RawFeed, RawFeedItem } from "./parse-feed";
import { decodeEntities, toPlainText, truncateText } from "./text";

/** A feed item ready to store. */
export interface FeedItem {
  /** guid, else the item's link, else a hash of title and date: stable across reads of a feed. */
  externalId: string;
  title: string | null;
  /** http(s) only; null when the item has no link safe to put in front of a user. */
  url: string | null;
  publishedAt: Date | null;
  /** Plain text, at most SUMMARY_MAX characters. */
  summary: string | null;
  /** The item's source element, else the feed title, else the feed's host. */
  source: string;
}

export const SUMMARY_MAX = 500;
const TITLE_MAX = 300;
const SOURCE_MAX = 255;
const EXTERNAL_ID_MAX = 512;
const URL_MAX = 2048;
/** Feeds with clocks a little ahead are fine; an item dated further ahead has no usable date. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60_000;

const sha256 = (text: string) => `sha256:${createHash("sha256").update(text).digest("hex")}`;

/** An absolute http(s) URL (relative links resolved against the feed), else null. */
export function toSafeHttpUrl(raw: string | null, base: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(decodeEntities(raw).trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const href = url.toString();
  return href.length <= URL_MAX ? href : null;
}

/** RFC 822 (RSS) or ISO 8601 (Atom) dates; null when missing, unreadable or far in the future. */
export function toFeedDate(raw: string | null, now: Date): Date | null {
  if (!raw) return null;
  const time = Date.parse(decodeEntities(raw).trim());
  if (Number.isNaN(time) || time > now.getTime() + FUTURE_TOLERANCE_MS) return null;
  return new Date(time);
}

function toExternalId(item: RawFeedItem, url: string | null, title: string | null): string {
  const guid = item.guid ? decodeEntities(item.guid).trim() : "";
  if (guid) return guid.length <= EXTERNAL_ID_MAX ? guid : sha256(guid);
  if (url) return url.length <= EXTERNAL_ID_MAX ? url : sha256(url);
  return sha256(`${title ?? item.summary ?? ""}\n${item.date ?? ""}`);
}

/** The host of the feed URL, the last resort for an item's source. */
function hostOf(feedUrl: string): string {
  try {
    return new URL(feedUrl).host || "Unknown source";
  } catch {
    return "Unknown source";
  }
}

/**
 * Items of a parsed feed, cleaned for storage and display: plain-text title and summary, safe
 * links, dates, a stable identity each. Items with neither title nor summary are dropped, as are
 * repeats of an identity; the newest FEED_MAX_ITEMS are kept.
 */
export function normalizeFeed(feed: RawFeed, feedUrl: string, now = new Date()): FeedItem[] {
  const feedTitle = feed.title ? toPlainText(feed.title, SOURCE_MAX) : "";
  const fallbackSource = feedTitle || hostOf(feedUrl);
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const raw of feed.items) {
    const title = raw.title ? toPlainText(raw.title, TITLE_MAX) || null : null;
    const summary = raw.summary ? toPlainText(raw.summary, SUMMARY_MAX) || null : null;
    if (!title && !summary) continue;
    const url = toSafeHttpUrl(raw.link, feedUrl);
    const externalId = toExternalId(raw, url, title);
    if (seen.has(externalId)) continue;
    seen.add(externalId);
    const source = raw.source ? toPlainText(raw.source, SOURCE_MAX) : "";
    items.push({
      externalId,
      title,
      url,
      publishedAt: toFeedDate(raw.date, now),
      summary,
      source: truncateText(source || fallbackSource, SOURCE_MAX),
    });
  }
  return items
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, FEED_MAX_ITEMS);
}
