import {
  applyDiscoveryFilters,
  DEFAULT_DISCOVERY_FILTERS,
  discoveryDetailsHref,
  discoveryHref,
  filterSponsors,
  industriesOf,
  inTab,
  isDefaultFilters,
  recentContextRef,
  sortSponsors,
  tabCounts,
  topMatches,
  type DiscoveryFilters,
} from "@/lib/shared/discovery-filters";
import type { SponsorMatch } from "@/lib/shared/schemas/sponsor";

let nextId = 1;
function sponsor(
  name: string,
  matchPercentage: number,
  extra: Partial<SponsorMatch> = {},
): SponsorMatch {
  return {
    id: nextId++,
    name,
    industry: "Automotive",
    logoUrl: null,
    annualRevenue: null,
    matchPercentage,
    audienceMatch: matchPercentage,
    valueMatch: matchPercentage,
    brandValueMatch: matchPercentage,
    recentSponsors: [],
    ...extra,
  };
}

const rolex = sponsor("Rolex", 92, {
  industry: "Luxury & Watches",
  audienceMatch: 60,
  valueMatch: 95,
  brandValueMatch: 80,
});
const aramco = sponsor("Aramco", 85, {
  industry: "Energy",
  audienceMatch: 90,
  valueMatch: 70,
  brandValueMatch: 65,
});
const bmw = sponsor("bmw", 84, {
  industry: "Automotive",
  audienceMatch: 75,
  valueMatch: 88,
  brandValueMatch: 90,
});
const heineken = sponsor("Heineken", 70, {
  industry: "Beer",
  audienceMatch: 80,
  valueMatch: 60,
  brandValueMatch: 70,
});
const zurich = sponsor("Zurich", 69, {
  industry: "Insurance",
  audienceMatch: 55,
  valueMatch: 65,
  brandValueMatch: 95,
});
const unknown = sponsor("Mystery Co", 50, { industry: null });
const low = sponsor("Acme Tools", 45, { industry: "Industrial & Manufacturing" });
const all = [rolex, aramco, bmw, heineken, zurich, unknown, low];

const names = (list: readonly SponsorMatch[]) => list.map((s) => s.name);
const filters = (patch: Partial<DiscoveryFilters>): DiscoveryFilters => ({
  ...DEFAULT_DISCOVERY_FILTERS,
  ...patch,
});
const noThreshold = { search: "", minMatch: 0, industries: [] };

describe("filterSponsors", () => {
  it("defaults to a 50% threshold, inclusive", () => {
    expect(names(filterSponsors(all, DEFAULT_DISCOVERY_FILTERS))).toEqual([
      "Rolex",
      "Aramco",
      "bmw",
      "Heineken",
      "Zurich",
      "Mystery Co",
    ]);
  });

  it.each([
    [0, 7],
    [45, 7],
    [50, 6],
    [70, 4],
    [85, 2],
    [95, 0],
  ])("minimum %i keeps %i sponsors", (minMatch, count) => {
    expect(filterSponsors(all, { ...noThreshold, minMatch })).toHaveLength(count);
  });

  it("searches name or industry, case-insensitively and ignoring surrounding spaces", () => {
    expect(names(filterSponsors(all, { ...noThreshold, search: "  ROL " }))).toEqual(["Rolex"]);
    expect(names(filterSponsors(all, { ...noThreshold, search: "watches" }))).toEqual(["Rolex"]);
    expect(names(filterSponsors(all, { ...noThreshold, search: "an" }))).toEqual([
      "Zurich", // Insurance
      "Acme Tools", // Industrial & Manufacturing
    ]);
    expect(filterSponsors(all, { ...noThreshold, search: "nothing like this" })).toEqual([]);
  });

  it("keeps only the chosen industries; none chosen means all", () => {
    expect(filterSponsors(all, { ...noThreshold, industries: [] })).toHaveLength(all.length);
    expect(names(filterSponsors(all, { ...noThreshold, industries: ["Energy", "Beer"] }))).toEqual([
      "Aramco",
      "Heineken",
    ]);
    // A sponsor without an industry only shows when no industry is chosen.
    expect(names(filterSponsors(all, { ...noThreshold, industries: ["Energy"] }))).toEqual([
      "Aramco",
    ]);
  });

  it("combines search, threshold and industries", () => {
    const result = filterSponsors(all, {
      search: "a",
      minMatch: 70,
      industries: ["Energy", "Beer", "Insurance"],
    });
    expect(names(result)).toEqual(["Aramco"]);
  });
});

describe("industriesOf", () => {
  it("lists distinct industries alphabetically and skips missing ones", () => {
    expect(industriesOf([...all, sponsor("Ford", 60)])).toEqual([
      "Automotive",
      "Beer",
      "Energy",
      "Industrial & Manufacturing",
      "Insurance",
      "Luxury & Watches",
    ]);
  });
});

describe("sortSponsors", () => {
  const top = [rolex, aramco, bmw, heineken, zurich];

  it.each([
    ["matchPercentage", ["Rolex", "Aramco", "bmw", "Heineken", "Zurich"]],
    ["audienceMatch", ["Aramco", "Heineken", "bmw", "Rolex", "Zurich"]],
    ["valueMatch", ["Rolex", "bmw", "Aramco", "Zurich", "Heineken"]],
    ["brandValueMatch", ["Zurich", "bmw", "Rolex", "Heineken", "Aramco"]],
  ] as const)("%s: highest first, and lowest first reverses it", (key, expected) => {
    expect(names(sortSponsors(top, key, "desc"))).toEqual(expected);
    expect(names(sortSponsors(top, key, "asc"))).toEqual([...expected].reverse());
  });

  it("Name A-Z reads A to Z by default (ignoring case); the order buttons reverse it", () => {
    expect(names(sortSponsors(top, "name", "desc"))).toEqual([
      "Aramco",
      "bmw",
      "Heineken",
      "Rolex",
      "Zurich",
    ]);
    expect(names(sortSponsors(top, "name", "asc"))).toEqual([
      "Zurich",
      "Rolex",
      "Heineken",
      "bmw",
      "Aramco",
    ]);
  });

  it("breaks score ties by name, then id, and leaves its input alone", () => {
    const b = sponsor("Beta", 80);
    const a = sponsor("alpha", 80);
    const a2 = sponsor("Alpha", 80);
    const input = [b, a2, a];
    expect(sortSponsors(input, "matchPercentage", "desc").map((s) => s.id)).toEqual([
      a.id,
      a2.id,
      b.id,
    ]);
    expect(input).toEqual([b, a2, a]);
  });

  it("applyDiscoveryFilters filters then sorts with the defaults (overall match, highest first)", () => {
    expect(
      names(applyDiscoveryFilters([low, zurich, rolex, bmw], DEFAULT_DISCOVERY_FILTERS)),
    ).toEqual(["Rolex", "bmw", "Zurich"]);
    expect(
      names(applyDiscoveryFilters(all, filters({ sortBy: "name", order: "desc", minMatch: 85 }))),
    ).toEqual(["Aramco", "Rolex"]);
  });
});

describe("tabs", () => {
  it("bands at the edges: 84/85 and 69/70", () => {
    const edges = [
      sponsor("e85", 85),
      sponsor("g84", 84),
      sponsor("g70", 70),
      sponsor("f69", 69),
      sponsor("f0", 0),
      sponsor("e100", 100),
    ];
    expect(names(inTab(edges, "excellent"))).toEqual(["e85", "e100"]);
    expect(names(inTab(edges, "good"))).toEqual(["g84", "g70"]);
    expect(names(inTab(edges, "fair"))).toEqual(["f69", "f0"]);
    expect(inTab(edges, "all")).toHaveLength(6);
    expect(tabCounts(edges)).toEqual({ excellent: 2, good: 2, fair: 2, all: 6 });
  });

  it("counts reflect the filters and always add up to All", () => {
    const filtered = applyDiscoveryFilters(all, DEFAULT_DISCOVERY_FILTERS);
    const counts = tabCounts(filtered);
    expect(counts).toEqual({ excellent: 2, good: 2, fair: 2, all: 6 });
    expect(counts.excellent + counts.good + counts.fair).toBe(counts.all);
    expect(tabCounts(applyDiscoveryFilters(all, filters({ minMatch: 75 })))).toEqual({
      excellent: 2,
      good: 1,
      fair: 0,
      all: 3,
    });
    expect(tabCounts([])).toEqual({ excellent: 0, good: 0, fair: 0, all: 0 });
  });

  it("keeps the sorted order inside a tab", () => {
    const sorted = applyDiscoveryFilters(all, filters({ sortBy: "name" }));
    expect(names(inTab(sorted, "good"))).toEqual(["bmw", "Heineken"]);
  });
});

describe("topMatches", () => {
  it("takes the six best overall matches whatever order it is given", () => {
    const many = [low, ...all].reverse();
    expect(names(topMatches(many))).toEqual([
      "Rolex",
      "Aramco",
      "bmw",
      "Heineken",
      "Zurich",
      "Mystery Co",
    ]);
    expect(topMatches([zurich, rolex], 6)).toEqual([rolex, zurich]);
  });
});

describe("isDefaultFilters", () => {
  it("is true only for the defaults (blank search counts as none)", () => {
    expect(isDefaultFilters(DEFAULT_DISCOVERY_FILTERS)).toBe(true);
    expect(isDefaultFilters(filters({ search: "  " }))).toBe(true);
    expect(isDefaultFilters(filters({ minMatch: 55 }))).toBe(false);
    expect(isDefaultFilters(filters({ industries: ["Beer"] }))).toBe(false);
    expect(isDefaultFilters(filters({ sortBy: "name" }))).toBe(false);
    expect(isDefaultFilters(filters({ order: "asc" }))).toBe(false);
  });
});

describe("links", () => {
  it("builds discovery and detail links for either kind of context", () => {
    expect(discoveryHref({ type: "event-brand", id: 3 })).toBe("/sponsor-discovery?eventBrandId=3");
    expect(discoveryHref({ type: "specific-event", id: 9 })).toBe(
      "/sponsor-discovery?specificEventId=9",
    );
    expect(discoveryDetailsHref(42, { type: "event-brand", id: 3 })).toBe(
      "/sponsor-brands/detail/42?source=discovery&eventBrandId=3",
    );
    expect(discoveryDetailsHref(42, { type: "specific-event", id: 9 })).toBe(
      "/sponsor-brands/detail/42?source=discovery&specificEventId=9",
    );
  });

  it("reads the context of a stored recent entry", () => {
    expect(recentContextRef({ id: "event-brand-12", type: "event-brand" })).toEqual({
      type: "event-brand",
      id: 12,
    });
    expect(recentContextRef({ id: "specific-event-7", type: "specific-event" })).toEqual({
      type: "specific-event",
      id: 7,
    });
    expect(recentContextRef({ id: "event-brand", type: "event-brand" })).toBeNull();
  });
});
