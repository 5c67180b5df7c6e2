import {
  addRecentContext,
  defaultEventBrandId,
  MAX_RECENT_CONTEXTS,
  parseRecentContexts,
  resolveSelectedEventBrandId,
  type RecentContext,
} from "@/lib/shared/event-context";

const brands = [
  { id: 1, name: "Australian Open" },
  { id: 2, name: "SailGP" },
  { id: 3, name: "The LIV Tour of Golf" },
  { id: 4, name: "LIV Golf" },
];

describe("defaultEventBrandId", () => {
  it("picks the first brand whose name contains both 'liv' and 'golf', ignoring case", () => {
    expect(defaultEventBrandId(brands)).toBe(3);
    expect(defaultEventBrandId([{ id: 9, name: "GOLF of LIVerpool" }])).toBe(9);
  });
  it("falls back to the first brand, or null for none", () => {
    expect(
      defaultEventBrandId([
        { id: 7, name: "Golf Only" },
        { id: 8, name: "Liv Only" },
      ]),
    ).toBe(7);
    expect(defaultEventBrandId([])).toBeNull();
  });
});

describe("resolveSelectedEventBrandId", () => {
  it("prefers a saved id while that brand still exists", () => {
    expect(resolveSelectedEventBrandId(brands, "2")).toBe(2);
    expect(resolveSelectedEventBrandId(brands, 1)).toBe(1);
  });
  it("ignores a saved id of a deleted brand or garbage", () => {
    expect(resolveSelectedEventBrandId(brands, "99")).toBe(3);
    expect(resolveSelectedEventBrandId(brands, "abc")).toBe(3);
    expect(resolveSelectedEventBrandId(brands, null)).toBe(3);
  });
  it("uses the user's default from settings before the LIV rule", () => {
    expect(resolveSelectedEventBrandId(brands, null, 1)).toBe(1);
    expect(resolveSelectedEventBrandId(brands, "2", 1)).toBe(2);
    expect(resolveSelectedEventBrandId(brands, null, 42)).toBe(3);
  });
});

describe("recent contexts", () => {
  const entry = (n: number, type: RecentContext["type"] = "event-brand"): RecentContext => ({
    id: `${type}-${n}`,
    name: `Context ${n}`,
    type,
    timestamp: n,
  });

  it("puts the newest first, replaces the same id and keeps 5", () => {
    let list: RecentContext[] = [];
    for (let n = 1; n <= 7; n++) list = addRecentContext(list, entry(n));
    expect(list.map((item) => item.id)).toEqual([
      "event-brand-7",
      "event-brand-6",
      "event-brand-5",
      "event-brand-4",
      "event-brand-3",
    ]);
    list = addRecentContext(list, { ...entry(5), timestamp: 99 });
    expect(list.map((item) => item.id)).toEqual([
      "event-brand-5",
      "event-brand-7",
      "event-brand-6",
      "event-brand-4",
      "event-brand-3",
    ]);
    expect(list).toHaveLength(MAX_RECENT_CONTEXTS);
    expect(addRecentContext(list, entry(5, "specific-event"))[0]?.id).toBe("specific-event-5");
  });

  it("parses stored JSON, dropping malformed entries and never throwing", () => {
    const stored = JSON.stringify([entry(1), { id: "bogus", name: 3 }, entry(2, "specific-event")]);
    expect(parseRecentContexts(stored).map((item) => item.id)).toEqual([
      "event-brand-1",
      "specific-event-2",
    ]);
    expect(parseRecentContexts("{not json")).toEqual([]);
    expect(parseRecentContexts('{"a":1}')).toEqual([]);
    expect(parseRecentContexts(null)).toEqual([]);
  });

  it("checks every field of a stored entry and keeps only the known ones", () => {
    const good = { ...entry(4), logoUrl: "/uploads/logo.png", extra: "<script>" };
    const bad = [
      null,
      "event-brand-1",
      { ...entry(1), id: "event-brand-x" },
      { ...entry(1), id: "venue-1" },
      { ...entry(1), name: null },
      { ...entry(1), type: "venue" },
      { ...entry(1), timestamp: "1" },
      { ...entry(1), timestamp: null },
      { ...entry(1), logoUrl: 5 },
    ];
    const parsed = parseRecentContexts(
      JSON.stringify([...bad, good, { ...entry(5), logoUrl: null }]),
    );
    expect(parsed.map((item) => item.id)).toEqual(["event-brand-4", "event-brand-5"]);
    expect(parsed[0]).toEqual({
      id: "event-brand-4",
      name: entry(4).name,
      type: "event-brand",
      timestamp: entry(4).timestamp,
      logoUrl: "/uploads/logo.png",
    });
    expect(parsed[0]).not.toHaveProperty("extra");
  });
});
