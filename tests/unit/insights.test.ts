import fc from "fast-check";
import {
  barHeight,
  buildTrends,
  formatDollarMillions,
  formatGrowth,
  growthRate,
  growthYears,
  percentagesOf,
  VALUE_RANGES,
  type TrendFigures,
} from "@/lib/shared/insights";

describe("growth", () => {
  it("is the change in deals started, in percent with one decimal", () => {
    expect(growthRate(13, 11)).toBe(18.2);
    expect(growthRate(9, 12)).toBe(-25);
    expect(growthRate(10, 10)).toBe(0);
    expect(growthRate(1, 3)).toBe(-66.7);
  });

  it("is undefined (null) from a year with no deals", () => {
    expect(growthRate(5, 0)).toBeNull();
    expect(growthRate(0, 0)).toBeNull();
  });

  it("compares the last complete calendar year with the one before", () => {
    expect(growthYears(new Date("2026-11-21T12:00:00Z"))).toEqual({
      current: 2025,
      previous: 2024,
    });
    expect(growthYears(new Date("2027-01-01T00:00:00Z"))).toEqual({
      current: 2026,
      previous: 2025,
    });
  });

  it.each([
    [12.8, "+12.8%"],
    [-3.14, "-3.1%"],
    [0, "0.0%"],
    [null, "n/a"],
  ])("shows %s as %s", (rate, text) => {
    expect(formatGrowth(rate)).toBe(text);
  });

  it("shows money in millions with one decimal", () => {
    expect(formatDollarMillions(3_450_000)).toBe("$3.5M");
    expect(formatDollarMillions(250_000)).toBe("$0.3M");
    expect(formatDollarMillions(null)).toBe("n/a");
  });
});

describe("percentagesOf", () => {
  it("rounds by largest remainder so the parts make 100", () => {
    expect(percentagesOf([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentagesOf([2, 1, 0, 0, 1])).toEqual([50, 25, 0, 0, 25]);
    expect(percentagesOf([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it("always sums to 100 with any deals, and never exceeds a part's share by a point", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 5, maxLength: 5 }), (counts) => {
        const total = counts.reduce((a, b) => a + b, 0);
        const parts = percentagesOf(counts);
        if (total === 0) return parts.every((p) => p === 0);
        return (
          parts.reduce((a, b) => a + b, 0) === 100 &&
          parts.every((p, i) => Math.abs(p - (counts[i]! / total) * 100) < 1)
        );
      }),
    );
  });

  it("has five fixed value ranges without gaps", () => {
    expect(VALUE_RANGES.map((r) => r.label)).toEqual([
      "Under $1M",
      "$1M–$5M",
      "$5M–$10M",
      "$10M–$25M",
      "$25M+",
    ]);
    for (let i = 1; i < VALUE_RANGES.length; i++)
      expect(VALUE_RANGES[i]!.min).toBe(VALUE_RANGES[i - 1]!.max);
  });
});

describe("barHeight", () => {
  it("scales to the largest count with a 160 px maximum", () => {
    expect(barHeight(10, 10)).toBe(160);
    expect(barHeight(5, 10)).toBe(80);
    expect(barHeight(1, 1000)).toBe(4);
    expect(barHeight(0, 10)).toBe(0);
    expect(barHeight(3, 0)).toBe(0);
  });
});

describe("buildTrends", () => {
  const figures: TrendFigures = {
    industry: "Automotive",
    growth: { rate: 18.2, current: 13, previous: 11, year: 2025 },
    dealValues: [
      { range: "Under $1M", percentage: 10, count: 2 },
      { range: "$1M–$5M", percentage: 42, count: 8 },
      { range: "$5M–$10M", percentage: 27, count: 5 },
      { range: "$10M–$25M", percentage: 16, count: 3 },
      { range: "$25M+", percentage: 5, count: 1 },
    ],
    sponsorCount: [
      { year: 2021, count: 0 },
      { year: 2022, count: 4 },
      { year: 2026, count: 9 },
    ],
    topSponsor: { name: "Genesis", deals: 3, totalValue: 38_500_000 },
    averageDealValue: 6_200_000,
    marketAverageDealValue: 4_600_000,
    own: { name: "LIV Golf", deals: 3, total: 27 },
  };

  it("states only what the figures say, at most five statements", () => {
    expect(buildTrends(figures)).toEqual([
      "Deal count grew 18.2% year on year (13 deals in 2025 vs 11 in 2024)",
      "The most common deal size is $1M–$5M (42% of deals)",
      "Active sponsors rose from 4 in 2022 to 9 in 2026",
      "Genesis signed the most deals in the last 3 years (3, worth $38.5M in total)",
      "The average deal ($6.2M) is 35% above the all-industry average ($4.6M)",
    ]);
  });

  it("words falls, firsts, majorities and missing figures honestly", () => {
    const trends = buildTrends({
      ...figures,
      growth: { rate: null, current: 4, previous: 0, year: 2025 },
      dealValues: [{ range: "$25M+", percentage: 60, count: 3 }],
      sponsorCount: [
        { year: 2025, count: 5 },
        { year: 2026, count: 2 },
      ],
      topSponsor: null,
      averageDealValue: null,
      own: { name: "SailGP", deals: 0, total: 5 },
    });
    expect(trends).toEqual([
      "4 deals started in 2025, none in 2024",
      "Most deals are worth $25M+ (60%)",
      "Active sponsors fell from 5 in 2025 to 2 in 2026",
      "SailGP has no Automotive deals yet: 5 are on record at other properties",
    ]);
    expect(
      buildTrends({ ...figures, growth: { rate: -25, current: 9, previous: 12, year: 2025 } })[0],
    ).toBe("Deal count fell 25.0% year on year (9 deals in 2025 vs 12 in 2024)");
  });
});
