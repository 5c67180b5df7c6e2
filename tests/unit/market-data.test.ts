import { mergeDealRows, nameFromId, type DealsCsvRow } from "@/lib/server/seed/market-data";
import { marketDealStatus, reportedYears, usdDollarsOf } from "@/lib/shared/market";

const row = (fields: Partial<DealsCsvRow>): DealsCsvRow => ({
  property: "LIV Golf League",
  property_kind: "league",
  league_id: "liv-golf",
  sport: "golf",
  sponsor_name: "",
  sponsor_id: "",
  level_or_placement: "",
  from: "",
  to: "",
  value_amount: "",
  value_currency: "",
  value_unit: "",
  value_per: "",
  value_up_to: "",
  value_usd_approx: "",
  source_name: "",
  source_date: "",
  source_url: "",
  note: "",
  record_path: "data/deals/x.json",
  ...fields,
});

describe("market deals data: merging overlapping rows", () => {
  const noteRow = row({
    sponsor_name: "HSBC",
    sponsor_id: "hsbc",
    level_or_placement: "Global Partners",
    source_name: "livgolf.com/partners",
    source_date: "2026-09-25",
    note: "League partners ...",
    record_path: "data/leagues/liv-golf.json",
  });
  const dealRow = row({
    property: "LIV Golf",
    sponsor_name: "HSBC",
    sponsor_id: "hsbc",
    level_or_placement: "league-partner",
    from: "2023",
    source_name: "LIV Golf - Partners",
    source_url: "https://www.livgolf.com/partners",
    source_date: "2026-09-25",
    note: "Global Pillar Partner",
    record_path: "data/deals/liv-hsbc.json",
  });
  const kitRow = row({
    property: "Crushers GC",
    property_kind: "team",
    sponsor_name: "HSBC",
    sponsor_id: "hsbc",
    level_or_placement: "partner",
    from: "2026",
    to: "2026",
    source_name: "LIV Golf - Crushers GC team page",
    record_path: "data/kits/crushers-gc-2026-home.json",
  });

  it("keeps one deal per league, property and sponsor, with the tier words and the best source", () => {
    const data = mergeDealRows([noteRow, dealRow, kitRow]);
    expect(data.deals).toHaveLength(2);
    const league = data.deals.find((deal) => deal.propertyKey === "league:liv-golf")!;
    expect(league.level).toBe("Global Partners");
    expect(league.source).toEqual({
      name: "LIV Golf - Partners",
      url: "https://www.livgolf.com/partners",
      date: "2026-09-25",
    });
    expect(league.from).toBe("2023");
    expect(league.records).toEqual(["data/deals/liv-hsbc.json", "data/leagues/liv-golf.json"]);
    const team = data.deals.find((deal) => deal.reportedProperty === "Crushers GC")!;
    expect(team.level).toBe("partner");
    expect(team.propertyKey).toBe("team:liv-golf:crushers-gc");
  });

  it("makes one league of its spellings, and hangs teams under it", () => {
    const data = mergeDealRows([noteRow, dealRow, kitRow], { "liv-golf": "LIV Golf" });
    expect(data.properties).toEqual([
      {
        key: "league:liv-golf",
        name: "LIV Golf",
        kind: "league",
        sport: "golf",
        leagueId: "liv-golf",
        parentKey: null,
      },
      {
        key: "team:liv-golf:crushers-gc",
        name: "Crushers GC",
        kind: "team",
        sport: "golf",
        leagueId: "liv-golf",
        parentKey: "league:liv-golf",
      },
    ]);
    expect(data.credit).toBe(
      "Behind the Jersey, https://github.com/Behind-the-Jersey/data (CC BY 4.0)",
    );
  });

  it("keeps values exactly as reported, and none where none was reported", () => {
    const valued = row({
      property: "WTA Tour",
      league_id: "wta-tour",
      sponsor_id: "mercedes-benz",
      sponsor_name: "Mercedes-Benz",
      value_amount: "8.25",
      value_currency: "EUR",
      value_unit: "m",
      value_per: "10 years",
      value_up_to: "true",
      value_usd_approx: "",
      record_path: "data/deals/wta-tour-mercedes-benz.json",
    });
    const [deal] = mergeDealRows([valued, { ...valued, sponsor_name: "" }]).deals;
    expect(deal!.value).toEqual({
      amount: 8.25,
      currency: "EUR",
      unit: "m",
      per: "10 years",
      upTo: true,
      usdApprox: null,
    });
    expect(mergeDealRows([noteRow]).deals[0]!.value).toBeNull();
  });

  it("names a sponsor from another row, else from its id", () => {
    const unnamed = row({
      sponsor_id: "salesforce",
      record_path: "data/deals/liv-salesforce.json",
    });
    const named = row({
      sponsor_id: "salesforce",
      sponsor_name: "Salesforce",
      record_path: "data/leagues/liv-golf.json",
    });
    expect(mergeDealRows([unnamed, named]).deals[0]!.sponsorName).toBe("Salesforce");
    expect(nameFromId("twg-ai")).toBe("TWG AI");
    expect(nameFromId("jim-beam")).toBe("Jim Beam");
  });

  it("answers no source for a row that cites none", () => {
    expect(mergeDealRows([row({ sponsor_name: "Nitto" })]).deals[0]!.source).toBeNull();
  });
});

describe("market deals: reading reported periods and values", () => {
  it("reads years, seasons and months", () => {
    expect(reportedYears("2025-26", "2028-29")).toEqual({ start: 2025, end: 2029 });
    expect(reportedYears("2006-02", null)).toEqual({ start: 2006, end: null });
    expect(reportedYears(null, "2028")).toEqual({ start: null, end: 2028 });
  });

  it("derives the status from the reported years", () => {
    const today = new Date("2026-11-29T00:00:00Z");
    expect(marketDealStatus(null, null, today)).toBe("Active");
    expect(marketDealStatus("2023", "2025", today)).toBe("Expired");
    expect(marketDealStatus("2027", null, today)).toBe("Pending");
    expect(marketDealStatus("2025-26", "2026-27", today)).toBe("Active");
  });

  it("reads the source's USD approximation in millions or whole dollars", () => {
    const value = { amount: 50, currency: "USD", unit: "m", per: "year", upTo: true };
    expect(usdDollarsOf({ ...value, usdApprox: 50 })).toBe(50_000_000);
    expect(usdDollarsOf({ ...value, usdApprox: 8_000_000 })).toBe(8_000_000);
    expect(usdDollarsOf({ ...value, unit: "total", usdApprox: 1_750_000 })).toBe(1_750_000);
    expect(usdDollarsOf({ ...value, usdApprox: null })).toBeNull();
    expect(usdDollarsOf(null)).toBeNull();
  });
});
