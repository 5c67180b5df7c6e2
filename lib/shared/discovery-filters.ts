/**
 * Filtering, sorting and banding of sponsor discovery (docs/product.md#discovery), kept pure so the
 * page and its tests agree on every rule. Band thresholds come from match-labels.
 */
import { discoveryBand, type DiscoveryBand } from "./match-labels";
import type { SponsorMatch } from "./schemas/sponsor";

/** Cards in Context-Relevant Sponsors. */
export const TOP_MATCH_COUNT = 6;
/** Default Minimum Match Percentage; the slider runs 0–100 in steps of 5. */
export const DEFAULT_MIN_MATCH = 50;
export const MIN_MATCH_STEP = 5;

export type DiscoverySortKey =
  "matchPercentage" | "audienceMatch" | "valueMatch" | "brandValueMatch" | "name";
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
}

export const DEFAULT_DISCOVERY_FILTERS: DiscoveryFilters = {
  search: "",
  minMatch: DEFAULT_MIN_MATCH,
  industries: [],
  sortBy: "matchPercentage",
  order: "desc",
};

export type DiscoveryTab = DiscoveryBand | "all";

/** The result tabs in display order; Excellent Matches is the default. */
export const DISCOVERY_TABS: ReadonlyArray<{ value: DiscoveryTab; label: string }> = [
  { value: "excellent", label: "Excellent Matches" },
  { value: "good", label: "Good Matches" },
  { value: "fair", label: "Fair Matches" },
  { value: "all", label: "All" },
];
export const DEFAULT_DISCOVERY_TAB: DiscoveryTab = "excellent";

export const isDiscoveryTab = (value: string): value is DiscoveryTab =>
  DISCOVERY_TABS.some((tab) => tab.value === value);

type Filterable = Pick<SponsorMatch, "name" | "industry" | "matchPercentage">;
type Sortable = Pick<
  SponsorMatch,
  "id" | "name" | "matchPercentage" | "audienceMatch" | "valueMatch" | "brandValueMatch"
>;

const byName = (a: Sortable, b: Sortable) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;

/** The distinct industries of a context's sponsors, alphabetical, for the Industry Filter. */
export function industriesOf(sponsors: readonly Pick<SponsorMatch, "industry">[]): string[] {
  const names = new Set<string>();
  for (const sponsor of sponsors) if (sponsor.industry) names.add(sponsor.industry);
  return [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

/** Search (name or industry, case-insensitive), the minimum match and the chosen industries. */
export function filterSponsors<T extends Filterable>(
  sponsors: readonly T[],
  filters: Pick<DiscoveryFilters, "search" | "minMatch" | "industries">,
): T[] {
  const needle = filters.search.trim().toLowerCase();
  const industries = new Set(filters.industries);
  return sponsors.filter(
    (sponsor) =>
      sponsor.matchPercentage >= filters.minMatch &&
      (industries.size === 0 || (sponsor.industry !== null && industries.has(sponsor.industry))) &&
      (needle === "" ||
        sponsor.name.toLowerCase().includes(needle) ||
        (sponsor.industry ?? "").toLowerCase().includes(needle)),
  );
}

/**
 * Scores sort highest first on "desc"; "Name A-Z" reads A to Z on "desc" (the default order) and
 * the order buttons reverse it. Ties fall back to name, then id, so the order never wobbles.
 */
export function sortSponsors<T extends Sortable>(
  sponsors: readonly T[],
  sortBy: DiscoverySortKey,
  order: DiscoverySortOrder,
): T[] {
  const direction = order === "desc" ? 1 : -1;
  return [...sponsors].sort((a, b) => {
    if (sortBy === "name") return direction * byName(a, b);
    return direction * (b[sortBy] - a[sortBy]) || byName(a, b);
  });
}

/** Filter, then sort: the list every tab draws from. */
export function applyDiscoveryFilters<T extends Filterable & Sortable>(
  sponsors: readonly T[],
  filters: DiscoveryFilters,
): T[] {
  return sortSponsors(filterSponsors(sponsors, filters), filters.sortBy, filters.order);
}

export function inTab<T extends Pick<SponsorMatch, "matchPercentage">>(
  sponsors: readonly T[],
  tab: DiscoveryTab,
): T[] {
  return tab === "all"
    ? [...sponsors]
    : sponsors.filter((sponsor) => discoveryBand(sponsor.matchPercentage) === tab);
}

export function tabCounts(
  sponsors: readonly Pick<SponsorMatch, "matchPercentage">[],
): Record<DiscoveryTab, number> {
  const counts: Record<DiscoveryTab, number> = {
    excellent: 0,
    good: 0,
    fair: 0,
    all: sponsors.length,
  };
  for (const sponsor of sponsors) counts[discoveryBand(sponsor.matchPercentage)] += 1;
  return counts;
}

/** The Context-Relevant Sponsors card: the best overall matches, whatever the filters say. */
export function topMatches<T extends Sortable>(
  sponsors: readonly T[],
  count = TOP_MATCH_COUNT,
): T[] {
  return sortSponsors(sponsors, "matchPercentage", "desc").slice(0, count);
}

export function isDefaultFilters(filters: DiscoveryFilters): boolean {
  return (
    filters.search.trim() === "" &&
    filters.minMatch === DEFAULT_MIN_MATCH &&
    filters.industries.length === 0 &&
    filters.sortBy === DEFAULT_DISCOVERY_FILTERS.sortBy &&
    filters.order === DEFAULT_DISCOVERY_FILTERS.order
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
