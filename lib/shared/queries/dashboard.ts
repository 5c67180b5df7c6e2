/**
 * Reads of the dashboard's first view, per panel, for the selected property. The server page
 * prefetches every one of them (app/(app)/page.tsx), so the dashboard renders complete.
 *
 * Keys share their roots with the same reads elsewhere ("sponsor-brands", "user-favorites",
 * "activation-library", "sponsorships"), so following a brand or starring an idea anywhere
 * invalidates the dashboard's copies too.
 */
import type { SponsorProgressView } from "@/lib/shared/engagement";
import type { FavoriteActivationView } from "@/lib/shared/schemas/creative";
import type { WatchlistNewsItem } from "@/lib/shared/schemas/news";
import type { SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";
import type { BrandRecommendations } from "@/lib/shared/schemas/sponsorship";
import { apiQuery, pagedQuery, STALE, withQuery } from "./define";

/** The property a panel reads: the selected event brand. */
export interface BrandParams {
  eventBrandId: number;
}

/** Top Sponsor Matches and New Sponsors: the first page of a property's sponsors by one order. */
export interface DashboardSponsorsParams extends BrandParams {
  sort: "match" | "recent";
  pageSize: number;
}

export const dashboardSponsorsQuery = pagedQuery<SponsorBrandSummary, DashboardSponsorsParams>({
  root: "sponsor-brands",
  params: ({ eventBrandId, sort, pageSize }) => ({ page: 1, pageSize, sort, eventBrandId }),
  path: ({ eventBrandId, sort, pageSize }) =>
    withQuery("/api/sponsor-brands", { page: 1, pageSize, sort, eventBrandId }),
  staleTime: STALE.sponsorList,
});

/** How many sponsors New Sponsors looks through (the newest first). */
export const NEW_SPONSORS_PAGE = 25;

/** The user's watchlist with each brand's match for the property. */
export type WatchlistEntry = SponsorBrandSummary & { followedAt: string; notes: string | null };
export const watchlistQuery = apiQuery<WatchlistEntry[], BrandParams>({
  root: "user-favorites",
  params: ({ eventBrandId }) => ({ watchlist: true, eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/user-favorites", { eventBrandId }),
  staleTime: STALE.list,
});

/** News on the watchlist companies (What's New). */
export const watchlistNewsQuery = apiQuery<WatchlistNewsItem[], BrandParams>({
  root: "user-favorites",
  params: ({ eventBrandId }) => ({ news: true, eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/user-favorites-news", { eventBrandId }),
  staleTime: STALE.news,
});

/** Engagement per sponsor of the property (the stats and progress cards). */
export const brandProgressQuery = apiQuery<SponsorProgressView[], BrandParams>({
  root: "sponsorships",
  params: ({ eventBrandId }) => ({ progress: true, eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/sponsorships", { eventBrandId }),
  staleTime: STALE.list,
});

/** The property's starred activation ideas. */
export const favoriteActivationsQuery = apiQuery<FavoriteActivationView[], BrandParams>({
  root: "activation-library",
  params: ({ eventBrandId }) => ({ favorites: true, eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/activations/favorites", { eventBrandId }),
  staleTime: STALE.list,
});

/** The property's latest AI sponsor recommendations and the research under way. */
export const brandRecommendationsQuery = apiQuery<BrandRecommendations, BrandParams>({
  root: "brand-recommendations",
  path: ({ eventBrandId }) => `/api/event-brands/${eventBrandId}/recommendations`,
  staleTime: STALE.recommendations,
});
