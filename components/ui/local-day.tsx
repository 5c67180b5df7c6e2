"use client";

import { useHydrated } from "@/lib/client/use-hydrated";
import { formatLocalDay, isDateOnly } from "@/lib/shared/dates";

/**
 * A date or a timestamp shown as the reader's day ('MMM d, yyyy'). A date-only value is the same
 * everywhere and renders at once; a timestamp's day depends on the reader's time zone, which the
 * server does not know, so it is written once the page runs in the browser.
 */
export function LocalDay({
  value,
  empty = "—",
}: {
  value: string | null | undefined;
  empty?: string;
}) {
  const hydrated = useHydrated();
  if (!value) return <>{empty}</>;
  return <time dateTime={value}>{isDateOnly(value) || hydrated ? formatLocalDay(value) : ""}</time>;
}
