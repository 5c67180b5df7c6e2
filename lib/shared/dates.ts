import { formatPattern } from "./date-format";

/** Milliseconds in a day (24 hours; calendar arithmetic that must follow the clock uses date-fns). */
export const DAY_MS = 86_400_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const ISO_DATE = /^-?(?:(\d{3})|(\d{2})(?:-?(\d{2}))?|W(\d{2})(?:-?(\d))?|)$/;
const ISO_TIME = /^(\d{2}(?:[.,]\d*)?)(?::?(\d{2}(?:[.,]\d*)?))?(?::?(\d{2}(?:[.,]\d*)?))?$/;
const ISO_ZONE = /^([+-])(\d{2})(?::?(\d{2}))?$/;
/** A year of four digits or a signed one of six; or a century (two digits, or signed four). */
const ISO_YEAR = /^(?:(\d{4}|[+-]\d{6})|(\d{2}|[+-]\d{4})$)/;

const isLeapYear = (year: number) => year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
const daysInMonth = (year: number, month: number) =>
  month === 1
    ? isLeapYear(year)
      ? 29
      : 28
    : ([31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month] ?? 0);
const unit = (value: string | undefined, none: number) => (value ? parseInt(value, 10) : none);
const timeUnit = (value: string | undefined) => (value && parseFloat(value.replace(",", "."))) || 0;

/** The UTC midnight of an ISO calendar, ordinal or week date after its year; NaN when unreadable. */
function isoDay(rest: string, year: number): number {
  const parts = ISO_DATE.exec(rest);
  if (!parts) return NaN;
  const date = new Date(0);
  if (parts[4]) {
    const week = unit(parts[4], 1);
    const weekday = unit(parts[5], 1) - 1;
    if (week < 1 || week > 53 || weekday < 0 || weekday > 6) return NaN;
    // ISO week 1 is the week holding January 4th; weeks start on Monday.
    date.setUTCFullYear(year, 0, 4);
    date.setUTCDate(4 + (week - 1) * 7 + weekday + 1 - (date.getUTCDay() || 7));
    return date.getTime();
  }
  const dayOfYear = unit(parts[1], 1);
  const month = unit(parts[2], 1) - 1;
  const day = unit(parts[3], 1);
  if (month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) return NaN;
  if (dayOfYear < 1 || dayOfYear > (isLeapYear(year) ? 366 : 365)) return NaN;
  return date.setUTCFullYear(year, month, Math.max(dayOfYear, day));
}

/** Milliseconds into the day of an ISO time ("14", "14:30", "1430:05.5"); NaN when unreadable. */
function isoTime(value: string): number {
  const parts = ISO_TIME.exec(value);
  if (!parts) return NaN;
  const [hours, minutes, seconds] = [timeUnit(parts[1]), timeUnit(parts[2]), timeUnit(parts[3])];
  const valid =
    hours === 24
      ? minutes === 0 && seconds === 0
      : seconds >= 0 && seconds < 60 && minutes >= 0 && minutes < 60 && hours >= 0 && hours < 25;
  return valid ? hours * HOUR_MS + minutes * MINUTE_MS + seconds * 1000 : NaN;
}

/** What to add to a zone's wall-clock time to get UTC: "Z", "+02", "-0530", "+05:30". */
function isoZoneOffset(value: string): number {
  if (value === "Z") return 0;
  const parts = ISO_ZONE.exec(value);
  if (!parts) return 0;
  const minutes = (parts[3] && parseInt(parts[3], 10)) || 0;
  if (minutes > 59) return NaN;
  return (
    (parts[1] === "+" ? -1 : 1) * (parseInt(parts[2] ?? "", 10) * HOUR_MS + minutes * MINUTE_MS)
  );
}

/**
 * An ISO 8601 date or timestamp read the way date-fns' `parseISO` reads it (an invalid Date when it
 * cannot be): a value without a zone is wall-clock time where this runs, so "2026-11-24" is that
 * day's local midnight, while "2026-11-24T10:00Z" is an instant.
 */
export function parseIsoDate(value: string): Date {
  const invalid = new Date(NaN);
  const halves = value.split(/[T ]/);
  let [day = "", timeText = ""] = halves;
  if (halves.length > 2 || day.includes(":")) return invalid;
  if (/[Z ]/i.test(day)) {
    day = value.split(/[Z ]/i)[0] ?? "";
    timeText = value.substring(day.length);
  }
  let zone: string | undefined;
  const zoneAt = /[Z+-]/.exec(timeText);
  if (zoneAt) {
    zone = timeText.slice(zoneAt.index);
    timeText = timeText.slice(0, zoneAt.index);
  }
  const year = ISO_YEAR.exec(day);
  if (!year) return invalid;
  const [, full, century = ""] = year;
  const midnight = full
    ? isoDay(day.slice(full.length), parseInt(full, 10))
    : isoDay(day.slice(century.length), parseInt(century, 10) * 100);
  const time = timeText ? isoTime(timeText) : 0;
  if (Number.isNaN(midnight) || Number.isNaN(time)) return invalid;
  if (zone) return new Date(midnight + time + isoZoneOffset(zone));
  const fields = new Date(midnight + time);
  const local = new Date(0);
  local.setFullYear(fields.getUTCFullYear(), fields.getUTCMonth(), fields.getUTCDate());
  local.setHours(
    fields.getUTCHours(),
    fields.getUTCMinutes(),
    fields.getUTCSeconds(),
    fields.getUTCMilliseconds(),
  );
  return local;
}

function toDate(value: string | null | undefined): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  const date = parseIsoDate(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
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
  return formatPattern(date, "MMM d, yyyy");
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
  if (!from) return `Until ${formatPattern(to as Date, "MMM d, yyyy")}`;
  if (!to || from.getTime() === to.getTime()) return formatPattern(from, "MMM d, yyyy");
  if (from.getFullYear() === to.getFullYear() && from.getMonth() === to.getMonth()) {
    return `${formatPattern(from, "MMM d")} – ${formatPattern(to, "d, yyyy")}`;
  }
  if (from.getFullYear() === to.getFullYear()) {
    return `${formatPattern(from, "MMM d")} – ${formatPattern(to, "MMM d, yyyy")}`;
  }
  return `${formatPattern(from, "MMM d, yyyy")} – ${formatPattern(to, "MMM d, yyyy")}`;
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
  return formatPattern(date, /^\d{4}-\d{2}$/.test(value) ? "MMM yyyy" : "d MMM yyyy");
}

/** Today as "YYYY-MM-DD" in the browser's or server's local time. */
export function todayIso(now: Date = new Date()): string {
  return formatPattern(now, "yyyy-MM-dd");
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
