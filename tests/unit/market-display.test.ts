import { formatReportedDate } from "@/lib/shared/dates";
import {
  coverageText,
  formatReportedValue,
  sourceLabel,
  type ReportedValue,
} from "@/lib/shared/market";

const value = (overrides: Partial<ReportedValue>): ReportedValue => ({
  amount: 10,
  currency: "USD",
  unit: "m",
  per: "year",
  upTo: false,
  usdApprox: null,
  ...overrides,
});

describe("a sourced deal's value, as reported", () => {
  it.each<[Partial<ReportedValue>, string]>([
    [{}, "$10 million per year"],
    [
      { upTo: true, currency: "GBP", usdApprox: 13 },
      "up to £10 million per year (about $13 million)",
    ],
    [{ currency: "EUR", amount: 22, usdApprox: null }, "€22 million per year"],
    [{ currency: "EUR", amount: 2.35, unit: "million" }, "€2.35 million per year"],
    [
      { currency: "EUR", amount: 40, usdApprox: 43.9 },
      "€40 million per year (about $43.9 million)",
    ],
    // A few sources write the approximation in whole dollars.
    [
      { currency: "EUR", amount: 30, usdApprox: 32_200_000 },
      "€30 million per year (about $32.2 million)",
    ],
    [
      { currency: "EUR", amount: 1_600_000, unit: "total", per: "season", usdApprox: 1_750_000 },
      "€1,600,000 per season (about $1.75 million)",
    ],
    [{ amount: 170, per: "10 years", usdApprox: 170 }, "$170 million over 10 years"],
    [{ amount: 95, per: "total", usdApprox: 95 }, "$95 million in total"],
    [
      { currency: "EUR", amount: 55, per: "total", upTo: true, usdApprox: 65 },
      "up to €55 million in total (about $65 million)",
    ],
    [
      { currency: "EUR", amount: 500_000, unit: "total", per: null, usdApprox: 550_000 },
      "€500,000 (about $550,000)",
    ],
    [{ currency: null, amount: 3, per: null }, "3 million"],
    // A code Intl knows no symbol for is written before the amount (with a no-break space).
    [{ currency: "XYZ", amount: 3 }, "XYZ\u00a03 million per year"],
  ])("%j reads %s", (overrides, expected) => {
    expect(formatReportedValue(value(overrides))).toBe(expected);
  });

  it("never shows the USD approximation of a USD amount twice", () => {
    expect(formatReportedValue(value({ usdApprox: 10 }))).toBe("$10 million per year");
  });
});

describe("a sourced deal's source line", () => {
  it("names the site without www, linked, or the cited name without an address", () => {
    expect(
      sourceLabel({
        name: "LIV Golf - Partners",
        url: "https://www.livgolf.com/partners",
        date: null,
      }),
    ).toEqual({ text: "livgolf.com", href: "https://www.livgolf.com/partners" });
    expect(sourceLabel({ name: "livgolf.com/partners", url: null, date: null })).toEqual({
      text: "livgolf.com/partners",
      href: null,
    });
    // Only web pages are linked.
    expect(sourceLabel({ name: "A page", url: "javascript:alert(1)", date: null })).toEqual({
      text: "A page",
      href: null,
    });
    expect(sourceLabel({ name: "A page", url: "not a url", date: null }).href).toBeNull();
  });

  it("writes the date day first, as precise as it was reported", () => {
    expect(formatReportedDate("2026-09-25")).toBe("25 Sep 2026");
    expect(formatReportedDate("2026-01-05")).toBe("5 Jan 2026");
    expect(formatReportedDate("2026-09")).toBe("Sep 2026");
    expect(formatReportedDate("2026")).toBe("2026");
    expect(formatReportedDate(null)).toBeNull();
    expect(formatReportedDate("someday")).toBeNull();
  });
});

it("states how many deals carry a value", () => {
  expect(coverageText(38, 112)).toBe("values reported for 38 of 112 deals");
  expect(coverageText(0, 1)).toBe("values reported for 0 of 1 deal");
});
