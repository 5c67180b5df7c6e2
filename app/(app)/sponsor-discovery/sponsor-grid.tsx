"use client";

import { useDeferredValue } from "react";
import { SponsorMatchCard } from "@/components/sponsors/sponsor-match-card";
import { discoveryDetailsHref, type DiscoveryContextRef } from "@/lib/shared/discovery-filters";
import type { SponsorMatch } from "@/lib/shared/schemas/sponsor";

/** Cards painted at once when a tab opens; the rest follow in a background render. */
const FIRST_PAINT = 12;

/**
 * The sponsor cards of one tab. A tab can hold every sponsor of the catalogue (300 cards), so the
 * list renders at low priority: typing, the slider and tab switches stay responsive, and a newly
 * opened tab shows its first cards before the rest.
 */
export function SponsorGrid({
  sponsors,
  context,
}: {
  sponsors: SponsorMatch[];
  context: DiscoveryContextRef;
}) {
  const deferred = useDeferredValue(sponsors, sponsors.slice(0, FIRST_PAINT));
  return (
    <ul
      aria-busy={deferred !== sponsors}
      className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
    >
      {deferred.map((sponsor) => (
        <li key={sponsor.id}>
          <SponsorMatchCard
            sponsor={sponsor}
            detailsHref={discoveryDetailsHref(sponsor.id, context)}
          />
        </li>
      ))}
    </ul>
  );
}
