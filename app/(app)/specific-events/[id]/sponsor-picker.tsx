"use client";

import { BrandLogo } from "@/components/brand/brand-logo";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { useSponsorBrands } from "@/lib/client/hooks/use-sponsor-brands";

export interface PickedSponsor {
  id: number;
  name: string;
}

/**
 * The sponsors that can still be linked, best match for this event first, narrowed by the search.
 * 'No available sponsors to add' when none is left.
 */
export function SponsorPicker({
  eventId,
  search,
  excludeIds,
  picked,
  onPick,
}: {
  eventId: number;
  search: string;
  excludeIds: number[];
  picked: PickedSponsor | null;
  onPick: (sponsor: PickedSponsor) => void;
}) {
  const { data, isLoading } = useSponsorBrands({
    page: 1,
    pageSize: 30,
    sort: "match",
    specificEventId: eventId,
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const available = (data?.items ?? []).filter((sponsor) => !excludeIds.includes(sponsor.id));
  if (isLoading) return <Skeleton className="h-48" />;
  if (available.length === 0)
    return (
      <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
        No available sponsors to add
      </p>
    );
  return (
    <RadioGroup
      aria-label="Sponsor"
      value={picked ? String(picked.id) : ""}
      onValueChange={(value) => {
        const sponsor = available.find((item) => String(item.id) === value);
        if (sponsor) onPick({ id: sponsor.id, name: sponsor.name });
      }}
      className="max-h-56 gap-0 overflow-y-auto rounded-md border border-border"
    >
      {available.map((sponsor) => (
        <label
          key={sponsor.id}
          htmlFor={`pick-${sponsor.id}`}
          className="flex cursor-pointer items-center gap-3 border-b border-border px-3 py-2 last:border-0 hover:bg-muted has-[[data-state=checked]]:bg-muted"
        >
          <RadioGroupItem
            id={`pick-${sponsor.id}`}
            value={String(sponsor.id)}
            aria-label={sponsor.name}
          />
          <BrandLogo name={sponsor.name} logoUrl={sponsor.logo} size="xs" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{sponsor.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{sponsor.industry}</span>
          </span>
          {sponsor.match ? <MatchBadge percentage={sponsor.match.matchPercentage} /> : null}
        </label>
      ))}
    </RadioGroup>
  );
}
