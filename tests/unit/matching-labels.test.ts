import { describe, expect, it } from "@jest/globals";
import {
  discoveryBadgeColor,
  discoveryBand,
  gridBadgeColor,
  matchTier,
  progressBand,
  qualityLabel,
  recommendationBarColor,
} from "@/lib/shared/match-labels";

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

describe("gridBadgeColor", () => {
  it.each([
    [100, "green"],
    [70, "green"],
    [69, "yellow"],
    [0, "yellow"],
  ])("%i → %s", (percentage, color) => {
    expect(gridBadgeColor(percentage)).toBe(color);
  });
});

describe("discovery bands and badge colours", () => {
  it.each([
    [100, "excellent", "green"],
    [86, "excellent", "green"],
    [85, "excellent", "green"],
    [84, "good", "blue"],
    [70, "good", "blue"],
    [69, "fair", "yellow"],
    [49, "fair", "yellow"],
    [0, "fair", "yellow"],
  ])("%i → %s / %s", (percentage, band, color) => {
    expect(discoveryBand(percentage)).toBe(band);
    expect(discoveryBadgeColor(percentage)).toBe(color);
  });
});

describe("recommendationBarColor (strictly above)", () => {
  it.each([
    [100, "green"],
    [86, "green"],
    [85, "amber"],
    [71, "amber"],
    [70, "red"],
    [0, "red"],
  ])("%i → %s", (percentage, color) => {
    expect(recommendationBarColor(percentage)).toBe(color);
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
