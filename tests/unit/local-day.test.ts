import { formatLocalDay, isDateOnly } from "@/lib/shared/dates";

describe("the reader's day", () => {
  it("shows a timestamp on the reader's local day, not its UTC day", () => {
    // 03:00 UTC on the 25th is still the 24th in Los Angeles; 20:00 UTC on the 24th is already
    // the 25th in Tokyo.
    expect(formatLocalDay("2026-11-25T03:00:00.000Z", "America/Los_Angeles")).toBe("Nov 24, 2026");
    expect(formatLocalDay("2026-11-24T20:00:00.000Z", "Asia/Tokyo")).toBe("Nov 25, 2026");
    expect(formatLocalDay("2026-11-24T20:00:00.000Z", "UTC")).toBe("Nov 24, 2026");
  });

  it("never shifts a date-only value, whatever the zone", () => {
    for (const zone of ["America/Los_Angeles", "UTC", "Asia/Tokyo", "Pacific/Kiritimati"]) {
      expect(formatLocalDay("2026-11-25", zone)).toBe("Nov 25, 2026");
    }
  });

  it("keeps the empty and invalid texts", () => {
    expect(formatLocalDay(null)).toBe("Date TBD");
    expect(formatLocalDay("not a date")).toBe("Invalid Date");
    expect(isDateOnly("2026-11-25")).toBe(true);
    expect(isDateOnly("2026-11-25T03:00:00.000Z")).toBe(false);
  });
});
