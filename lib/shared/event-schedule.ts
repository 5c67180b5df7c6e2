/** Sorting and grouping of the Event Schedule (/specific-events). */
import { DAY_MS, formatDateRange } from "./dates";

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

/**
 * An event has ended once its last day (its start day when it has no end date) is before `today`
 * ("YYYY-MM-DD"). An event without dates has not ended: it is still to be scheduled.
 */
export function eventHasEnded(
  event: { startDate: string | null; endDate?: string | null },
  today: string,
): boolean {
  const lastDay = event.endDate ?? event.startDate;
  return lastDay !== null && lastDay < today;
}

/**
 * The events work can still be done for, soonest first: every event that has not ended (one under
 * way included), undated ones last. What the sponsor page's event picker and the proposal dialog
 * offer.
 */
export function eventsStillToCome<T extends DatedEvent & { endDate?: string | null }>(
  events: readonly T[],
  today: string,
): T[] {
  return sortEvents(events.filter((event) => !eventHasEnded(event, today)));
}

/**
 * An event as a choice in a list, with its dates: every season of a tour repeats its event names
 * ("LIV Golf Riyadh · Feb 4 – 6, 2027").
 */
export function eventChoiceLabel(event: {
  name: string;
  startDate: string | null;
  endDate?: string | null;
}): string {
  return `${event.name} · ${formatDateRange(event.startDate, event.endDate)}`;
}

const parseIso = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};
const formatIso = (date: Date) => date.toISOString().slice(0, 10);

/** The ISO week (Monday first; week 1 holds the year's first Thursday) of a date. */
function isoWeek(date: Date): { year: number; week: number; weekday: number } {
  const weekday = ((date.getUTCDay() + 6) % 7) + 1; // 1 = Monday … 7 = Sunday
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { year, week, weekday };
}

/** The date of a weekday of an ISO week; week 53 in a year of 52 weeks becomes week 52. */
function fromIsoWeek(year: number, week: number, weekday: number): Date {
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = isoWeek(new Date(Date.UTC(year, 11, 28))).week; // 52 or 53
  return new Date(mondayOfWeek1 + ((Math.min(week, weeks) - 1) * 7 + (weekday - 1)) * DAY_MS);
}

/**
 * Where an event of one season falls in a later season: the same weekday of the same week of the
 * year (ISO weeks: week 6's Thursday stays week 6's Thursday), so a Thursday-to-Saturday
 * tournament stays Thursday to Saturday, events keep their order and the gaps between them, and
 * nothing drifts from year to year. The date moves by a few days at most from the same calendar
 * date (2025-02-06 → 2026-02-05 → 2027-02-11). Answers the new start date; the end date keeps
 * the same distance from it (see `rollDates`).
 */
export function rollStartDate(startDate: string, toYear: number): string {
  const start = parseIso(startDate);
  const { year, week, weekday } = isoWeek(start);
  return formatIso(fromIsoWeek(year + (toYear - start.getUTCFullYear()), week, weekday));
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
