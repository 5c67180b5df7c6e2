"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useEventContext } from "@/lib/client/event-context";
import { useDashboardSponsors } from "@/lib/client/hooks/use-dashboard";
import { useUser } from "@/lib/client/hooks/use-user";
import { newSponsors, topMatches } from "@/lib/shared/dashboard-rules";
import { NEW_SPONSORS_ORDER, TOP_MATCHES_ORDER } from "@/lib/shared/queries/dashboard";
import { SponsorListCard } from "./dashboard-card";

const sponsorHref = (id: number, eventBrandId: number | null) =>
  `/sponsor-brands/detail/${id}${eventBrandId ? `?eventBrandId=${eventBrandId}` : ""}`;

/**
 * Sponsors matching the selected brand over 85%, at most 3; its current partners are left out
 * (they are not prospects).
 */
export function TopMatchesCard() {
  const { selectedBrandId } = useEventContext();
  const { data, isLoading } = useDashboardSponsors(selectedBrandId, TOP_MATCHES_ORDER);
  const top = topMatches(
    (data?.items ?? []).map((sponsor) => ({
      ...sponsor,
      matchPercentage: sponsor.match?.matchPercentage ?? null,
    })),
  );
  const closest = data?.items[0];
  return (
    <SponsorListCard
      title="Top Sponsor Matches"
      help="Top Sponsor Matches"
      isLoading={isLoading}
      sponsors={top}
      href={(id) => sponsorHref(id, selectedBrandId)}
      empty={{
        title: "No top matches yet",
        description: closest?.match
          ? `Sponsors matching over 85% will appear here. The closest today is ${closest.name} at ${closest.match.matchPercentage}%.`
          : "Sponsors matching over 85% will appear here.",
        action: selectedBrandId ? (
          <Button asChild variant="outline" size="sm">
            <Link href={`/sponsor-discovery?eventBrandId=${selectedBrandId}`}>
              Discover Sponsors
            </Link>
          </Button>
        ) : undefined,
      }}
    />
  );
}

/**
 * Sponsors a user or an import added since the last visit, else in the last 7 days, at most 3
 * (the catalogue loaded at install is not new).
 */
export function NewSponsorsCard() {
  const { selectedBrandId } = useEventContext();
  const { data: user } = useUser();
  const { data, isLoading } = useDashboardSponsors(selectedBrandId, NEW_SPONSORS_ORDER);
  const fresh = newSponsors(data?.items ?? [], user?.previousLogin ?? null);
  return (
    <SponsorListCard
      title="New Sponsors"
      isLoading={isLoading}
      sponsors={fresh}
      href={(id) => sponsorHref(id, selectedBrandId)}
      empty={{
        title: "No new sponsors",
        description: "Brands your team adds or imports appear here for 7 days.",
      }}
    />
  );
}
