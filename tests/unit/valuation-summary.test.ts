import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ValuationSummary } from "@/components/inventory/valuation-summary";
import { CHANNEL_CPM_USD } from "@/lib/shared/inventory";
import { MARKET_CREDIT } from "@/lib/shared/market";
import type { Valuation, ValuationComparable } from "@/lib/shared/schemas/valuation";

const comparable = (dealId: number): ValuationComparable => ({
  dealId,
  property: `Club ${dealId}`,
  sponsor: `Sponsor ${dealId}`,
  levelOrPlacement: "front",
  years: 3,
  valuePerYearUsd: 2_000_000,
  reportedValue: "$6 million in total",
  upTo: dealId === 1,
  sport: "soccer",
  sameSport: false,
  similarity: 0.8,
  sourceName: `Source ${dealId}`,
  sourceUrl: `https://example.com/deal-${dealId}`,
  sourceDate: "2025-01-01",
  why: "Another sport",
});

const valuation: Valuation = {
  eventBrandId: 1,
  season: 2026,
  termSeasons: 1,
  currency: "USD",
  low: 2_100_000,
  mid: 2_400_000,
  high: 2_800_000,
  estimate: true,
  items: [],
  rateCard: 2_500_000,
  rateCardCurrency: "USD",
  basis: {
    comparables: [1, 2, 3, 4, 5, 6].map(comparable),
    comparableRange: {
      low: 2e6,
      mid: 2.2e6,
      high: 2.6e6,
      scale: 0.5,
      sport: "golf",
      sportFrom: "x",
    },
    audience: {
      value: 2_400_000,
      channels: [],
      inputs: [
        {
          channel: "attendance",
          label: "Attendance per event",
          value: 40_000,
          missing: false,
          estimate: true,
          sourceName: "Pitchside estimate",
          sourceUrl: null,
          sourceDate: null,
        },
        {
          channel: "social",
          label: "X followers",
          value: null,
          missing: true,
          estimate: false,
          sourceName: null,
          sourceUrl: null,
          sourceDate: null,
        },
      ],
      cpmUsd: CHANNEL_CPM_USD,
    },
  },
  confidence: "medium",
  confidenceReasons: ["missing audience inputs: X followers"],
  explanation: "How it was made.",
};

describe("ValuationSummary", () => {
  const html = renderToStaticMarkup(createElement(ValuationSummary, { valuation }));

  it("says it is an estimate and sums it up in one line that opens without client code", () => {
    expect(html).toContain("Estimate");
    expect(html).toContain(
      "Suggested $2.1M–$2.8M a season: 6 comparable deals, audience value $2.4M",
    );
    expect(html).toMatch(/<details>[\s\S]*<summary/);
  });

  it("lists every comparable with its source in a new tab, every input, the reasons and the credit", () => {
    for (const id of [1, 2, 3, 4, 5, 6])
      expect(html).toContain(`href="https://example.com/deal-${id}" target="_blank"`);
    expect(html).toContain("up to $2.0M a year");
    expect(html).toContain("X followers: <span");
    expect(html).toContain("missing");
    expect(html).toContain("40,000 (estimate) · Pitchside estimate");
    expect(html).toContain("missing audience inputs: X followers");
    expect(html).toContain(MARKET_CREDIT.split(",")[0]);
  });
});
