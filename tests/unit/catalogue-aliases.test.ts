import { SameCompanyIndex } from "@/lib/server/catalogue/same-company";

describe("the same-company rule with aliases", () => {
  const index = new SameCompanyIndex([
    { id: 1, name: "Sony", domain: null, country: "JP", aliases: "Sony Group Corporation" },
    {
      id: 2,
      name: "Bahri",
      domain: null,
      country: null,
      aliases:
        "Bahri (National Shipping Company of Saudi Arabia)\nNational Shipping Company of Saudi Arabia",
    },
    { id: 3, name: "Corona", domain: null, country: "MX", aliases: "" },
  ]);

  it("finds a company under any of its aliases", () => {
    expect(index.find({ name: "Sony Group Corporation", domain: null, country: null })?.id).toBe(1);
    expect(
      index.find({ name: "National Shipping Company of Saudi Arabia", domain: null, country: "SA" })
        ?.id,
    ).toBe(2);
  });

  it("keeps the country rule for an alias", () => {
    expect(index.find({ name: "Sony Group Corporation", domain: null, country: "US" })).toBeNull();
  });

  it("still finds by the name itself, and nothing by an empty alias", () => {
    expect(index.find({ name: "Corona", domain: null, country: null })?.id).toBe(3);
    expect(index.find({ name: "", domain: null, country: null })).toBeNull();
  });
});
