import { formatPoints, MATCH_BASELINE, scoreBreakdown } from "@/lib/shared/score-breakdown";

describe("why this score: the breakdown adds up", () => {
  it("baseline + listed factors + the rest equals the percentage", () => {
    const reasons = [{ impact: 12.3 }, { impact: 8.1 }, { impact: -2.4 }];
    const b = scoreBreakdown(71, reasons);
    expect(b.baseline).toBe(MATCH_BASELINE);
    expect(b.listed).toBe(18);
    expect(b.others).toBe(3);
    expect(b.baseline + b.listed + b.others).toBe(b.total);
  });

  it("keeps one decimal and still adds up when the listed points are fractional", () => {
    const b = scoreBreakdown(83, [{ impact: 14.6 }, { impact: 9.9 }, { impact: 4.2 }]);
    expect(b.listed).toBe(28.7);
    expect(b.others).toBe(4.3);
    expect(Math.round((b.baseline + b.listed + b.others) * 10) / 10).toBe(83);
  });

  it("a placeholder match (neutral reasons) is the baseline with nothing else", () => {
    expect(scoreBreakdown(50, [{ impact: 0 }, { impact: 0 }])).toEqual({
      baseline: 50,
      listed: 0,
      others: 0,
      total: 50,
    });
  });

  it("the 0–100 limit shows in the rest", () => {
    const b = scoreBreakdown(0, [{ impact: -40 }, { impact: -20 }]);
    expect(b.listed).toBe(-60);
    expect(b.others).toBe(10);
  });

  it("formats signed points", () => {
    expect(formatPoints(12.34)).toBe("+12.3");
    expect(formatPoints(-3)).toBe("−3");
    expect(formatPoints(0)).toBe("0");
  });
});
