import {
  DEFAULT_DISCOVERY_FILTERS,
  discoveryDetailsHref,
  discoveryHref,
  discoveryQueryString,
  isDefaultFilters,
  recentContextRef,
  resultsTab,
  tabRange,
  type DiscoveryFilters,
} from "@/lib/shared/discovery-filters";
import { discoveryQuery } from "@/lib/shared/schemas/sponsor";

// The filtering, counting and ordering rules themselves run in SQL: see
// tests/integration/sponsor-discovery.test.ts.

const filters = (patch: Partial<DiscoveryFilters>): DiscoveryFilters => ({
  ...DEFAULT_DISCOVERY_FILTERS,
  ...patch,
});

describe("tabRange", () => {
  it("bands at the edges: 85 and up, 70 to 84, under 70", () => {
    expect(tabRange("excellent")).toEqual({ min: 85, max: 100 });
    expect(tabRange("good")).toEqual({ min: 70, max: 84 });
    expect(tabRange("fair")).toEqual({ min: 0, max: 69 });
    expect(tabRange("all")).toEqual({ min: 0, max: 100 });
  });
});

describe("discoveryQueryString", () => {
  const brand = { type: "event-brand", id: 3 } as const;

  it("sends only what differs from the defaults; a chosen tab always, none when the server chooses", () => {
    expect(discoveryQueryString(brand, DEFAULT_DISCOVERY_FILTERS, null)).toBe("eventBrandId=3");
    expect(discoveryQueryString(brand, DEFAULT_DISCOVERY_FILTERS, "excellent")).toBe(
      "eventBrandId=3&tab=excellent",
    );
    expect(
      discoveryQueryString({ type: "specific-event", id: 9 }, DEFAULT_DISCOVERY_FILTERS, "all", 2),
    ).toBe("specificEventId=9&tab=all&page=2");
    // Current partners are left out by default, so only including them is sent.
    expect(discoveryQueryString(brand, filters({ includeCurrentPartners: true }), null)).toBe(
      "eventBrandId=3&includeCurrentPartners=true",
    );
  });

  it("round-trips through the server's query schema, industries with commas included", () => {
    const chosen = filters({
      search: "  golf ",
      minMatch: 65,
      industries: ["Banking, Finance & Insurance", "Beer"],
      sortBy: "valueMatch",
      order: "asc",
      includeCurrentPartners: true,
    });
    const query = discoveryQueryString(brand, chosen, "good", 3);
    const parsed = discoveryQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toMatchObject({
      eventBrandId: 3,
      search: "golf",
      minMatch: 65,
      industries: ["Banking, Finance & Insurance", "Beer"],
      sortBy: "valueMatch",
      order: "asc",
      includeCurrentPartners: true,
      tab: "good",
      page: 3,
      pageSize: 24,
    });
  });

  it("the server refuses filters out of range with the field's message", () => {
    const bad = (input: Record<string, string>) =>
      discoveryQuery.safeParse({ eventBrandId: "3", ...input }).error?.issues[0]?.message;
    expect(bad({ minMatch: "101" })).toBe("minMatch must be between 0 and 100");
    expect(bad({ minMatch: "x" })).toBe("minMatch must be a number");
    expect(bad({ tab: "best" })).toBe("tab must be one of: excellent, good, fair, all");
    expect(bad({ sortBy: "revenue" })).toMatch(/^sortBy must be one of: matchPercentage/);
  });
});

describe("resultsTab", () => {
  it("opens on the first band holding results, Excellent when none does", () => {
    expect(resultsTab({ excellent: 3, good: 1, fair: 0, all: 4 })).toBe("excellent");
    expect(resultsTab({ excellent: 0, good: 1, fair: 0, all: 1 })).toBe("good");
    expect(resultsTab({ excellent: 0, good: 0, fair: 2, all: 2 })).toBe("fair");
    expect(resultsTab({ excellent: 0, good: 0, fair: 0, all: 0 })).toBe("excellent");
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
    expect(isDefaultFilters(filters({ includeCurrentPartners: true }))).toBe(false);
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
