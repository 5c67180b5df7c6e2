/** Query keys of sponsor data, shared with the server pages that hydrate them. */
import {
  DEFAULT_DISCOVERY_FILTERS,
  DEFAULT_DISCOVERY_TAB,
  type DiscoveryFilters,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import { sponsorBrandQuery } from "@/lib/shared/queries/sponsors";

export interface ContextParams {
  eventBrandId?: number | null;
  specificEventId?: number | null;
}

export interface SponsorListParams extends ContextParams {
  page: number;
  pageSize: number;
  sort: "match" | "name" | "industry" | "recent";
  order?: "asc" | "desc";
  search?: string;
}

const contextKey = (context: ContextParams) =>
  context.specificEventId
    ? { specificEventId: context.specificEventId }
    : { eventBrandId: context.eventBrandId ?? null };

export const sponsorBrandsKey = (params: SponsorListParams) =>
  ["sponsor-brands", { ...params, ...contextKey(params) }] as const;
/** The key of `sponsorBrandQuery` (lib/shared/queries/sponsors.ts), for pages not yet moved to it. */
export const sponsorBrandKey = (id: number, context: ContextParams) =>
  sponsorBrandQuery.key({ id, ...context });
/** What the discovery page shows of a context: its filters, tab and page. */
export interface DiscoveryParams {
  filters: DiscoveryFilters;
  tab: DiscoveryTab;
  page: number;
}

export const DEFAULT_DISCOVERY_PARAMS: DiscoveryParams = {
  filters: DEFAULT_DISCOVERY_FILTERS,
  tab: DEFAULT_DISCOVERY_TAB,
  page: 1,
};

/** Every discovery query of a context (for invalidation). */
export const discoveryContextKey = (context: ContextParams) =>
  ["sponsor-discovery", contextKey(context)] as const;
export const discoveryKey = (
  context: ContextParams,
  { filters, tab, page }: DiscoveryParams = DEFAULT_DISCOVERY_PARAMS,
) =>
  [
    ...discoveryContextKey(context),
    {
      search: filters.search.trim(),
      minMatch: filters.minMatch,
      industries: [...filters.industries].sort(),
      sortBy: filters.sortBy,
      order: filters.order,
      tab,
      page,
    },
  ] as const;
export const favoritesKey = (eventBrandId: number | null) =>
  ["user-favorites", eventBrandId] as const;

/** The sponsor grid's first page (also prefetched by the server page). */
export const DEFAULT_SPONSOR_LIST = {
  page: 1,
  pageSize: 12,
  sort: "match",
} as const satisfies Omit<SponsorListParams, "eventBrandId">;
