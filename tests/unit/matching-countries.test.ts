import { describe, expect, it } from "@jest/globals";
import { countryByCode, countryInfo, KNOWN_COUNTRIES } from "@/lib/shared/countries";
import { REGIONS } from "@/lib/shared/profile";

describe("countryInfo", () => {
  it.each([
    ["USA", "US", "North America"],
    ["US", "US", "North America"],
    ["U.S.A.", "US", "North America"],
    ["United States", "US", "North America"],
    ["United States of America", "US", "North America"],
    ["UK", "GB", "Europe"],
    ["England", "GB", "Europe"],
    ["Scotland", "GB", "Europe"],
    ["Wales", "GB", "Europe"],
    ["Northern Ireland", "GB", "Europe"],
    ["Korea", "KR", "Asia"],
    ["South Korea", "KR", "Asia"],
    ["Republic of Korea", "KR", "Asia"],
    ["UAE", "AE", "Middle East"],
    ["United Arab Emirates", "AE", "Middle East"],
    ["KSA", "SA", "Middle East"],
    ["Saudi Arabia", "SA", "Middle East"],
    ["Hong Kong", "HK", "Asia"],
    ["HK", "HK", "Asia"],
    ["Mexico", "MX", "Latin America"],
    ["méxico", "MX", "Latin America"],
    ["Türkiye", "TR", "Europe"],
    ["  the Netherlands ", "NL", "Europe"],
    ["Qatar", "QA", "Middle East"],
    ["Oman", "OM", "Middle East"],
    ["Bahrain", "BH", "Middle East"],
    ["Kuwait", "KW", "Middle East"],
    ["Australia", "AU", "Oceania"],
    ["South Africa", "ZA", "Africa"],
    ["Brasil", "BR", "Latin America"],
    ["Riyadh, Saudi Arabia", "SA", "Middle East"],
  ])("%s → %s (%s)", (name, code, region) => {
    expect(countryInfo(name)).toEqual(expect.objectContaining({ code, region }));
  });

  it.each(["Narnia", "", "   ", "Atlantis, Nowhere", "XX"])("%p is unknown", (name) => {
    expect(countryInfo(name)).toBeNull();
  });

  it("returns null for null and undefined", () => {
    expect(countryInfo(null)).toBeNull();
    expect(countryInfo(undefined)).toBeNull();
  });

  it("covers the G20 countries", () => {
    const g20 = [
      "AR",
      "AU",
      "BR",
      "CA",
      "CN",
      "FR",
      "DE",
      "IN",
      "ID",
      "IT",
      "JP",
      "MX",
      "RU",
      "SA",
      "ZA",
      "KR",
      "TR",
      "GB",
      "US",
    ];
    for (const code of g20) expect(countryByCode(code)).not.toBeNull();
  });

  it("maps every known country to an ISO-2 code and a profile region, and back by code", () => {
    for (const country of KNOWN_COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(REGIONS).toContain(country.region);
      expect(countryInfo(country.name)).toEqual(country);
      expect(countryInfo(country.code)).toEqual(country);
    }
  });
});
