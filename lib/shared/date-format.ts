/**
 * Dates written as the app shows them, in the local time of the process running this (the
 * reader's, in the browser): the same text date-fns' `format` and `formatDistanceStrict` wrote
 * (tests/unit/dates-parity.test.ts), without loading a date library in the browser. Reading ISO
 * dates and the app's date texts are in ./dates.ts.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MINUTE_MS = 60_000;

const pad = (value: number, length: number) =>
  (value < 0 ? "-" : "") + String(Math.abs(value)).padStart(length, "0");

/** The pattern letters this app writes dates with, as date-fns' `format` writes them in English. */
const FIELDS: Record<string, (date: Date) => string> = {
  yyyy: (date) => pad(date.getFullYear() > 0 ? date.getFullYear() : 1 - date.getFullYear(), 4),
  MMM: (date) => MONTHS[date.getMonth()] ?? "",
  MM: (date) => pad(date.getMonth() + 1, 2),
  d: (date) => String(date.getDate()),
  dd: (date) => pad(date.getDate(), 2),
  EEE: (date) => WEEKDAYS[date.getDay()] ?? "",
  HH: (date) => pad(date.getHours(), 2),
  h: (date) => String(date.getHours() % 12 || 12),
  mm: (date) => pad(date.getMinutes(), 2),
  ss: (date) => pad(date.getSeconds(), 2),
  a: (date) => (date.getHours() / 12 >= 1 ? "PM" : "AM"),
};

/**
 * A date in the local time of the process running this (the reader's, in the browser) written to
 * a date-fns pattern ("MMM d, yyyy HH:mm", "EEE, MMM d 'at' h:mm a"), the same text `format`
 * writes. Supports yyyy, MMM, MM, d, dd, EEE, HH, h, mm, ss, a and 'quoted' text; throws a
 * RangeError for an invalid date and an Error for any other letter.
 */
export function formatPattern(date: Date, pattern: string): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return pattern.replace(/([A-Za-z])\1*|'[^']*'/g, (token) => {
    if (token.startsWith("'")) return token.slice(1, -1);
    const field = FIELDS[token];
    if (!field) throw new Error(`Date pattern token "${token}" is not supported`);
    return field(date);
  });
}

/** How far UTC is ahead of `date`'s local clock, in milliseconds (as date-fns measures it). */
function zoneOffsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const DISTANCE_UNITS = ["second", "minute", "hour", "day", "month", "year"] as const;

/**
 * The time between two moments in one whole unit, rounded: "42 seconds", "1 hour", "3 months",
 * "in 2 days" / "5 minutes ago" with `addSuffix`. The same text as date-fns' `formatDistanceStrict`
 * (days, months and years count calendar time across a clock change: 30-day months, 365-day years).
 */
export function formatDistanceStrict(
  date: Date | number,
  base: Date | number,
  { addSuffix = false }: { addSuffix?: boolean } = {},
): string {
  const [from, to] = [new Date(date), new Date(base)];
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
    throw new RangeError("Invalid time value");
  }
  const future = from.getTime() > to.getTime();
  const [earlier, later] = future ? [to, from] : [from, to];
  const milliseconds = later.getTime() - earlier.getTime();
  const minutes = milliseconds / MINUTE_MS;
  const calendarMinutes =
    (milliseconds - (zoneOffsetMs(later) - zoneOffsetMs(earlier))) / MINUTE_MS;
  const round = (value: number) => Math.round(value) || 0;
  let count: number;
  let unitIndex: number;
  if (minutes < 1) [count, unitIndex] = [round(milliseconds / 1000), 0];
  else if (minutes < 60) [count, unitIndex] = [round(minutes), 1];
  else if (minutes < 1440) [count, unitIndex] = [round(minutes / 60), 2];
  else if (calendarMinutes < 43_200) [count, unitIndex] = [round(calendarMinutes / 1440), 3];
  else if (calendarMinutes < 525_600) [count, unitIndex] = [round(calendarMinutes / 43_200), 4];
  else [count, unitIndex] = [round(calendarMinutes / 525_600), 5];
  if (unitIndex === 4 && count === 12) [count, unitIndex] = [1, 5];
  const text = `${count} ${DISTANCE_UNITS[unitIndex]}${count === 1 ? "" : "s"}`;
  if (!addSuffix) return text;
  return future ? `in ${text}` : `${text} ago`;
}

/** The time from now to `date` in one whole unit, rounded ("5 minutes"): see formatDistanceStrict. */
export const formatDistanceToNowStrict = (date: Date): string =>
  formatDistanceStrict(date, Date.now());
