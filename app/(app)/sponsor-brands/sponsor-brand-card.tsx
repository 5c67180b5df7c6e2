import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { FollowButton } from "@/components/sponsors/follow-button";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { matchTier } from "@/lib/shared/match-labels";
import type { SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";

export function SponsorBrandCard({
  sponsor,
  eventBrandId,
}: {
  sponsor: SponsorBrandSummary;
  eventBrandId: number | null;
}) {
  const match = sponsor.match;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex flex-row items-start gap-3">
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logo} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{sponsor.name}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {sponsor.industry ?? "Industry not set"}
          </p>
        </div>
        <FollowButton sponsor={sponsor} isFollowed={sponsor.isFollowed} size="icon" />
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        {match ? (
          <div className="flex flex-wrap items-center gap-2">
            <MatchBadge percentage={match.matchPercentage} />
            <span className="text-xs font-medium text-muted-foreground">
              {matchTier(match.matchPercentage)}
            </span>
          </div>
        ) : null}
        {sponsor.overview ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{sponsor.overview}</p>
        ) : null}
        {sponsor.data.revenue ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Revenue: </span>
            {sponsor.data.revenue}
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm" className="w-full">
          <Link
            href={`/sponsor-brands/detail/${sponsor.id}${eventBrandId ? `?eventBrandId=${eventBrandId}` : ""}`}
            aria-label={`View details of ${sponsor.name}`}
          >
            View Details
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
