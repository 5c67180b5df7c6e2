import { describe, expect, it } from "@jest/globals";
import {
  catalogueIndustryOf,
  deriveEstimatedProfile,
  estimatedBudgetBand,
  estimatedMarkets,
} from "@/lib/server/catalogue/derive-profile";
import { registrableDomain } from "@/lib/shared/company-identity";
import { SameCompanyIndex } from "@/lib/server/catalogue/same-company";
import { countryCodeOf, regionOf } from "@/lib/server/catalogue/world";
import sharp from "sharp";
import { brandIconSvg, domainLabel, findBrandIcon } from "@/lib/server/logos/simple-icons";
import { REGIONS } from "@/lib/shared/profile";
import { sponsorProfileSchema } from "@/lib/shared/schemas/profile";

describe("catalogue industry from GICS", () => {
  it.each([
    ["Airlines", "", "Airlines", "consumer"],
    ["Automobiles", "", "Automotive", "consumer"],
    ["Auto Components", "", "Automotive", "business"],
    ["Banks", "", "Banking & Financial Services", "consumer"],
    ["Capital Markets", "", "Wealth & Asset Management", "mixed"],
    ["Insurance", "", "Insurance", "consumer"],
    ["Semiconductors & Semiconductor Equipment", "", "Technology & Software", "business"],
    ["Software", "", "Technology & Software", "mixed"],
    ["Interactive Media & Services", "", "Technology & Software", "consumer"],
    ["Health Care Technology", "", "Healthcare & Pharmaceuticals", "business"],
    ["Technology Hardware, Storage & Peripherals", "", "Consumer Electronics", "consumer"],
    ["Oil, Gas & Consumable Fuels", "", "Energy", "mixed"],
    ["Energy Equipment & Services", "", "Energy", "business"],
    ["Electric Utilities", "", "Energy", "mixed"],
    ["Metals & Mining", "", "Industrial & Manufacturing", "business"],
    ["Trading Companies & Distributors", "", "Industrial & Manufacturing", "business"],
    ["Internet & Direct Marketing Retail", "", "Retail", "consumer"],
    ["Passenger Airlines", "", "Airlines", "consumer"],
    ["Brewers", "", "Beer", "consumer"],
    ["Beverages", "Brews and sells beer and cider.", "Beer", "consumer"],
    ["Beverages", "Produces baijiu and other spirits.", "Wine & Spirits", "consumer"],
    ["Beverages", "Bottles mineral water and soft drinks.", "Non-Alcoholic Beverages", "consumer"],
    [
      "Textiles, Apparel & Luxury Goods",
      "Makes golf clubs and golf balls.",
      "Golf Equipment",
      "consumer",
    ],
    ["Textiles, Apparel & Luxury Goods", "Designs luxury watches.", "Luxury & Watches", "consumer"],
    ["Textiles, Apparel & Luxury Goods", "Sells denim.", "Fashion & Apparel", "consumer"],
    [
      "Hotels, Restaurants & Leisure",
      "Operates casinos in Macau.",
      "Media & Entertainment",
      "consumer",
    ],
    [
      "Hotels, Restaurants & Leisure",
      "Operates quick-service restaurants.",
      "Food & Restaurants",
      "consumer",
    ],
    [
      "Hotels, Restaurants & Leisure",
      "Owns hotels and resorts.",
      "Hotels & Hospitality",
      "consumer",
    ],
    ["Hotels, Resorts & Cruise Lines", "", "Travel & Tourism", "consumer"],
    ["Tobacco", "", "Food & Restaurants", "business"],
  ])("%s (%s) → %s, %s", (gicsIndustry, description, industry, consumerReach) => {
    expect(catalogueIndustryOf({ gicsIndustry, description })).toEqual({
      industry,
      consumerReach,
    });
  });

  it("falls back on the sector, then on industrial", () => {
    expect(catalogueIndustryOf({ gicsIndustry: "", sector: "Consumer Staples" })).toEqual({
      industry: "Food & Restaurants",
      consumerReach: "consumer",
    });
    expect(catalogueIndustryOf({ gicsIndustry: "Something new", sector: null })).toEqual({
      industry: "Industrial & Manufacturing",
      consumerReach: "business",
    });
  });
});

describe("budget band from market cap and sector", () => {
  it("maps the band and lowers business-to-business sectors one band", () => {
    expect(estimatedBudgetBand("mega", "Consumer Discretionary")).toBe("XL");
    expect(estimatedBudgetBand("large", "Financials")).toBe("L");
    expect(estimatedBudgetBand("large", "Industrials")).toBe("M");
    expect(estimatedBudgetBand("mid", "Consumer Staples")).toBe("M");
    expect(estimatedBudgetBand("small", "Materials")).toBe("XS");
    expect(estimatedBudgetBand("nano", "Energy")).toBe("XS");
    expect(estimatedBudgetBand(null, "Financials")).toBe("XS");
  });
});

describe("markets from country and size", () => {
  it("mega caps cover every region, large caps the big three plus home, others home only", () => {
    expect(estimatedMarkets("JP", "mega")).toEqual({ regions: [...REGIONS], countries: ["JP"] });
    expect(estimatedMarkets("AU", "large")).toEqual({
      regions: ["North America", "Europe", "Asia", "Oceania"],
      countries: ["AU"],
    });
    expect(estimatedMarkets("SA", "mid")).toEqual({ regions: ["Middle East"], countries: ["SA"] });
    expect(estimatedMarkets(null, "small")).toEqual({
      regions: ["North America", "Europe", "Asia"],
      countries: [],
    });
  });

  it("knows every country of the reference data", () => {
    expect(countryCodeOf("South Korea")).toBe("KR");
    expect(countryCodeOf("Cayman Islands")).toBe("KY");
    expect(regionOf("LT")).toBe("Europe");
    expect(regionOf("KY")).toBe("Latin America");
  });
});

describe("deriveEstimatedProfile", () => {
  it("builds a valid profile that says it is an estimate", () => {
    const { industry, profile } = deriveEstimatedProfile({
      gicsIndustry: "Automobiles",
      sector: "Consumer Discretionary",
      country: "DE",
      marketCapBand: "large",
    });
    expect(industry).toBe("Automotive");
    expect(sponsorProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      budgetBand: "L",
      budgetIsEstimate: true,
      isEstimate: true,
      scale: "large",
      consumerReach: "consumer",
      sportsSponsorships: [],
      audience: {
        genderSkew: "male",
        interests: ["automotive", "technology", "travel", "motorsport"],
      },
    });
  });

  it("lets a known catalogue industry win over the GICS mapping", () => {
    const { industry, profile } = deriveEstimatedProfile({
      gicsIndustry: "Software",
      catalogueIndustry: "Golf Equipment",
      country: "US",
      marketCapBand: null,
    });
    expect(industry).toBe("Golf Equipment");
    expect(profile.consumerReach).toBe("consumer");
    expect(profile.scale).toBeUndefined();
    expect(profile.budgetBand).toBe("XS");
  });
});

describe("the same company", () => {
  const index = new SameCompanyIndex([
    { id: 1, name: "Corona", domain: "corona.com", country: "MX" },
    { id: 2, name: "Mercedes-Benz", domain: "mercedes-benz.com", country: "DE" },
    { id: 3, name: "Rolex", domain: null, country: null },
  ]);

  it("is found by domain first, whatever the name", () => {
    expect(
      index.find({ name: "Cerveza", domain: "https://www.corona.com/", country: null })?.id,
    ).toBe(1);
  });

  it("else by normalised name, unless both countries are known and differ", () => {
    expect(
      index.find({
        name: "Mercedes-Benz Group AG",
        domain: "group.mercedes-benz.com",
        country: "DE",
      })?.id,
    ).toBe(2);
    expect(index.find({ name: "Mercedes Benz", domain: null, country: null })?.id).toBe(2);
    expect(
      index.find({ name: "Corona Corporation", domain: "corona.co.jp", country: "JP" }),
    ).toBeNull();
    expect(index.find({ name: "Rolex SA", domain: "rolex.com", country: "CH" })?.id).toBe(3);
  });
});

describe("real brand marks from simple-icons", () => {
  it("reads the registrable domain and its name label", () => {
    expect(registrableDomain("news.delta.com")).toBe("delta.com");
    expect(registrableDomain("kfc-net.co.jp")).toBe("kfc-net.co.jp");
    expect(domainLabel("group.mercedes-benz.com")).toBe("mercedesbenz");
  });

  it("matches when the name and the domain agree, or the domain and the icon's own site", () => {
    expect(findBrandIcon({ name: "Nike, Inc.", domain: "nike.com" })).toMatchObject({
      slug: "nike",
      colour: "#111111",
    });
    expect(findBrandIcon({ name: "Delta Air Lines, Inc.", domain: "delta.com" })?.slug).toBe(
      "delta",
    );
    expect(
      findBrandIcon({ name: "Coca-Cola", domain: "coca-colacompany.com", trustedName: true })?.slug,
    ).toBe("cocacola");
  });

  it("never guesses: other companies with a famous name or domain get no mark", () => {
    expect(findBrandIcon({ name: "KFC, Ltd.", domain: "kfc-net.co.jp" })).toBeNull();
    expect(findBrandIcon({ name: "Man Group PLC", domain: "man.com" })).toBeNull();
    expect(findBrandIcon({ name: "Dropbox, Inc.", domain: "box.com" })).toBeNull();
    expect(findBrandIcon({ name: "Metro Inc.", domain: "corpo.metro.ca" })).toBeNull();
    expect(findBrandIcon({ name: "Coca-Cola", domain: "coca-colacompany.com" })).toBeNull();
    expect(findBrandIcon({ name: "Rolex", domain: "rolex.com" })).toBeNull();
  });

  it("draws the mark in its colour, light marks on a dark tile, and sharp rasterises it for mockups", async () => {
    const nike = findBrandIcon({ name: "Nike, Inc.", domain: "nike.com" })!;
    expect(brandIconSvg(nike)).toContain('fill="#111111"');
    const sony = findBrandIcon({ name: "Sony Group Corporation", domain: "sony.com" })!;
    expect(brandIconSvg(sony)).toContain('fill="#111827"');
    const png = await sharp(Buffer.from(brandIconSvg(nike)))
      .png()
      .toBuffer();
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([256, 256]);
    const { channels } = await sharp(png).stats();
    expect(channels[0]!.min).toBeLessThan(40); // the black swoosh is there
  });
});
