/**
 * Reads of sponsor brands: the paged grid, one sponsor and the watchlist (discovery's are in
 * ./discovery.ts, so pages that only name a sponsor do not load discovery's filter code).
 */
import type {
  CatalogueSource,
  FavoriteView,
  SponsorBrandDetail,
  SponsorBrandSummary,
} from "@/lib/shared/schemas/sponsor";
import type { SPONSOR_SORTS } from "@/lib/shared/sponsor-list-options";
import type { WatchlistNewsItem } from "@/lib/shared/schemas/news";
import { apiQuery, pagedQuery, STALE, withQuery, type KeyParams } from "./define";

/** The context a match is computed for: a specific event wins over a brand. */
export interface ContextParams {
  eventBrandId?: number | null;
  specificEventId?: number | null;
}

export interface SponsorListParams extends ContextParams {
  page: number;
  pageSize: number;
  sort: (typeof SPONSOR_SORTS)[number];
  order?: "asc" | "desc";
  search?: string;
  /** Only rows of these origins (none: all). */
  source?: readonly CatalogueSource[];
  /** Leave out the context property's current partners (the dashboard's top matches). */
  excludeCurrentPartners?: boolean;
}

/** The context as it goes into a key and a query string (one of the two ids). */
const contextOf = (context: ContextParams) =>
  context.specificEventId
    ? { specificEventId: context.specificEventId }
    : { eventBrandId: context.eventBrandId ?? null };

const listParams = (params: SponsorListParams): KeyParams => ({
  page: params.page,
  pageSize: params.pageSize,
  sort: params.sort,
  order: params.order ?? null,
  search: params.search?.trim() || null,
  source: params.source?.length ? params.source.join(",") : null,
  excludeCurrentPartners: params.excludeCurrentPartners ? "true" : null,
  ...contextOf(params),
});

/** A page of sponsors for a context; the total comes from X-Total-Count (1 minute fresh). */
export const sponsorBrandsQuery = pagedQuery<SponsorBrandSummary, SponsorListParams>({
  root: "sponsor-brands",
  params: listParams,
  path: (params) => withQuery("/api/sponsor-brands", listParams(params)),
  staleTime: STALE.sponsorList,
});

/** One sponsor, and its match for a context (a specific event wins over an event brand). */
export interface SponsorBrandParams extends ContextParams {
  id: number;
}

/** A sponsor with its profile, research and, for a context, its match with the reasons. */
export const sponsorBrandQuery = apiQuery<SponsorBrandDetail, SponsorBrandParams>({
  root: "sponsor-brand",
  params: ({ id, ...context }) => ({ id, ...contextOf(context) }),
  path: ({ id, ...context }) => withQuery(`/api/sponsor-brands/${id}`, contextOf(context)),
  staleTime: STALE.sponsorDetail,
});

/**
 * The signed-in user's watchlist with matches for the brand context (5 minutes fresh). Its root
 * also prefixes the followed brands' news, so invalidating the watchlist refreshes that too.
 */
export const favoritesQuery = apiQuery<FavoriteView[], { eventBrandId: number | null }>({
  root: "user-favorites",
  params: ({ eventBrandId }) => ({ eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/user-favorites", { eventBrandId }),
  staleTime: STALE.list,
});

/**
 * News on the user's watchlist companies (the dashboard's What's New). Under the watchlist's root
 * ("user-favorites"), so following or unfollowing a brand refreshes the news too.
 */
export const watchlistNewsQuery = apiQuery<WatchlistNewsItem[], { eventBrandId: number | null }>({
  root: "user-favorites",
  params: ({ eventBrandId }) => ({ news: true, eventBrandId }),
  path: ({ eventBrandId }) => withQuery("/api/user-favorites-news", { eventBrandId }),
  staleTime: STALE.news,
});
