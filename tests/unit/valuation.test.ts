import { audienceValue } from "@/lib/server/inventory/valuation-audience";
import {
  placementOf,
  placementSimilarity,
  quantile,
  rankComparables,
  valuePerYearUsd,
} from "@/lib/server/inventory/valuation-comparables";
import { combineRange } from "@/lib/server/inventory/valuation-range";
import { mergeMissing } from "@/lib/server/seed/audience-inputs";
import type { AssetCategory, ReachInput } from "@/lib/shared/inventory";
import type { ReportedValue } from "@/lib/shared/market";

const reported = (overrides: Partial<ReportedValue>): ReportedValue => ({
  amount: 10,
  currency: "USD",
  unit: "m",
  per: "year",
  upTo: false,
  usdApprox: null,
  ...overrides,
});

describe("valuePerYearUsd: a reported value as US dollars a year", () => {
  it("takes a value per year or season as it is, from the amount when in US dollars", () => {
    expect(valuePerYearUsd(reported({}), "2020", "2024")).toEqual({
      dollars: 10_000_000,
      years: 5,
    });
    expect(valuePerYearUsd(reported({ per: "season" }), null, null)).toEqual({
      dollars: 10_000_000,
      years: null,
    });
  });

  it("divides a total over a stated number of years, or over the reported period", () => {
    expect(valuePerYearUsd(reported({ amount: 170, per: "10 years" }), "2023", null)).toEqual({
      dollars: 17_000_000,
      years: 10,
    });
    expect(valuePerYearUsd(reported({ amount: 12, per: "total" }), "2024", "2026")).toEqual({
      dollars: 4_000_000,
      years: 3,
    });
    // A season "2026-27" to "2030-31" is five seasons.
    expect(
      valuePerYearUsd(
        reported({ amount: 55, per: "total", usdApprox: 65, currency: "EUR" }),
        "2026-27",
        "2030-31",
      ),
    ).toEqual({ dollars: 13_000_000, years: 5 });
  });

  it("answers null when the period of a total, or a dollar value, is unknown", () => {
    expect(valuePerYearUsd(reported({ amount: 122, per: "total" }), "2006-02", null)).toBeNull();
    // Euros without the source's own dollar figure: no exchange rate is invented.
    expect(valuePerYearUsd(reported({ currency: "EUR", usdApprox: null }), null, null)).toBeNull();
    expect(valuePerYearUsd(reported({ per: "match" }), null, null)).toBeNull();
  });

  it("reads another currency through the source's approximation, in millions or whole dollars", () => {
    expect(
      valuePerYearUsd(reported({ currency: "GBP", amount: 10, usdApprox: 13 }), null, null)
        ?.dollars,
    ).toBe(13_000_000);
    expect(
      valuePerYearUsd(
        reported({
          currency: "EUR",
          amount: 1_600_000,
          unit: "total",
          per: "season",
          usdApprox: 1_750_000,
        }),
        null,
        null,
      )?.dollars,
    ).toBe(1_750_000);
  });
});

describe("placement similarity and comparable ranking", () => {
  it("reads placements into families", () => {
    expect(placementOf("stadium")).toBe("naming");
    expect(placementOf("Title Partner")).toBe("title");
    expect(placementOf("sleeve")).toBe("kit");
    expect(placementOf("Official Suppliers")).toBe("supplier");
    expect(placementOf("league-partner")).toBe("partner");
  });

  it("weights the affinity by each category's share of the selection", () => {
    const naming = new Map<AssetCategory, number>([["naming", 1]]);
    expect(placementSimilarity("naming", naming)).toBe(1);
    expect(placementSimilarity("kit", naming)).toBe(0.3);
    const mixed = new Map<AssetCategory, number>([
      ["naming", 3],
      ["signage", 1],
    ]);
    expect(placementSimilarity("kit", mixed)).toBe(0.48);
    expect(placementSimilarity("kit", new Map())).toBe(0);
  });

  it("puts the same sport first, then similarity, kind and recency; drops unrelated deals", () => {
    const deal = (
      name: string,
      sameSport: boolean,
      similarity: number,
      sameKind = false,
      startSeason = 2020,
    ) => ({
      name,
      sameSport,
      similarity,
      sameKind,
      startSeason,
    });
    const ranked = rankComparables(
      [
        deal("other-high", false, 0.9),
        deal("golf-low", true, 0.1),
        deal("unrelated", false, 0),
        deal("other-league", false, 0.6, true),
        deal("other-team", false, 0.6, false, 2025),
        deal("golf-zero", true, 0),
      ],
      4,
    );
    expect(ranked.map((d) => d.name)).toEqual([
      "golf-low",
      "golf-zero",
      "other-high",
      "other-league",
    ]);
  });

  it("interpolates quantiles", () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    expect(quantile([], 0.5)).toBe(0);
  });
});

const input = (value: number, estimate = false): ReachInput => ({
  value,
  source: { name: "Source", url: "https://example.com", date: null },
  estimate,
});

describe("audienceValue", () => {
  it("multiplies audience × exposure × units × events and prices it at the channel's CPM", () => {
    const result = audienceValue(
      [
        {
          scope: "event",
          quantity: 4,
          exposure: { attendance: 0.25, broadcast: 0.1 },
          eventIds: [1, 2, 3],
        },
      ],
      { attendancePerEvent: input(20_000), broadcastViewersPerEvent: input(100_000) },
      [],
    );
    // 20,000 × 0.25 × 4 × 3 = 60,000 at $25; 100,000 × 0.1 × 4 × 3 = 120,000 at $12.
    expect(result.channels).toEqual([
      { channel: "attendance", cpmUsd: 25, impressions: 60_000, value: 1_500, missing: [] },
      { channel: "broadcast", cpmUsd: 12, impressions: 120_000, value: 1_440, missing: [] },
    ]);
    expect(result.value).toBe(2_940);
  });

  it("counts social followers once per unit of a season asset and names missing networks", () => {
    const result = audienceValue(
      [{ scope: "season", quantity: 6, exposure: { social: 0.1 }, eventIds: [1, 2] }],
      { socialFollowers: { instagram: input(500_000), youtube: input(100_000, true) } },
      [],
    );
    // 600,000 followers × 0.1 × 6 posts = 360,000 impressions at $8.
    expect(result.channels[0]).toEqual({
      channel: "social",
      cpmUsd: 8,
      impressions: 360_000,
      value: 2_880,
      missing: ["X followers", "TikTok followers", "Facebook followers"],
    });
    expect(result.inputs.filter((i) => i.missing).map((i) => i.label)).toEqual([
      "X followers",
      "TikTok followers",
      "Facebook followers",
    ]);
    expect(result.inputs.find((i) => i.label === "YouTube followers")?.estimate).toBe(true);
  });

  it("uses an event's own input for that event and never guesses a missing one", () => {
    const result = audienceValue(
      [{ scope: "event", quantity: 1, exposure: { attendance: 1 }, eventIds: [1, 2] }],
      {},
      [{ id: 2, name: "Final", reach: { attendancePerEvent: input(5_000) } }],
    );
    expect(result.channels[0]).toMatchObject({
      impressions: 5_000,
      missing: ["Attendance per event"],
    });
    expect(result.inputs.map((i) => [i.label, i.missing])).toEqual([
      ["Attendance per event", true],
      ["Attendance per event (Final)", false],
    ]);
    const none = audienceValue(
      [{ scope: "event", quantity: 1, exposure: { attendance: 1 }, eventIds: [1] }],
      {},
      [],
    );
    expect(none.value).toBeNull();
  });

  it("skips channels the selection does not reach", () => {
    const result = audienceValue(
      [{ scope: "event", quantity: 1, exposure: {}, eventIds: [1] }],
      {},
      [],
    );
    expect(result).toEqual({ value: null, channels: [], inputs: [] });
  });
});

describe("combineRange and confidence", () => {
  const base = {
    comparableValues: [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_000_000],
    sameSportCount: 2,
    scale: 0.5,
    audienceValue: 2_000_000,
    missingInputs: [],
    estimatedInputs: 0,
  };

  it("scales the comparables' middle half and averages it with the audience band", () => {
    const range = combineRange(base);
    expect(range.comparable).toEqual({ low: 1_250_000, mid: 2_000_000, high: 2_750_000 });
    // Audience band: 1.6M to 2.4M.
    expect([range.low, range.mid, range.high]).toEqual([1_425_000, 2_000_000, 2_575_000]);
    expect(range.confidence).toBe("high");
  });

  it("uses one method alone when the other has nothing", () => {
    const range = combineRange({ ...base, audienceValue: null });
    expect([range.low, range.mid, range.high]).toEqual([1_250_000, 2_000_000, 2_750_000]);
    expect(range.confidence).toBe("low");
    const none = combineRange({ ...base, comparableValues: [], audienceValue: null });
    expect([none.low, none.mid, none.high]).toEqual([null, null, null]);
  });

  it("falls with few comparables, none from the sport, missing or estimated inputs", () => {
    expect(combineRange({ ...base, comparableValues: [1, 2] })).toMatchObject({
      confidence: "low",
      reasons: expect.arrayContaining(["only 2 comparable deals"]),
    });
    expect(combineRange({ ...base, comparableValues: [1, 2, 3, 4] }).reasons).toContain(
      "only 4 comparable deals",
    );
    expect(combineRange({ ...base, sameSportCount: 0 }).confidence).toBe("medium");
    const missing = combineRange({ ...base, missingInputs: ["X followers"] });
    expect(missing.confidence).toBe("medium");
    expect(missing.reasons).toContain("missing audience inputs: X followers");
    expect(combineRange({ ...base, estimatedInputs: 2 }).reasons).toContain(
      "2 audience inputs are estimates, not published figures",
    );
    expect(combineRange({ ...base, audienceValue: 100_000 }).reasons).toContain(
      "the comparable deals and the audience value are more than 3 times apart",
    );
  });
});

describe("mergeMissing: the seed fills only empty inputs", () => {
  it("keeps what is stored and adds what is not", () => {
    const stored = { attendancePerEvent: input(1), socialFollowers: { x: input(2) } };
    const seeded = {
      attendancePerEvent: input(100, true),
      broadcastViewersPerEvent: input(200, true),
      socialFollowers: { x: input(300, true), instagram: input(400, true) },
    };
    expect(mergeMissing(stored, seeded)).toEqual({
      attendancePerEvent: input(1),
      broadcastViewersPerEvent: input(200, true),
      socialFollowers: { x: input(2), instagram: input(400, true) },
    });
  });
});
