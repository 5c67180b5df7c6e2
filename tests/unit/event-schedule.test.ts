import { formatDate, formatDateRange } from "@/lib/shared/dates";
import { isCalendarDate } from "@/lib/shared/schemas/common";
import {
  eventChoiceLabel,
  eventHasEnded,
  eventsStillToCome,
  filterByYear,
  rollDates,
  rollName,
  rollStartDate,
  groupEventsByYear,
  sortEvents,
  upcomingEvents,
  yearsOf,
} from "@/lib/shared/event-schedule";
import { truncateDescription } from "@/lib/shared/text";

describe("formatDateRange", () => {
  it.each([
    [null, null, "Date TBD"],
    ["", undefined, "Date TBD"],
    ["2025-02-06", "2025-02-08", "Feb 6 – 8, 2025"],
    ["2025-02-06", "2025-02-06", "Feb 6, 2025"],
    ["2025-02-06", null, "Feb 6, 2025"],
    [null, "2025-02-08", "Until Feb 8, 2025"],
    ["2025-02-28", "2025-03-02", "Feb 28 – Mar 2, 2025"],
    ["2025-12-30", "2026-01-02", "Dec 30, 2025 – Jan 2, 2026"],
    ["not-a-date", "2025-02-08", "Invalid Date"],
    ["2025-02-06", "garbage", "Invalid Date"],
  ])("%s → %s gives %s", (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });

  it("formats single dates like 'MMM d, yyyy'", () => {
    expect(formatDate("2025-07-11")).toBe("Jul 11, 2025");
    expect(formatDate(null)).toBe("Date TBD");
    expect(formatDate("2025-13-01")).toBe("Invalid Date");
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-2-1")).toBe(false);
  });
});

describe("truncateDescription", () => {
  it("keeps up to 100 characters and cuts longer text to 97 plus an ellipsis", () => {
    expect(truncateDescription("a".repeat(100))).toBe("a".repeat(100));
    expect(truncateDescription("a".repeat(101))).toBe(`${"a".repeat(97)}...`);
    expect(truncateDescription("a".repeat(101))).toHaveLength(100);
    expect(truncateDescription(null)).toBe("");
  });
});

describe("schedule sorting and grouping", () => {
  const events = [
    { id: 1, name: "Riyadh", startDate: "2025-02-06" },
    { id: 2, name: "Undated", startDate: null },
    { id: 3, name: "Opener 2026", startDate: "2026-02-05" },
    { id: 4, name: "Adelaide", startDate: "2025-02-14" },
    { id: 5, name: "Alpha same day", startDate: "2025-02-06" },
  ];

  it("sorts by start date, ties by name, undated last in both orders", () => {
    expect(sortEvents(events).map((e) => e.id)).toEqual([5, 1, 4, 3, 2]);
    expect(sortEvents(events, "desc").map((e) => e.id)).toEqual([3, 4, 5, 1, 2]);
  });

  it("groups by start year with undated events in a last group", () => {
    const asc = groupEventsByYear(events);
    expect(asc.map((g) => g.year)).toEqual([2025, 2026, null]);
    expect(asc[0]?.events.map((e) => e.id)).toEqual([5, 1, 4]);
    expect(groupEventsByYear(events, "desc").map((g) => g.year)).toEqual([2026, 2025, null]);
    expect(groupEventsByYear([])).toEqual([]);
  });

  it("lists years newest first and filters by year", () => {
    expect(yearsOf(events)).toEqual([2026, 2025]);
    expect(filterByYear(events, 2025).map((e) => e.id)).toEqual([1, 4, 5]);
    expect(filterByYear(events, "all")).toHaveLength(5);
  });

  it("finds the next upcoming events", () => {
    expect(upcomingEvents(events, "2025-02-10").map((e) => e.id)).toEqual([4, 3]);
    expect(upcomingEvents(events, "2027-01-01")).toEqual([]);
  });
});

describe("rolling a season forward", () => {
  it("keeps the weekday of the same ISO week of the year, without drifting", () => {
    // Week 6's Thursday.
    expect(rollStartDate("2025-02-06", 2026)).toBe("2026-02-05");
    expect(rollStartDate("2026-02-05", 2027)).toBe("2027-02-11");
    // Rolling twice lands where rolling two years at once does.
    expect(rollStartDate("2025-02-06", 2027)).toBe("2027-02-11");
    expect(rollStartDate("2025-02-06", 2030)).toBe("2030-02-07");
    // A leap day (week 9's Thursday).
    expect(rollStartDate("2024-02-29", 2025)).toBe("2025-02-27");
    // An event in early January that belongs to the previous ISO year, and week 53 of 2026
    // going to 2027, which has 52 weeks.
    expect(rollStartDate("2027-01-01", 2028)).toBe("2027-12-31");
    expect(rollStartDate("2026-12-31", 2027)).toBe("2027-12-30");
  });

  it("keeps events of consecutive weeks apart and their length", () => {
    // August 2025 has five Fridays and August 2026 four: both still get their own week.
    expect(rollDates({ startDate: "2025-08-22", endDate: "2025-08-24" }, 2026)).toEqual({
      startDate: "2026-08-21",
      endDate: "2026-08-23",
    });
    expect(rollDates({ startDate: "2025-08-29", endDate: "2025-08-31" }, 2026)).toEqual({
      startDate: "2026-08-28",
      endDate: "2026-08-30",
    });
    // Across a month end, and without an end date.
    expect(rollDates({ startDate: "2025-10-30", endDate: "2025-11-02" }, 2026)).toEqual({
      startDate: "2026-10-29",
      endDate: "2026-11-01",
    });
    expect(rollDates({ startDate: "2025-10-30", endDate: null }, 2026).endDate).toBeNull();
  });

  it("carries the season's year in a name that has it", () => {
    expect(rollName("Team Championship 2025", 2025, 2026)).toBe("Team Championship 2026");
    expect(rollName("LIV Golf Riyadh", 2025, 2026)).toBe("LIV Golf Riyadh");
    expect(rollName("Club 120250 Cup", 2025, 2026)).toBe("Club 120250 Cup");
  });
});

describe("events still to come (the event pickers)", () => {
  const TODAY = "2026-11-28";
  const events = [
    { id: 1, name: "LIV Golf Riyadh", startDate: "2026-02-05", endDate: "2026-02-07" },
    { id: 2, name: "LIV Golf Riyadh", startDate: "2027-02-04", endDate: "2027-02-06" },
    { id: 3, name: "Under way", startDate: "2026-11-27", endDate: "2026-11-29" },
    { id: 4, name: "Undated", startDate: null, endDate: null },
    { id: 5, name: "LIV Golf Adelaide", startDate: "2027-02-11", endDate: null },
    { id: 6, name: "Ended yesterday, no end date", startDate: "2026-11-27", endDate: null },
  ];

  it("has ended once its last day is before today", () => {
    expect(eventHasEnded(events[0]!, TODAY)).toBe(true);
    expect(eventHasEnded(events[2]!, TODAY)).toBe(false);
    expect(eventHasEnded({ startDate: "2026-11-28", endDate: null }, TODAY)).toBe(false);
    expect(eventHasEnded(events[5]!, TODAY)).toBe(true);
    expect(eventHasEnded(events[3]!, TODAY)).toBe(false);
  });

  it("lists the events not ended, soonest first, undated last", () => {
    expect(eventsStillToCome(events, TODAY).map((event) => event.id)).toEqual([3, 2, 5, 4]);
  });

  it("labels a choice with its dates, so seasons of one name are told apart", () => {
    expect(eventChoiceLabel(events[1]!)).toBe("LIV Golf Riyadh · Feb 4 – 6, 2027");
    expect(eventChoiceLabel(events[3]!)).toBe("Undated · Date TBD");
  });
});
