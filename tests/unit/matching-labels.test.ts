import { describe, expect, it } from "@jest/globals";
import { matchTier, matchTone, progressBand, qualityLabel } from "@/lib/shared/match-labels";
import { tabRange } from "@/lib/shared/discovery-filters";

describe("matchTier (sponsor grid, at or above)", () => {
  it.each([
    [100, "Title Sponsor"],
    [90, "Title Sponsor"],
    [89, "Presenting Sponsor"],
    [85, "Presenting Sponsor"],
    [84, "Strategic Partner"],
    [80, "Strategic Partner"],
    [79, "Major Sponsor"],
    [75, "Major Sponsor"],
    [74, "Official Sponsor"],
    [70, "Official Sponsor"],
    [69, "Category Sponsor"],
    [65, "Category Sponsor"],
    [64, "Supporting Sponsor"],
    [60, "Supporting Sponsor"],
    [59, "Local Sponsor"],
    [55, "Local Sponsor"],
    [54, "Activation Partner"],
    [50, "Activation Partner"],
    [49, "Supplier/Service Provider"],
    [0, "Supplier/Service Provider"],
  ])("%i → %s", (percentage, label) => {
    expect(matchTier(percentage)).toBe(label);
  });
});

describe("qualityLabel", () => {
  it.each([
    [86, "Excellent Match"],
    [85, "Excellent Match"],
    [84, "Good Match"],
    [70, "Good Match"],
    [69, "Fair Match"],
    [0, "Fair Match"],
  ])("%i → %s", (percentage, label) => {
    expect(qualityLabel(percentage)).toBe(label);
  });
});

// One colour rule for a match percentage on every page: an 83 % match was green on the sponsor
// grid, blue in discovery and amber on an event's recommendations; it is now "good" everywhere.
describe("matchTone: the one colour of a match percentage", () => {
  it.each([
    [100, "excellent"],
    [86, "excellent"],
    [85, "excellent"],
    [84, "good"],
    [83, "good"],
    [71, "good"],
    [70, "good"],
    [69, "fair"],
    [49, "fair"],
    [0, "fair"],
  ])("%i → %s", (percentage, tone) => {
    expect(matchTone(percentage)).toBe(tone);
  });

  it("agrees with the quality label and discovery's tab at every percentage", () => {
    const label = { excellent: "Excellent Match", good: "Good Match", fair: "Fair Match" };
    for (let percentage = 0; percentage <= 100; percentage++) {
      const tone = matchTone(percentage);
      expect(qualityLabel(percentage)).toBe(label[tone]);
      const { min, max } = tabRange(tone);
      expect(percentage).toBeGreaterThanOrEqual(min);
      expect(percentage).toBeLessThanOrEqual(max);
    }
  });
});

describe("progressBand (under each limit)", () => {
  it.each([
    [0, "low"],
    [24, "low"],
    [25, "medium"],
    [49, "medium"],
    [50, "high"],
    [74, "high"],
    [75, "very-high"],
    [100, "very-high"],
  ])("%i → %s", (percentage, band) => {
    expect(progressBand(percentage)).toBe(band);
  });
});
