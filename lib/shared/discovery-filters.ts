/**
 * The filters, tabs and sorts of sponsor discovery (docs/product.md#discovery), shared by the page
 * and the server, which applies them (lib/server/sponsors/discovery.ts). Band thresholds come from
 * match-labels.
 */
import { EXCELLENT_MATCH_MIN, GOOD_MATCH_MIN } from "./match-labels";

/** Cards in Context-Relevant Sponsors. */
export const TOP_MATCH_COUNT = 6;
/** Default Minimum Match Percentage; the slider runs 0–100 in steps of 5. */
export const DEFAULT_MIN_MATCH = 50;
export const MIN_MATCH_STEP = 5;

export const DISCOVERY_SORT_KEYS = [
  "matchPercentage",
  "audienceMatch",
  "valueMatch",
  "brandValueMatch",
  "name",
] as const;
export type DiscoverySortKey = (typeof DISCOVERY_SORT_KEYS)[number];
export type DiscoverySortOrder = "asc" | "desc";

export const DISCOVERY_SORTS: ReadonlyArray<{ value: DiscoverySortKey; label: string }> = [
  { value: "matchPercentage", label: "Overall Match" },
  { value: "audienceMatch", label: "Audience Match" },
  { value: "valueMatch", label: "Value Match" },
  { value: "brandValueMatch", label: "Brand Values Match" },
  { value: "name", label: "Name A-Z" },
];

export const isDiscoverySortKey = (value: string): value is DiscoverySortKey =>
  DISCOVERY_SORTS.some((sort) => sort.value === value);

export interface DiscoveryFilters {
  search: string;
  minMatch: number;
  /** Selected industries; none selected means every industry. */
  industries: readonly string[];
  sortBy: DiscoverySortKey;
  order: DiscoverySortOrder;
  /** List the property's current partners too (marked); by default they are not prospects. */
  includeCurrentPartners: boolean;
}

export const DEFAULT_DISCOVERY_FILTERS: DiscoveryFilters = {
  search: "",
  minMatch: DEFAULT_MIN_MATCH,
  industries: [],
  sortBy: "matchPercentage",
  order: "desc",
  includeCurrentPartners: false,
};

export const DISCOVERY_TAB_VALUES = ["excellent", "good", "fair", "all"] as const;
export type DiscoveryTab = (typeof DISCOVERY_TAB_VALUES)[number];

/** The result tabs in display order; Excellent Matches is the default. */
export const DISCOVERY_TABS: ReadonlyArray<{ value: DiscoveryTab; label: string }> = [
  { value: "excellent", label: "Excellent Matches" },
  { value: "good", label: "Good Matches" },
  { value: "fair", label: "Fair Matches" },
  { value: "all", label: "All" },
];
export const DEFAULT_DISCOVERY_TAB: DiscoveryTab = "excellent";

/**
 * The tab a view opens on when none is chosen (a new search, new filters, a bare address): the
 * first band that holds results, Excellent Matches when none does. A search for "Mercedes" that
 * finds one Good match lands on Good Matches rather than on an empty Excellent tab.
 */
export function resultsTab(counts: Readonly<Record<DiscoveryTab, number>>): DiscoveryTab {
  return (
    DISCOVERY_TAB_VALUES.find((tab) => tab !== "all" && counts[tab] > 0) ?? DEFAULT_DISCOVERY_TAB
  );
}

export const isDiscoveryTab = (value: string): value is DiscoveryTab =>
  DISCOVERY_TABS.some((tab) => tab.value === value);

/** The match percentages of a tab (inclusive), before the Minimum Match Percentage applies. */
export function tabRange(tab: DiscoveryTab): { min: number; max: number } {
  if (tab === "excellent") return { min: EXCELLENT_MATCH_MIN, max: 100 };
  if (tab === "good") return { min: GOOD_MATCH_MIN, max: EXCELLENT_MATCH_MIN - 1 };
  if (tab === "fair") return { min: 0, max: GOOD_MATCH_MIN - 1 };
  return { min: 0, max: 100 };
}

/** Industries travel in the query joined by "|": industry names contain commas. */
export const INDUSTRY_SEPARATOR = "|";

/**
 * The query of GET /api/sponsor-discovery for a context, filters, tab and page. Without a tab
 * (null) the server chooses the tab (`resultsTab`).
 */
export function discoveryQueryString(
  context: DiscoveryContextRef,
  filters: DiscoveryFilters,
  tab: DiscoveryTab | null,
  page = 1,
): string {
  const params = new URLSearchParams(
    context.type === "specific-event"
      ? { specificEventId: String(context.id) }
      : { eventBrandId: String(context.id) },
  );
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.minMatch !== DEFAULT_MIN_MATCH) params.set("minMatch", String(filters.minMatch));
  if (filters.industries.length > 0)
    params.set("industries", filters.industries.join(INDUSTRY_SEPARATOR));
  if (filters.sortBy !== DEFAULT_DISCOVERY_FILTERS.sortBy) params.set("sortBy", filters.sortBy);
  if (filters.order !== DEFAULT_DISCOVERY_FILTERS.order) params.set("order", filters.order);
  if (filters.includeCurrentPartners) params.set("includeCurrentPartners", "true");
  if (tab !== null) params.set("tab", tab);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export function isDefaultFilters(filters: DiscoveryFilters): boolean {
  return (
    filters.search.trim() === "" &&
    filters.minMatch === DEFAULT_MIN_MATCH &&
    filters.industries.length === 0 &&
    filters.sortBy === DEFAULT_DISCOVERY_FILTERS.sortBy &&
    filters.order === DEFAULT_DISCOVERY_FILTERS.order &&
    !filters.includeCurrentPartners
  );
}

export type DiscoveryContextRef = { type: "event-brand" | "specific-event"; id: number };

/** The discovery page of a context. */
export function discoveryHref({ type, id }: DiscoveryContextRef): string {
  return type === "specific-event"
    ? `/sponsor-discovery?specificEventId=${id}`
    : `/sponsor-discovery?eventBrandId=${id}`;
}

/** A sponsor's detail page, opened from discovery with the context it was matched against. */
export function discoveryDetailsHref(sponsorId: number, { type, id }: DiscoveryContextRef): string {
  const context = type === "specific-event" ? `specificEventId=${id}` : `eventBrandId=${id}`;
  return `/sponsor-brands/detail/${sponsorId}?source=discovery&${context}`;
}

/** The context a stored recent entry ("event-brand-12", "specific-event-7") points at. */
export function recentContextRef(entry: {
  id: string;
  type: DiscoveryContextRef["type"];
}): DiscoveryContextRef | null {
  const match = /-(\d+)$/.exec(entry.id);
  return match ? { type: entry.type, id: Number(match[1]) } : null;
}
