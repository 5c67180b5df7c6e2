import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { CurrentPartnerBadge } from "@/components/sponsors/current-partner-badge";
import { FollowButton } from "@/components/sponsors/follow-button";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { matchTier } from "@/lib/shared/match-labels";
import type { SponsorBrandSummary } from "@/lib/shared/schemas/sponsor";

/**
 * Every line of the card keeps its height whether or not the sponsor has a match, an overview or a
 * revenue, so every card (and its loading placeholder) is as tall as the others and nothing moves
 * when the page's sponsors arrive.
 */
const LINES = {
  match: "flex min-h-6 flex-wrap items-center gap-2",
  overview: "line-clamp-3 min-h-[3lh] text-sm text-muted-foreground",
  revenue: "min-h-5 text-sm",
} as const;

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
        <div className={LINES.match}>
          {match ? (
            <>
              <MatchBadge percentage={match.matchPercentage} />
              <span className="text-xs font-medium text-muted-foreground">
                {matchTier(match.matchPercentage)}
              </span>
            </>
          ) : null}
          {sponsor.isCurrentPartner ? <CurrentPartnerBadge /> : null}
        </div>
        <p className={LINES.overview}>{sponsor.overview}</p>
        <p className={LINES.revenue}>
          {sponsor.data.revenue ? (
            <>
              <span className="text-muted-foreground">Revenue: </span>
              {sponsor.data.revenue}
            </>
          ) : null}
        </p>
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

/** A card's placeholder while its page loads: the same card, lines and heights. */
export function SponsorBrandCardSkeleton() {
  return (
    <Card className="flex h-full flex-col" aria-hidden>
      <CardHeader className="flex flex-row items-start gap-3">
        <Skeleton className="size-10 shrink-0" />
        <div className="min-w-0 flex-1 space-y-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="size-9 shrink-0" />
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <div className={LINES.match}>
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className={LINES.overview} />
        <div className={LINES.revenue} />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-8 w-full" />
      </CardFooter>
    </Card>
  );
}
