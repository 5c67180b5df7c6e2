import {
  exclusivityText,
  investmentItemText,
  investmentTerms,
  seasonsText,
  toPublicInvestment,
} from "@/lib/shared/proposal-investment";
import { moneyAmount } from "@/lib/shared/schemas/money";
import {
  investmentInputSchema,
  INVESTMENT_MESSAGES,
  type InvestmentView,
} from "@/lib/shared/schemas/proposal-investment";

const VIEW: InvestmentView = {
  packageId: 3,
  packageName: "Official Partner",
  items: [
    {
      assetId: 1,
      name: "Tee-box signage",
      category: "signage",
      unit: "per event",
      scope: "event",
      quantity: 4,
      events: [
        { id: 10, name: "LIV Golf Riyadh", startDate: "2027-02-05" },
        { id: 11, name: "LIV Golf Adelaide", startDate: "2027-02-13" },
      ],
    },
    {
      assetId: 2,
      name: "Sponsored social post",
      category: "digital",
      unit: "per post",
      scope: "season",
      quantity: 6,
      events: [{ id: 10, name: "LIV Golf Riyadh", startDate: "2027-02-05" }],
    },
  ],
  pricePerSeason: 1_500_000,
  pricePerSeasonCents: 150_000_000,
  termSeasons: 3,
  startSeason: 2027,
  total: 4_500_000,
  totalCents: 450_000_000,
  currency: "USD",
  exclusiveCategory: "Luxury & Watches",
  internal: { listPerSeason: 2_100_000, floorPerSeason: 1_600_000, belowFloor: true },
};

describe("the Investment as a sponsor reads it", () => {
  it("leaves out the seller's figures and names categories and events", () => {
    const view = toPublicInvestment(VIEW);
    expect(JSON.stringify(view)).not.toMatch(/internal|floor|listPer|Cents|1600000|2100000/);
    expect(view.items[0]).toEqual({
      name: "Tee-box signage",
      category: "Signage and branding",
      unit: "per event",
      scope: "event",
      quantity: 4,
      events: ["LIV Golf Riyadh", "LIV Golf Adelaide"],
    });
  });

  it("words items by how they are counted", () => {
    const [signs, posts] = toPublicInvestment(VIEW).items;
    expect(investmentItemText(signs!)).toEqual({
      name: "4 × Tee-box signage",
      detail: "per event · at each of 2 events: LIV Golf Riyadh, LIV Golf Adelaide",
    });
    expect(investmentItemText(posts!)).toEqual({
      name: "6 × Sponsored social post",
      detail: "per post · each season",
    });
    expect(investmentItemText({ ...signs!, events: ["LIV Golf Riyadh"] }).detail).toBe(
      "per event · at LIV Golf Riyadh",
    );
    expect(investmentItemText({ ...signs!, events: [] }).detail).toBe(
      "per event · events to be scheduled",
    );
  });

  it("states the term, price, total and exclusivity", () => {
    expect(seasonsText(2027, 1)).toBe("2027 season");
    expect(seasonsText(2027, 3)).toBe("3 seasons (2027–2029)");
    expect(exclusivityText(null)).toBe("No category exclusivity");
    expect(investmentTerms(toPublicInvestment(VIEW))).toEqual([
      { label: "Package", value: "Official Partner" },
      { label: "Term", value: "3 seasons (2027–2029)" },
      { label: "Price per season", value: "$1,500,000" },
      { label: "Total investment", value: "$4,500,000" },
      { label: "Exclusivity", value: "Category exclusivity in Luxury & Watches" },
    ]);
  });
});

describe("the investment a request carries", () => {
  const message = (value: unknown) =>
    investmentInputSchema.safeParse(value).error?.issues[0]?.message;

  it("takes a package, assets with a price and term, or null", () => {
    expect(investmentInputSchema.parse({ packageId: 3 })).toEqual({ packageId: 3 });
    expect(investmentInputSchema.parse(null)).toBeNull();
    expect(
      investmentInputSchema.parse({
        items: [{ assetId: 1, quantity: 2 }],
        pricePerSeason: 10.5,
        termSeasons: 2,
      }),
    ).toEqual({ items: [{ assetId: 1, quantity: 2 }], pricePerSeason: 10.5, termSeasons: 2 });
  });

  it("refuses a mix, missing terms, repeats and unknown fields", () => {
    expect(message({ packageId: 1, items: [{ assetId: 1, quantity: 1 }] })).toBe(
      INVESTMENT_MESSAGES.oneSource,
    );
    expect(message({ items: [{ assetId: 1, quantity: 1 }], termSeasons: 1 })).toBe(
      INVESTMENT_MESSAGES.itemsNeedPrice,
    );
    expect(
      message({
        items: [
          { assetId: 1, quantity: 1 },
          { assetId: 1, quantity: 1 },
        ],
        pricePerSeason: 1,
        termSeasons: 1,
      }),
    ).toBe(INVESTMENT_MESSAGES.duplicateAsset);
    expect(investmentInputSchema.safeParse({ packageId: 1, floor: 2 }).success).toBe(false);
  });

  it("checks money as deals do", () => {
    const price = moneyAmount("pricePerSeason");
    expect(price.parse(0.29)).toBe(0.29);
    expect(price.safeParse(1.001).error?.issues[0]?.message).toBe(
      "pricePerSeason can have at most 2 decimal places",
    );
    expect(price.safeParse(-1).error?.issues[0]?.message).toBe("pricePerSeason cannot be negative");
    expect(price.safeParse(1e14).error?.issues[0]?.message).toBe("pricePerSeason is too large");
  });
});
