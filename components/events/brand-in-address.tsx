"use client";

import { useEffect } from "react";

/**
 * A per-property page opened without ?eventBrandId= shows the selected brand at once; this puts
 * its id in the address (first, keeping the other values) by replacing the history entry, so a
 * copied link or a later Back shows the same brand without a server redirect.
 */
export function BrandInAddress({ eventBrandId }: { eventBrandId: number }) {
  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    if (current.get("eventBrandId")) return;
    const query = new URLSearchParams({ eventBrandId: String(eventBrandId) });
    for (const [key, value] of current) if (key !== "eventBrandId") query.append(key, value);
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}?${query.toString()}${window.location.hash}`,
    );
  }, [eventBrandId]);
  return null;
}
