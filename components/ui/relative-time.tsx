"use client";

import { formatDistanceToNow } from "date-fns";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * "3 hours ago", written only in the browser after hydration: the server's clock and the reader's
 * differ, so a relative time rendered on the server would not match the first client render.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} title={hydrated ? new Date(iso).toLocaleString() : undefined}>
      {hydrated ? formatDistanceToNow(new Date(iso), { addSuffix: true }) : "…"}
    </time>
  );
}
