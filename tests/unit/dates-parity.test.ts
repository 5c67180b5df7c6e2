import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * The app writes dates with its own small functions (lib/shared/dates.ts) so no date library
 * reaches the browser. They must write exactly what date-fns wrote before, in every time zone: a
 * process's zone is fixed when it starts, so each zone runs the comparison in its own process.
 */
const ZONES = [
  "UTC",
  "America/New_York",
  "America/Los_Angeles",
  "America/Sao_Paulo", // clocks changed at midnight: some days had no local midnight
  "America/St_Johns", // half-hour offset with daylight saving time
  "Europe/London",
  "Europe/Berlin",
  "Asia/Kathmandu", // a quarter-hour offset
  "Asia/Tokyo",
  "Australia/Lord_Howe", // a half-hour daylight saving shift
  "Pacific/Chatham",
  "Pacific/Apia", // skipped a whole day
  "Pacific/Kiritimati",
];

const TSX = path.join(process.cwd(), "node_modules", ".bin", "tsx");
const SCRIPT = path.join(process.cwd(), "tests", "support", "date-fns-parity.ts");

describe("dates written without date-fns", () => {
  it.each(ZONES)(
    "match date-fns' format, parseISO and formatDistanceStrict in %s",
    (zone) => {
      const output = execFileSync(TSX, [SCRIPT], {
        env: { ...process.env, TZ: zone },
        encoding: "utf8",
      });
      const result = JSON.parse(output) as { zone: string; checked: number; mismatches: string[] };
      expect(result.zone).toBe(
        new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone,
      );
      expect(result.checked).toBeGreaterThan(100_000);
      expect(result.mismatches).toEqual([]);
    },
    60_000,
  );
});
