"use client";

import { format } from "date-fns";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * A time in the reader's own zone. It renders only once hydrated: the server's zone and clock
 * would give a different text and a hydration mismatch.
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
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {hydrated ? format(date, pattern) : "…"}
    </time>
  );
}
