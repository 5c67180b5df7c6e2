"use client";

import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import { useSponsorBrands } from "@/lib/client/hooks/use-sponsor-brands";
import { useUser } from "@/lib/client/hooks/use-user";
import { newSponsors, TOP_MATCH_COUNT, topMatches } from "@/lib/shared/dashboard-rules";
import type { SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";

function SponsorRow({
  sponsor,
  eventBrandId,
}: {
  sponsor: SponsorBrandSummary;
  eventBrandId: number | null;
}) {
  return (
    <li>
      <Link
        href={`/sponsor-brands/detail/${sponsor.id}${eventBrandId ? `?eventBrandId=${eventBrandId}` : ""}`}
        className="flex items-center gap-3 rounded-lg p-2 hover:bg-muted"
      >
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logo} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{sponsor.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{sponsor.industry}</span>
        </span>
        {sponsor.match ? <MatchBadge percentage={sponsor.match.matchPercentage} /> : null}
      </Link>
    </li>
  );
}

/** Sponsors matching the selected brand over 85%, at most 3. */
export function TopMatchesCard() {
  const { selectedBrandId } = useEventContext();
  const { data, isLoading } = useSponsorBrands({
    page: 1,
    pageSize: TOP_MATCH_COUNT,
    sort: "match",
    eventBrandId: selectedBrandId,
  });
  const top = topMatches(
    (data?.items ?? []).map((sponsor) => ({
      ...sponsor,
      matchPercentage: sponsor.match?.matchPercentage ?? null,
    })),
  );
  const closest = data?.items[0];
  return (
    <Card data-help-context="dashboard" data-help-title="Top Sponsor Matches">
      <CardHeader>
        <CardTitle as="h2">Top Sponsor Matches</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-32" />
        ) : top.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No top matches yet"
            description={
              closest?.match
                ? `Sponsors matching over 85% will appear here. The closest today is ${closest.name} at ${closest.match.matchPercentage}%.`
                : "Sponsors matching over 85% will appear here."
            }
            action={
              selectedBrandId ? (
                <Button asChild variant="outline" size="sm">
                  <Link href={`/sponsor-discovery?eventBrandId=${selectedBrandId}`}>
                    Discover Sponsors
                  </Link>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul className="space-y-1">
            {top.map((sponsor) => (
              <SponsorRow key={sponsor.id} sponsor={sponsor} eventBrandId={selectedBrandId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Sponsors added since the last visit, else in the last 7 days, at most 3. */
export function NewSponsorsCard() {
  const { selectedBrandId } = useEventContext();
  const { data: user } = useUser();
  const { data, isLoading } = useSponsorBrands({
    page: 1,
    pageSize: 25,
    sort: "recent",
    eventBrandId: selectedBrandId,
  });
  const fresh = newSponsors(data?.items ?? [], user?.previousLogin ?? null);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">New Sponsors</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-32" />
        ) : fresh.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No new sponsors"
            description="Brands added in the last 7 days appear here."
          />
        ) : (
          <ul className="space-y-1">
            {fresh.map((sponsor) => (
              <SponsorRow key={sponsor.id} sponsor={sponsor} eventBrandId={selectedBrandId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
