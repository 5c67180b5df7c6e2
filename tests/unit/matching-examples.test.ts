import { describe, expect, it } from "@jest/globals";
import { scoreSponsor } from "@/lib/server/matching/score";
import type { MatchContext, MatchSponsor } from "@/lib/server/matching/types";
import type { EventProfile } from "@/lib/shared/schemas/profile";

/**
 * Worked examples, checked by hand. Notation: ov(A, B) = √(2|A∩B| / (|A| + |B|)).
 * audience = .40 interests + .25 age + .20 income + .15 gender
 * brand    = .70 ov(values) + .30 ov(value families)
 * value    = .30 budget + .30 markets + .20 propensity + .20 reach (event brand)
 *          = .30 budget + .10 markets + .20 host + .20 propensity + .20 reach (specific event)
 * reach    = .5 size fit + .5 consumer fit; size fit: the property's tier (international = 3)
 *            wants size step tier + 1 (large) or more, −0.25 a step short; size from the budget
 *            band when the profile has none (XS micro … XL mega); consumer 1, mixed 0.6, business 0.2
 * match    = round((40 A + 35 V + 25 B) / 100 + lead-time points), A, V, B the rounded sub-scores.
 */

const LIV_GOLF: EventProfile = {
  sport: "golf",
  tier: "international",
  markets: {
    regions: ["North America", "Europe", "Middle East", "Asia", "Oceania"],
    countries: ["US", "SA", "GB", "AU", "SG"],
  },
  audience: {
    ageBands: ["25-34", "35-44", "45-54"],
    genderSkew: "male",
    income: "high",
    interests: ["golf", "travel", "luxury", "business", "entertainment"],
  },
  // Families: premium (excellence), high-performance (innovation, boldness, excellence,
  // performance), youthful energy (boldness), global (global) → 4 families.
  brandValues: ["innovation", "boldness", "excellence", "global", "performance"],
};
const LIV_BRAND = { id: 1, name: "LIV Golf", profile: LIV_GOLF };
const LIV: MatchContext = { kind: "event-brand", eventBrand: LIV_BRAND };
const RIYADH: MatchContext = {
  kind: "specific-event",
  eventBrand: LIV_BRAND,
  event: {
    id: 10,
    name: "LIV Golf Riyadh",
    startDate: "2026-02-05",
    endDate: "2026-02-07",
    locationName: "Riyadh Golf Club",
    locationCountry: "KSA",
  },
};

const WATCHMAKER: MatchSponsor = {
  id: 1,
  name: "Swiss Watchmaker",
  industry: "Luxury & Watches",
  profile: {
    budgetBand: "L",
    budgetIsEstimate: true,
    markets: {
      regions: ["Europe", "North America", "Middle East", "Asia"],
      countries: ["CH", "US", "GB", "AE"],
    },
    audience: {
      ageBands: ["35-44", "45-54", "55-64"],
      genderSkew: "male",
      income: "ultra-high",
      interests: ["golf", "luxury", "travel", "sailing"],
    },
    brandValues: ["precision", "heritage", "excellence", "luxury", "performance"],
    sportsSponsorships: [{ property: "The Open", sport: "golf", since: 2012 }],
  },
};

const ENERGY_DRINK: MatchSponsor = {
  id: 2,
  name: "Youth Energy Drink",
  industry: "Non-Alcoholic Beverages",
  profile: {
    budgetBand: "M",
    budgetIsEstimate: true,
    markets: {
      regions: ["North America", "Europe", "Latin America"],
      countries: ["US", "MX", "BR"],
    },
    audience: {
      ageBands: ["18-24", "25-34"],
      genderSkew: "balanced",
      income: "mass",
      interests: ["gaming", "music", "fitness", "nightlife"],
    },
    brandValues: ["youth", "fun", "boldness", "adventure"],
    sportsSponsorships: [
      { property: "X Games", sport: "action sports", since: 2008 },
      { property: "Red Hook Criterium", sport: "cycling", since: null },
    ],
  },
};

const GULF_AIRLINE: MatchSponsor = {
  id: 3,
  name: "Gulf Airline",
  industry: "Airlines",
  profile: {
    budgetBand: "L",
    budgetIsEstimate: false,
    markets: { regions: ["Middle East", "Europe", "Asia"], countries: ["AE", "SA", "GB", "IN"] },
    audience: {
      ageBands: ["25-34", "35-44", "45-54"],
      genderSkew: "balanced",
      income: "upper-middle",
      interests: ["travel", "golf", "business", "luxury", "football"],
    },
    brandValues: ["excellence", "global", "luxury", "innovation", "reliability"],
    sportsSponsorships: [{ property: "Dubai Desert Classic", sport: "golf", since: 2019 }],
  },
};

const REGIONAL_BANK: MatchSponsor = {
  id: 4,
  name: "US Regional Bank",
  industry: "Banking & Financial Services",
  profile: {
    budgetBand: "S",
    budgetIsEstimate: true,
    markets: { regions: ["North America"], countries: ["US"] },
    audience: {
      ageBands: ["35-44", "45-54", "55-64"],
      genderSkew: "balanced",
      income: "upper-middle",
      interests: ["golf", "finance", "family", "american-football"],
    },
    brandValues: ["community", "integrity", "reliability", "family"],
    sportsSponsorships: [],
  },
};

const FAR_AHEAD = new Date("2025-10-01T00:00:00Z");

describe("worked examples against LIV Golf", () => {
  it("a luxury watchmaker that already sponsors golf", () => {
    // Audience: interests {golf, luxury, travel, sailing} vs LIV's 5 share 3 → ov = √(6/9) = 0.81650
    //   ages {35-44, 45-54, 55-64} vs {25-34, 35-44, 45-54} share 2 → √(4/6) = 0.81650
    //   income ultra-high vs high, 1 step → 1 − 0.25 = 0.75; gender male = male → 1
    //   A = .4·0.81650 + .25·0.81650 + .2·0.75 + .15·1 = 0.32660 + 0.20412 + 0.15 + 0.15 = 0.83072 → 83
    // Value: budget L vs international, gap 0 → 1
    //   regions {NA, Europe, ME, Asia} cover 4 of LIV's 5 → 0.8; countries {US, GB} of 5 → 0.4
    //   markets = .6·0.8 + .4·0.4 = 0.64; propensity: already sponsors golf → 1
    //   reach: band L → large, enough for international → 1; luxury sells to consumers → 1; = 1
    //   V = .3·1 + .3·0.64 + .2·1 + .2·1 = 0.892 → 89
    // Brand: values share {excellence, performance}: √(4/10) = 0.63246
    //   families {premium, high-performance} vs 4 families, share 2: √(4/6) = 0.81650
    //   B = .7·0.63246 + .3·0.81650 = 0.44272 + 0.24495 = 0.68767 → 69
    // Match = (40·83 + 35·89 + 25·69) / 100 = (3320 + 3115 + 1725) / 100 = 81.6 → 82
    const result = scoreSponsor(WATCHMAKER, LIV);
    expect(result).toMatchObject({
      audienceMatch: 83,
      valueMatch: 89,
      brandValueMatch: 69,
      matchPercentage: 82,
    });
    // Impacts: audience 40·(0.83072 − .5) = 13.2; budget 10.5·(1 − .5) = 5.25 → 5.3; brand
    // 25·(0.68767 − .5) = 4.7; reach 7·(1 − .5) = 3.5 and sports 7·(1 − .5) = 3.5 (tie: reach
    // first in the fixed order); markets 10.5·(0.64 − .5) = 1.5 is 6th.
    expect(result.reasons).toEqual([
      {
        factor: "audience",
        impact: 13.2,
        text: "Strong audience overlap: both reach affluent 35–54 men who follow golf, travel and luxury",
      },
      {
        factor: "budget",
        impact: 5.3,
        text: "Estimated budget band L ($25M–$100M) fits an international property",
      },
      {
        factor: "brand-values",
        impact: 4.7,
        text: "Shared brand values: performance and excellence",
      },
      {
        factor: "reach",
        impact: 3.5,
        text: "Large consumer brand: the size of an international property's headline partners",
      },
      {
        factor: "sports-sponsorship",
        impact: 3.5,
        text: "Sponsors 1 golf property: The Open",
      },
    ]);
  });

  it("a mass-market youth energy drink", () => {
    // Audience: no shared interests → 0; ages {18-24, 25-34} vs 3 bands share 1 → √(2/5) = 0.63246
    //   income mass vs high, 3 steps → 0.25; gender balanced vs male → 0.6
    //   A = 0 + .25·0.63246 + .2·0.25 + .15·0.6 = 0.15811 + 0.05 + 0.09 = 0.29811 → 30
    // Value: budget M vs international, gap −1 → 0.5
    //   regions {NA, Europe, LatAm} cover 2 of 5 → 0.4; countries {US} of 5 → 0.2
    //   markets = .6·0.4 + .4·0.2 = 0.32; propensity: 2 deals, none in golf → 0.65
    //   reach: band M → mid, one step short of large → 0.75; consumer → 1; = 0.875
    //   V = .3·0.5 + .3·0.32 + .2·0.65 + .2·0.875 = 0.15 + 0.096 + 0.13 + 0.175 = 0.551 → 55
    // Brand: values share {boldness}: √(2/9) = 0.47140; families {high-performance, youthful
    //   energy} vs 4, share 2: √(4/6) = 0.81650; B = 0.32998 + 0.24495 = 0.57493 → 57
    // Match = (40·30 + 35·55 + 25·57) / 100 = (1200 + 1925 + 1425) / 100 = 45.5 → 46
    const result = scoreSponsor(ENERGY_DRINK, LIV);
    expect(result).toMatchObject({
      audienceMatch: 30,
      valueMatch: 55,
      brandValueMatch: 57,
      matchPercentage: 46,
    });
    // Impacts: audience 40·(0.29811 − .5) = −8.1; reach 7·0.375 = 2.6; brand 25·(0.57493 − .5)
    // = 1.9; markets 10.5·(0.32 − .5) = −1.9; sports 7·0.15 = 1.1; budget 10.5·0 = 0 (6th).
    expect(result.reasons.map((r) => [r.factor, r.impact])).toEqual([
      ["audience", -8.1],
      ["reach", 2.6],
      ["brand-values", 1.9],
      ["markets", -1.9],
      ["sports-sponsorship", 1.1],
    ]);
    expect(result.reasons[0]?.text).toBe(
      "Weak audience overlap: the sponsor reaches mass-market 18–34 men and women into fitness, music and gaming; the event reaches affluent 25–54 men into golf, travel and luxury",
    );
    expect(result.reasons[1]?.text).toBe(
      "Mid-size consumer brand: somewhat small for an international property",
    );
    expect(result.reasons[4]?.text).toBe(
      "Active sports sponsor (action sports: X Games; cycling: Red Hook Criterium) but new to golf",
    );
  });
});

describe("worked examples for a specific event: LIV Golf Riyadh (typed as “KSA”)", () => {
  it("a Gulf airline active in Saudi Arabia", () => {
    // Audience: interests share {travel, golf, business, luxury}, 4 of 5 and 5 → √(8/10) = 0.89443
    //   ages identical → 1; income upper-middle vs high → 0.75; balanced vs male → 0.6
    //   A = .4·0.89443 + .25·1 + .2·0.75 + .15·0.6 = 0.35777 + 0.25 + 0.15 + 0.09 = 0.84777 → 85
    // Value: budget L vs international → 1; regions {ME, Europe, Asia} cover 3 of 5 → 0.6;
    //   countries {SA, GB} of 5 → 0.4; markets = .36 + .16 = 0.52; host: lists SA → 1;
    //   propensity: golf deal → 1; reach: large consumer brand → 1
    //   V = .3·1 + .1·0.52 + .2·1 + .2·1 + .2·1 = 0.952 → 95
    // Brand: values share {excellence, global, innovation}: √(6/10) = 0.77460; families
    //   {premium, high-performance, community-minded, global} vs 4, share 3: √(6/8) = 0.86603
    //   B = .7·0.77460 + .3·0.86603 = 0.54222 + 0.25981 = 0.80203 → 80
    // Event on 5 Feb 2026, now 1 Oct 2025: 127 days ahead, no lead-time penalty.
    // Match = (40·85 + 35·95 + 25·80) / 100 = (3400 + 3325 + 2000) / 100 = 87.25 → 87
    const result = scoreSponsor(GULF_AIRLINE, RIYADH, { now: FAR_AHEAD });
    expect(result).toMatchObject({
      audienceMatch: 85,
      valueMatch: 95,
      brandValueMatch: 80,
      matchPercentage: 87,
    });
    // Host-market impact: 35·.20·(1 − .5) = 3.5 points.
    expect(result.reasons).toContainEqual({
      factor: "host-market",
      impact: 3.5,
      text: "Active in Saudi Arabia, the event's host market",
    });
  });

  it("a US-only regional bank", () => {
    // Audience: interests share {golf}: √(2/9) = 0.47140; ages share 2 of 3 and 3 → 0.81650;
    //   income 0.75; gender 0.6. A = 0.18856 + 0.20412 + 0.15 + 0.09 = 0.63268 → 63
    // Value: budget S vs international, gap −2 → 0.2; regions {NA} 1 of 5 → 0.2; countries {US}
    //   1 of 5 → 0.2; markets = 0.2; host: neither SA nor the Middle East → 0; no deals → 0.25
    //   reach: band S → small, two steps short of large → 0.5; a bank sells to consumers → 1;
    //   = 0.75. V = .3·0.2 + .1·0.2 + .2·0 + .2·0.25 + .2·0.75 = 0.06 + 0.02 + 0.05 + 0.15 = 0.28 → 28
    // Brand: no shared values and no shared families ({community-minded, responsible}) → 0
    // Match = (40·63 + 35·28 + 25·0) / 100 = (2520 + 980) / 100 = 35
    const result = scoreSponsor(REGIONAL_BANK, RIYADH, { now: FAR_AHEAD });
    expect(result).toMatchObject({
      audienceMatch: 63,
      valueMatch: 28,
      brandValueMatch: 0,
      matchPercentage: 35,
    });
    // Impacts: brand 25·(0 − .5) = −12.5; audience 40·0.13268 = 5.3; host 7·(0 − .5) = −3.5;
    // budget 10.5·(0.2 − .5) = −3.2; reach 7·0.25 = 1.75 and sports 7·(0.25 − .5) = −1.75 both
    // show as 1.7 (float noise below the half), and reach comes first in the fixed order.
    expect(result.reasons.map((r) => [r.factor, r.impact])).toEqual([
      ["brand-values", -12.5],
      ["audience", 5.3],
      ["host-market", -3.5],
      ["budget", -3.2],
      ["reach", 1.7],
    ]);
    expect(result.reasons[2]?.text).toBe(
      "No presence in Saudi Arabia or the Middle East, the event's host market",
    );
    expect(result.reasons[4]?.text).toBe(
      "Small consumer brand: small for an international property",
    );
    expect(result.reasons[3]?.text).toBe(
      "Estimated budget band S ($1M–$5M) is well below what an international property costs",
    );
  });

  it("the Gulf airline two weeks before the event loses lead-time points", () => {
    // 22 Jan 2026 00:00 → 5 Feb: 14 days. Band L's full penalty is 10 points, scaled by the
    // share of the 8 weeks missing: round(10 · (56 − 14) / 56) = round(7.5) = 8.
    // Match = round((8725 − 800) / 100) = round(79.25) = 79; the sub-scores are unchanged.
    const result = scoreSponsor(GULF_AIRLINE, RIYADH, { now: new Date("2026-01-22T00:00:00Z") });
    expect(result).toMatchObject({
      audienceMatch: 85,
      valueMatch: 95,
      brandValueMatch: 80,
      matchPercentage: 79,
    });
    expect(result.reasons).toContainEqual({
      factor: "lead-time",
      impact: -8,
      text: "Event is 2 weeks away: under 8 weeks is too little time to activate a new $25M–$100M partnership",
    });
  });

  it("an edition under way or over costs nothing: its fit is for the next edition", () => {
    const during = scoreSponsor(REGIONAL_BANK, RIYADH, { now: new Date("2026-02-06T10:00:00Z") });
    const after = scoreSponsor(REGIONAL_BANK, RIYADH, { now: new Date("2026-11-21T10:00:00Z") });
    const timeless = scoreSponsor(REGIONAL_BANK, RIYADH);
    // 35 with no lead-time term, as without a clock.
    expect(during.matchPercentage).toBe(35);
    expect(after.matchPercentage).toBe(35);
    expect(during).toEqual(timeless);
    expect(after.reasons.some((reason) => reason.factor === "lead-time")).toBe(false);
  });

  it("an unrecognised host country gives no local-market bonus and says so", () => {
    const context: MatchContext = {
      ...RIYADH,
      event: { ...RIYADH.event, locationCountry: "Narnia" },
    };
    const result = scoreSponsor(GULF_AIRLINE, context, { now: FAR_AHEAD });
    // host term neutral (0.5): V = .3 + .052 + .1 + .2 + .2 = 0.852 → 85; match = (3400 + 2975 + 2000) / 100 = 83.75 → 84
    expect(result).toMatchObject({ valueMatch: 85, matchPercentage: 84 });
  });
});

describe("missing profiles", () => {
  it("give a neutral, low-confidence score with a reason, never an error", () => {
    const result = scoreSponsor({ ...WATCHMAKER, profile: null }, LIV);
    expect(result).toMatchObject({
      audienceMatch: 50,
      valueMatch: 50,
      brandValueMatch: 50,
      matchPercentage: 50,
      confidence: "low",
    });
    expect(result.reasons[0]).toEqual({
      factor: "sponsor-profile",
      impact: 0,
      text: "Sponsor profile missing: scores are a neutral placeholder (low confidence)",
    });
    const noEvent = scoreSponsor(WATCHMAKER, {
      ...LIV,
      eventBrand: { ...LIV_BRAND, profile: null },
    });
    expect(noEvent.reasons[0]?.factor).toBe("event-profile");
    // Past the third, reasons must move the score by a point or more, so no-impact ones stop at 3.
    expect(noEvent.reasons).toHaveLength(3);
  });
});
