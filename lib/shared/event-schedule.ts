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
