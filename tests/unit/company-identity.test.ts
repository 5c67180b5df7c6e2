import { domainOf, normalisedCompanyName } from "@/lib/shared/company-identity";

describe("domainOf", () => {
  it.each([
    ["https://www.Rolex.com/en-us/watches", "rolex.com"],
    ["http://michelobultra.com", "michelobultra.com"],
    ["rolex.com", "rolex.com"],
    ["www2.example.co.uk/path?x=1", "example.co.uk"],
    ["https://user@shop.example.com:8080/", "shop.example.com"],
    ["  EXAMPLE.ORG.  ", "example.org"],
  ])("%s → %s", (input, expected) => {
    expect(domainOf(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "   ",
    "not a site",
    "localhost",
    "http://",
    "https://-bad-.com",
    "a.b",
  ])("no domain in %p", (input) => {
    expect(domainOf(input)).toBeNull();
  });
});

describe("normalisedCompanyName", () => {
  it.each([
    ["The Coca-Cola Company", "coca cola"],
    ["Nestlé S.A.", "nestle"],
    ["Procter & Gamble Co.", "procter and gamble"],
    ["BMW AG", "bmw"],
    ["Rolex", "rolex"],
    ["Group Ltd", "group ltd"],
  ])("%s → %s", (input, expected) => {
    expect(normalisedCompanyName(input)).toBe(expected);
  });

  it("gives two spellings of one company the same name", () => {
    expect(normalisedCompanyName("HSBC Holdings plc")).toBe(normalisedCompanyName("HSBC"));
  });
});
