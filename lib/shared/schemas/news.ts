import { z } from "zod";
import { numericId } from "./common";

/** Source of the seeded sample items, the only news shown when no feed is configured. */
export const SAMPLE_NEWS_SOURCE = "Pitchside sample news";

export const NEWS_DEFAULT_LIMIT = 20;
export const NEWS_MAX_LIMIT = 100;

/** `GET /api/user-favorites-news?eventBrandId=&limit=` */
export const watchlistNewsQuery = z.object({
  eventBrandId: numericId("eventBrandId").optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: `limit must be a whole number from 1 to ${NEWS_MAX_LIMIT}` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= NEWS_MAX_LIMIT, {
      error: `limit must be a whole number from 1 to ${NEWS_MAX_LIMIT}`,
    })
    .optional(),
});

/**
 * A watchlist news item (companyName, newsDate, latestNews, sponsorshipImplications,
 * recentDeals, source) plus what the dashboard needs to link and label it. Implications and deals
 * are null until the AI layer has assessed the item.
 */
export const watchlistNewsItemSchema = z.object({
  id: z.number().int().positive(),
  sponsorBrandId: z.number().int().positive(),
  companyName: z.string(),
  /** ISO timestamp of the item, null when the feed gave none. */
  newsDate: z.iso.datetime().nullable(),
  title: z.string().nullable(),
  /** The item's summary (plain text), else its title. */
  latestNews: z.string(),
  sponsorshipImplications: z.string().nullable(),
  recentDeals: z.string().nullable(),
  source: z.string(),
  /** http(s) link to the article, null when the feed gave none that is safe to link. */
  url: z.string().nullable(),
  /** A seeded illustrative item, not a news report. */
  isSample: z.boolean(),
});
export type WatchlistNewsItem = z.infer<typeof watchlistNewsItemSchema>;
