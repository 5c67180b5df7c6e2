/**
 * Run in a process whose TZ is the zone under test (see tests/unit/dates-parity.test.ts): compares
 * the app's own date functions with date-fns over many dates, times, leap days and clock changes,
 * and prints {zone, checked, mismatches} as JSON. The app writes dates with its own small
 * functions so no date library reaches the browser; their text must stay date-fns' text.
 */
import { format, formatDistanceStrict as dateFnsDistance, parseISO } from "date-fns";
import { formatDistanceStrict, formatPattern } from "../../lib/shared/date-format";
import { parseIsoDate } from "../../lib/shared/dates";

const PATTERNS = [
  "MMM d, yyyy",
  "MMM d",
  "d, yyyy",
  "MMM yyyy",
  "d MMM yyyy",
  "yyyy-MM-dd",
  "HH:mm",
  "HH:mm:ss",
  "MMM d, HH:mm",
  "MMM d, yyyy HH:mm",
  "MMM d, yyyy, HH:mm",
  "MMM d, yyyy HH:mm:ss",
  "MMM d, yyyy h:mm a",
  "EEE, MMM d, yyyy 'at' h:mm a",
  "MM/dd/yyyy",
];

/** A small deterministic generator, so a failure names the same dates on every run. */
function* randoms(seed: number, count: number) {
  let state = seed;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every half hour of days around clock changes in many zones, and other edges. */
const EDGE_DAYS = [
  "2026-03-08", // United States spring forward
  "2026-11-01", // United States fall back
  "2026-03-29", // European Union spring forward
  "2026-10-25", // European Union fall back
  "2026-04-05", // Australia (incl. Lord Howe's half hour) fall back
  "2026-10-04", // Australia spring forward
  "2026-09-27", // New Zealand / Chatham spring forward
  "2018-11-04", // Brazil: clocks went forward at midnight (no local midnight that day)
  "2019-02-17", // Brazil fall back at midnight
  "2011-12-30", // Samoa skipped this day
  "2024-02-29", // leap day
  "2000-02-29", // leap day in a year divisible by 400
  "1900-02-28", // not a leap year (divisible by 100)
  "1900-03-01",
  "2025-12-31", // year end
  "2026-01-01",
];

function instants(): Date[] {
  const result: Date[] = [];
  for (const day of EDGE_DAYS) {
    const start = Date.parse(`${day}T00:00:00Z`) - DAY;
    for (let t = start; t < start + 3 * DAY; t += 30 * 60_000) result.push(new Date(t));
  }
  const from = Date.parse("1901-01-01T00:00:00Z");
  const to = Date.parse("2099-12-31T00:00:00Z");
  for (const r of randoms(7, 1500)) result.push(new Date(Math.floor(from + r * (to - from))));
  // Every day of a year with a leap day (each month and weekday) at midnight, midday and 23:59:59.
  for (
    let t = Date.parse("2023-12-01T00:00:00Z");
    t < Date.parse("2024-12-01T00:00:00Z");
    t += DAY
  ) {
    const day = new Date(t);
    result.push(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12, 0, 0));
    result.push(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 59, 59));
    result.push(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, 0, 0));
  }
  return result;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** ISO texts the app may meet (dates, months, years, local and zoned timestamps) and bad ones. */
function isoTexts(dates: Date[]): string[] {
  const texts = [
    "",
    "not a date",
    "2026",
    "19",
    "2026-09",
    "2026-11-24",
    "20261124",
    "2026-W01",
    "2026-W01-1",
    "2026W537",
    "2026-W54-1",
    "2026-060",
    "2024-366",
    "2025-366",
    "2026-02-30",
    "2025-02-29",
    "2024-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-11-24T",
    "2026-11-24T24:00",
    "2026-11-24T24:00:01",
    "2026-11-24T23:60",
    "2026-11-24T10",
    "2026-11-24T1030",
    "2026-11-24T103015",
    "2026-11-24T10:30:15,5",
    "2026-11-24T10.5",
    "2026-11-24 10:30",
    "2026-11-24T10:30:00.123456Z",
    "2026-11-24T10:30z",
    "2026-11-24Z",
    "2026-11-24T10:30:00+05:30",
    "2026-11-24T10:30:00-0800",
    "2026-11-24T10:30:00+02",
    "2026-11-24T10:30:00-5",
    "2026-11-24T10:30:00+05:99",
    "2026-11-24T10:30:00+25:00",
    "+002026-11-24",
    "-000001-01-01",
    "0099-06-15",
    "0000-01-01",
    "T10:30",
    "10:30",
    "2026-11-24T10:30:00T",
    "2026-11-24 10:30 Z",
    "2026-03-08T02:30:00",
    "2026-03-29T02:30:00",
    "2018-11-04",
    "2018-11-04T00:30",
    "2011-12-30",
    "2026-11-01T01:30:00",
    "2026-10-25T02:30:00",
  ];
  for (const date of dates.slice(0, 1000)) {
    const y = date.getUTCFullYear();
    const day = `${pad(y, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
    texts.push(day, day.slice(0, 7), `${day}T${time}`, `${day} ${time}`, date.toISOString());
    texts.push(`${day}T${time}+09:00`, `${day}T${time}-03:30`);
  }
  return texts;
}

/** Pairs (date, base) whose distance falls on and near each unit's edges and rounding points. */
function distancePairs(dates: Date[]): Array<[Date, Date]> {
  const steps = [
    0,
    400,
    500,
    1_499,
    29_500,
    59_499,
    59_500,
    60_000,
    89_999,
    90_000,
    59.5 * 60_000,
    3_599_999,
    HOUR,
    1.5 * HOUR,
    23.5 * HOUR,
    DAY - 1,
    DAY,
    1.5 * DAY,
    2.5 * DAY,
    29.5 * DAY,
    30 * DAY,
    45 * DAY,
    200 * DAY,
    344 * DAY,
    345 * DAY,
    359 * DAY,
    364 * DAY,
    365 * DAY,
    366 * DAY,
    547 * DAY,
    548 * DAY,
    10 * 365 * DAY,
  ];
  const pairs: Array<[Date, Date]> = [];
  for (const base of dates.filter((_, i) => i % 23 === 0)) {
    for (const step of steps) {
      pairs.push([new Date(base.getTime() - step), base], [new Date(base.getTime() + step), base]);
    }
  }
  return pairs;
}

function main() {
  const mismatches: string[] = [];
  let checked = 0;
  const expectSame = (what: string, ours: () => string, theirs: () => string) => {
    checked += 1;
    let a: string;
    let b: string;
    try {
      a = ours();
    } catch (error) {
      a = `throws ${(error as Error).name}`;
    }
    try {
      b = theirs();
    } catch (error) {
      b = `throws ${(error as Error).name}`;
    }
    if (a !== b && mismatches.length < 50) mismatches.push(`${what}: ${a} !== ${b}`);
  };

  const dates = instants();
  for (const date of [...dates, new Date(NaN)]) {
    for (const pattern of PATTERNS) {
      expectSame(
        `${date.toISOString?.call(date.getTime() ? date : new Date(0))} "${pattern}"`,
        () => formatPattern(date, pattern),
        () => format(date, pattern),
      );
    }
  }
  for (const text of isoTexts(dates)) {
    expectSame(
      `parse "${text}"`,
      () => String(parseIsoDate(text).getTime()),
      () => String(parseISO(text).getTime()),
    );
  }
  for (const [date, base] of distancePairs(dates)) {
    for (const addSuffix of [false, true]) {
      expectSame(
        `distance ${date.toISOString()} from ${base.toISOString()} ${addSuffix}`,
        () => formatDistanceStrict(date, base, { addSuffix }),
        () => dateFnsDistance(date, base, { addSuffix }),
      );
    }
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  process.stdout.write(JSON.stringify({ zone, checked, mismatches }));
}

main();
