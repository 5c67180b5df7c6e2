/** Sorting and grouping of the Event Schedule (/specific-events). */
export type SortOrder = "asc" | "desc";

export interface DatedEvent {
  id: number;
  name: string;
  startDate: string | null;
}

export interface YearGroup<T> {
  /** The start year, or null for events without a date. */
  year: number | null;
  events: T[];
}

const yearOf = (event: DatedEvent): number | null => {
  const match = /^(\d{4})-\d{2}-\d{2}/.exec(event.startDate ?? "");
  return match ? Number(match[1]) : null;
};

/** By start date (undated last in either order), then name, then id: the order never wobbles. */
export function sortEvents<T extends DatedEvent>(
  events: readonly T[],
  order: SortOrder = "asc",
): T[] {
  const direction = order === "asc" ? 1 : -1;
  return [...events].sort((a, b) => {
    if (!a.startDate !== !b.startDate) return a.startDate ? -1 : 1;
    if (a.startDate && b.startDate && a.startDate !== b.startDate) {
      return a.startDate < b.startDate ? -direction : direction;
    }
    return a.name.localeCompare(b.name) || a.id - b.id;
  });
}

/** Groups by start year in the chosen order; events without a date come last. */
export function groupEventsByYear<T extends DatedEvent>(
  events: readonly T[],
  order: SortOrder = "asc",
): YearGroup<T>[] {
  const groups = new Map<number | null, T[]>();
  for (const event of sortEvents(events, order)) {
    const year = yearOf(event);
    const list = groups.get(year) ?? [];
    list.push(event);
    groups.set(year, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      if (a === null) return 1;
      if (b === null) return -1;
      return order === "asc" ? a - b : b - a;
    })
    .map(([year, list]) => ({ year, events: list }));
}

/** The distinct start years, newest first (for the year filter). */
export function yearsOf(events: readonly DatedEvent[]): number[] {
  return [...new Set(events.map(yearOf).filter((year): year is number => year !== null))].sort(
    (a, b) => b - a,
  );
}

export function filterByYear<T extends DatedEvent>(
  events: readonly T[],
  year: number | "all",
): T[] {
  return year === "all" ? [...events] : events.filter((event) => yearOf(event) === year);
}

/** Upcoming events (starting today or later), soonest first. */
export function upcomingEvents<T extends DatedEvent>(
  events: readonly T[],
  today: string,
  limit = 3,
): T[] {
  return sortEvents(
    events.filter((event) => event.startDate !== null && event.startDate >= today),
  ).slice(0, limit);
}

const parseIso = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};
const formatIso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Where an event of one season falls in a later season: on the same weekday of the same week of
 * its month (the first Thursday of February stays the first Thursday of February), so a
 * Thursday-to-Saturday tournament stays Thursday to Saturday and does not drift from year to year.
 * A fifth weekday the target month does not have becomes that month's last such weekday.
 * Answers the new start date; the end date keeps the same distance from it (see `rollDates`).
 */
export function rollStartDate(startDate: string, toYear: number): string {
  const start = parseIso(startDate);
  const month = start.getUTCMonth();
  const weekday = start.getUTCDay();
  const week = Math.ceil(start.getUTCDate() / 7); // 1..5
  const first = new Date(Date.UTC(toYear, month, 1));
  const firstSameWeekday = 1 + ((weekday - first.getUTCDay() + 7) % 7);
  let day = firstSameWeekday + (week - 1) * 7;
  const daysInMonth = new Date(Date.UTC(toYear, month + 1, 0)).getUTCDate();
  if (day > daysInMonth) day -= 7;
  return formatIso(new Date(Date.UTC(toYear, month, day)));
}

/** An event's dates moved to a later season by `rollStartDate`, its length kept. */
export function rollDates(
  dates: { startDate: string; endDate: string | null },
  toYear: number,
): { startDate: string; endDate: string | null } {
  const startDate = rollStartDate(dates.startDate, toYear);
  if (!dates.endDate) return { startDate, endDate: null };
  const length = parseIso(dates.endDate).getTime() - parseIso(dates.startDate).getTime();
  return { startDate, endDate: formatIso(new Date(parseIso(startDate).getTime() + length)) };
}

/** A name that carries the season's year ("Finals 2025") carries the new one; others stay. */
export function rollName(name: string, fromYear: number, toYear: number): string {
  return name.replace(new RegExp(`\\b${fromYear}\\b`, "g"), String(toYear));
}
