import { format, isValid, parseISO } from "date-fns";

/** Milliseconds in a day (24 hours; calendar arithmetic that must follow the clock uses date-fns). */
export const DAY_MS = 86_400_000;

function toDate(value: string | null | undefined): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  const date = parseISO(value);
  return isValid(date) ? date : "invalid";
}

/**
 * 'MMM d, yyyy', 'Invalid Date' for a bad value, 'Date TBD' for none. A date-only value is that
 * day as written; a timestamp is the day it was on the clock of the process running this (the
 * reader's in the browser), so pass a timestamp whole, never its UTC day (`.slice(0, 10)`).
 */
export function formatDate(value: string | null | undefined): string {
  const date = toDate(value);
  if (date === null) return "Date TBD";
  if (date === "invalid") return "Invalid Date";
  return format(date, "MMM d, yyyy");
}

/**
 * An event's dates as the screens show them: 'Date TBD' when missing, 'Invalid
 * Date' on a bad date, a compact range within one month ('Feb 6 – 8, 2025'), otherwise
 * 'MMM d, yyyy' on each side.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (from === "invalid" || to === "invalid") return "Invalid Date";
  if (!from && !to) return "Date TBD";
  if (!from) return `Until ${format(to as Date, "MMM d, yyyy")}`;
  if (!to || from.getTime() === to.getTime()) return format(from, "MMM d, yyyy");
  if (from.getFullYear() === to.getFullYear() && from.getMonth() === to.getMonth()) {
    return `${format(from, "MMM d")} – ${format(to, "d, yyyy")}`;
  }
  if (from.getFullYear() === to.getFullYear()) {
    return `${format(from, "MMM d")} – ${format(to, "MMM d, yyyy")}`;
  }
  return `${format(from, "MMM d, yyyy")} – ${format(to, "MMM d, yyyy")}`;
}

/**
 * A date as a source reported it, day first: "25 Sep 2026"; a month ("2026-09") or a year
 * ("2026") stays as precise as it was written. Null when there is none or it cannot be read.
 */
export function formatReportedDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}$/.test(value)) return value;
  const date = toDate(value);
  if (date === null || date === "invalid") return null;
  return format(date, /^\d{4}-\d{2}$/.test(value) ? "MMM yyyy" : "d MMM yyyy");
}

/** Today as "YYYY-MM-DD" in the browser's or server's local time. */
export function todayIso(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

/** True for a calendar day without a time ("2026-11-24"): the same day for every reader. */
export const isDateOnly = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The day of a date or a timestamp as the reader knows it, 'MMM d, yyyy'. A date-only value is
 * that day as written, never shifted; a timestamp is the day it was in `timeZone` (by default the
 * zone of the process running this: the reader's, in the browser), not its UTC day.
 */
export function formatLocalDay(value: string | null | undefined, timeZone?: string): string {
  if (!value || isDateOnly(value)) return formatDate(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(date);
}
