import { dealEndDate, endsWithinWindow, termText } from "@/lib/shared/open-categories";

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
