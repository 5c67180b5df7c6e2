/** Reads of sponsor discovery: one context's ranked sponsors under filters, a tab and a page. */
import {
  DEFAULT_DISCOVERY_FILTERS,
  discoveryQueryString,
  type DiscoveryContextRef,
  type DiscoveryFilters,
  type DiscoveryTab,
} from "@/lib/shared/discovery-filters";
import type { DiscoveryResult } from "@/lib/shared/schemas/sponsor";
import { apiQuery, STALE } from "./define";

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
