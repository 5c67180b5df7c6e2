"use client";

import { useHydrated } from "@/lib/client/use-hydrated";

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * "3 hours ago", "in 2 days", "less than a minute ago": the browser's own wording
 * (Intl.RelativeTimeFormat), so no date library loads with the pages that show one.
 */
export function relativeTimeText(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "always" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return seconds > 0 ? "in less than a minute" : "less than a minute ago";
}

/**
 * "3 hours ago", written only in the browser after hydration: the server's clock and the reader's
 * differ, so a relative time rendered on the server would not match the first client render.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} title={hydrated ? new Date(iso).toLocaleString() : undefined}>
      {hydrated ? relativeTimeText(iso) : "…"}
    </time>
  );
}
