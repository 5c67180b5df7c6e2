"use client";

import { useHydrated } from "@/lib/client/use-hydrated";
import { formatPattern } from "@/lib/shared/date-format";

/** A date whose own (local) fields are `date`'s UTC fields: `formatPattern` then writes the UTC time. */
const asUtcFields = (date: Date) =>
  new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );

/**
 * A time in the reader's own zone. The server knows neither that zone nor the reader's clock, so
 * until the page is hydrated the time is written in UTC, the same on both sides, and kept
 * invisible: it holds the room the reader's time then takes, and nothing around it moves when that
 * replaces it. (A placeholder of another width would shift the row's other cells, and a link
 * pressed while the page hydrates would move out from under the pointer: the click was lost.)
 */
export function LocalTime({
  iso,
  pattern = "MMM d, yyyy",
  fallback = "",
}: {
  iso: string | null | undefined;
  pattern?: string;
  fallback?: string;
}) {
  const hydrated = useHydrated();
  if (!iso) return fallback ? <span>{fallback}</span> : null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>Invalid Date</span>;
  if (!hydrated) {
    return (
      // Where a clock change makes a UTC time unwritable in this zone, the two sides may differ
      // by an hour; the text is invisible and replaced at once, so that mismatch is harmless.
      <time dateTime={iso} className="invisible" aria-hidden suppressHydrationWarning>
        {formatPattern(asUtcFields(date), pattern)}
      </time>
    );
  }
  return <time dateTime={iso}>{formatPattern(date, pattern)}</time>;
}
