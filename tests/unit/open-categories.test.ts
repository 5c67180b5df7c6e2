import { formatReportedDate } from "@/lib/shared/dates";
import {
  categorySections,
  holderCompanies,
  dealEndDate,
  endsWithinWindow,
  termText,
} from "@/lib/shared/open-categories";
import type { OpenCategory } from "@/lib/shared/schemas/open-categories";

describe("a category holder's deal", () => {
  it("ends on its end date, else on the 31 December of its last reported year", () => {
    expect(dealEndDate({ endDate: "2027-06-30", reportedTo: "2030" })).toBe("2027-06-30");
    expect(dealEndDate({ endDate: null, reportedFrom: "2025-26", reportedTo: "2025-26" })).toBe(
      "2026-12-31",
    );
    expect(dealEndDate({ endDate: null, reportedTo: "2028" })).toBe("2028-12-31");
    expect(dealEndDate({ endDate: null, reportedTo: null })).toBeNull();
  });

  it("says its term in years", () => {
    expect(termText("2023", "2026")).toBe("2023–2026");
    expect(termText("2024-01-01", "2024-12-31")).toBe("2024");
    expect(termText("2024", null)).toBe("from 2024");
    expect(termText(null, "2027-06-30")).toBe("until 2027");
    expect(termText(null, null)).toBeNull();
  });

  it("opens a renewal window when it ends today or within 18 months, not after nor before today", () => {
    const today = new Date("2026-11-29T10:00:00Z");
    expect(endsWithinWindow("2026-11-29", today)).toBe(true);
    expect(endsWithinWindow("2028-05-29", today)).toBe(true);
    expect(endsWithinWindow("2028-05-30", today)).toBe(false);
    expect(endsWithinWindow("2026-11-28", today)).toBe(false);
    expect(endsWithinWindow(null, today)).toBe(false);
  });
});

describe("the category map's order", () => {
  const category = (industry: string, status: "open" | "taken", renewal = false): OpenCategory => ({
    industry,
    status,
    holders: [],
    endsWithin18Months: renewal,
    renewalDate: renewal ? "2027-06-30" : null,
    topProspects: [],
  });

  it("groups open categories first, then renewal windows, then the rest of the taken", () => {
    const sections = categorySections([
      category("Airlines", "taken"),
      category("Beer", "open"),
      category("Energy", "taken", true),
      category("Retail", "open"),
    ]);
    expect(sections.open.map((c) => c.industry)).toEqual(["Beer", "Retail"]);
    expect(sections.renewal.map((c) => c.industry)).toEqual(["Energy"]);
    expect(sections.taken.map((c) => c.industry)).toEqual(["Airlines"]);
  });
});

describe("a renewal date", () => {
  it("is written day first", () => {
    expect(formatReportedDate("2026-12-31")).toBe("31 Dec 2026");
    expect(formatReportedDate(null)).toBeNull();
    expect(formatReportedDate("soon")).toBeNull();
  });
});

describe("a category's holders", () => {
  const deal = (name: string, sponsorBrandId: number | null, property: string | null) => ({
    sponsorBrandId,
    name,
    level: "partner",
    property,
    term: "2026",
    endDate: "2026-12-31",
    isExclusive: false,
    isSourced: true,
    source: null,
  });

  it("are companies, each with its deals, in their order; an uncatalogued one by its name", () => {
    const companies = holderCompanies([
      deal("HSBC", 7, null),
      deal("HSBC", 7, "Crushers GC"),
      deal("Local Bank", null, "4Aces GC"),
      deal("HSBC", 7, "Majesticks Golf Club"),
      deal("Local Bank", null, "Torque GC"),
    ]);
    expect(
      companies.map((company) => [company.name, company.deals.map((d) => d.property)]),
    ).toEqual([
      ["HSBC", [null, "Crushers GC", "Majesticks Golf Club"]],
      ["Local Bank", ["4Aces GC", "Torque GC"]],
    ]);
  });
});
