"use client";

import { SponsorMatchCard } from "@/components/sponsors/sponsor-match-card";
import { discoveryDetailsHref, type DiscoveryContextRef } from "@/lib/shared/discovery-filters";
import type { SponsorMatch } from "@/lib/shared/schemas/sponsor";

/** The sponsor cards of one page of a tab. */
export function SponsorGrid({
  sponsors,
  context,
}: {
  sponsors: SponsorMatch[];
  context: DiscoveryContextRef;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {sponsors.map((sponsor) => (
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
