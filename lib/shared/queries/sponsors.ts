/** Reads of sponsor brands: the paged grid, one sponsor, discovery and the watchlist. */
import {
  DEFAULT_DISCOVERY_FILTERS,
  discoveryQueryString,
  type DiscoveryContextRef,
  type DiscoveryFilters,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import type {
  CatalogueSource,
  DiscoveryResult,
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

/** What the discovery page shows of a context: its filters, tab and page. */
export interface DiscoveryParams {
  context: DiscoveryContextRef;
  filters: DiscoveryFilters;
  /** Null: the first tab holding results, chosen by the server. */
  tab: DiscoveryTab | null;
  page: number;
}

/** The ids of a discovery context, as keys and requests name it. */
export const discoveryContextIds = (context: DiscoveryContextRef) =>
  context.type === "specific-event"
    ? { specificEventId: context.id }
    : { eventBrandId: context.id };

/** Sponsor discovery for a context under filters, a tab and a page (1 minute fresh). */
export const sponsorDiscoveryQuery = apiQuery<DiscoveryResult, DiscoveryParams>({
  root: "sponsor-discovery",
  params: ({ context, filters, tab, page }) => ({
    ...discoveryContextIds(context),
    search: filters.search.trim(),
    minMatch: filters.minMatch,
    industries: [...filters.industries].sort(),
    sortBy: filters.sortBy,
    order: filters.order,
    includeCurrentPartners: filters.includeCurrentPartners,
    tab,
    page,
  }),
  path: ({ context, filters, tab, page }) =>
    `/api/sponsor-discovery?${discoveryQueryString(context, filters, tab, page)}`,
  staleTime: STALE.sponsorList,
});

/** Discovery's first view of a context: default filters, the first tab with results, page 1. */
export const defaultDiscoveryParams = (context: DiscoveryContextRef): DiscoveryParams => ({
  context,
  filters: DEFAULT_DISCOVERY_FILTERS,
  tab: null,
  page: 1,
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
