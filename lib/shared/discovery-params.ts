/**
 * The address of /sponsor-discovery (docs/product.md, "Addresses of list views"): the context
 * (?eventBrandId= or ?specificEventId=, read by the page as before) and the view: ?search=
 * &minMatch=&industries=&sortBy=&order=&includeCurrentPartners=&tab=&page=. Defaults are left out of the address.
 */
import {
  createLoader,
  parseAsArrayOf,
  parseAsBoolean,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  DEFAULT_DISCOVERY_FILTERS,
  DISCOVERY_SORT_KEYS,
  DISCOVERY_TAB_VALUES,
  INDUSTRY_SEPARATOR,
  type DiscoveryFilters,
  type DiscoveryTab,
} from "./discovery-filters";
import { parseAsIntegerIn, parseAsPage } from "./list-params";

export const discoveryParams = {
  search: parseAsString.withDefault(""),
  minMatch: parseAsIntegerIn(0, 100).withDefault(DEFAULT_DISCOVERY_FILTERS.minMatch),
  industries: parseAsArrayOf(parseAsString, INDUSTRY_SEPARATOR).withDefault([]),
  sortBy: parseAsStringLiteral(DISCOVERY_SORT_KEYS).withDefault(DEFAULT_DISCOVERY_FILTERS.sortBy),
  order: parseAsStringLiteral(["asc", "desc"] as const).withDefault(
    DEFAULT_DISCOVERY_FILTERS.order,
  ),
  includeCurrentPartners: parseAsBoolean.withDefault(
    DEFAULT_DISCOVERY_FILTERS.includeCurrentPartners,
  ),
  // No default: without a tab the page shows the first tab holding results (`resultsTab`).
  tab: parseAsStringLiteral(DISCOVERY_TAB_VALUES),
  page: parseAsPage,
};

export const loadDiscoveryParams = createLoader(discoveryParams);

/** The filters, tab and page an address names. */
export function discoveryViewOf(values: {
  search: string;
  minMatch: number;
  industries: string[];
  sortBy: DiscoveryFilters["sortBy"];
  order: DiscoveryFilters["order"];
  includeCurrentPartners: boolean;
  tab: DiscoveryTab | null;
  page: number;
}): { filters: DiscoveryFilters; tab: DiscoveryTab | null; page: number } {
  const { tab, page, ...filters } = values;
  return { filters, tab, page };
}
