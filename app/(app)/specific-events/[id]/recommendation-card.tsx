"use client";

import Link from "next/link";
import { FollowButton } from "@/components/sponsors/follow-button";
import { MATCH_TONE_BAR } from "@/components/sponsors/match-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { matchTone, qualityLabel } from "@/lib/shared/match-labels";
import type { RecommendedSponsor } from "@/lib/shared/schemas/ai";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { AddRecommendedDialog } from "./add-recommended-dialog";
import { RecommendationDetailsDialog } from "./recommendation-details-dialog";

/** One recommended sponsor on the Potential Sponsors tab. */
export function RecommendationCard({
  event,
  recommendation,
  linked,
  followed,
}: {
  event: SpecificEventDetail;
  recommendation: RecommendedSponsor;
  linked: boolean;
  followed: boolean;
}) {
  const percentage = recommendation.matchPercentage;
  return (
    <Card
      className="flex h-full flex-col"
      data-help-context="sponsor"
      data-help-title={recommendation.name}
    >
      <CardHeader className="space-y-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{recommendation.name}</h3>
          <Badge variant="gold" className="shrink-0">
            {recommendation.recommendedSponsorshipSize}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {recommendation.industry ?? "Industry not set"} · {recommendation.headquarters ?? "N/A"}
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <div className="space-y-1">
          <div className="flex justify-between text-xs">
            <span className="text-muted-foreground">Event Match</span>
            <span className="font-semibold tabular-nums">{percentage}%</span>
          </div>
          <Progress
            value={percentage}
            aria-label={`Event match ${percentage}%`}
            indicatorClassName={MATCH_TONE_BAR[matchTone(percentage)]}
            className="h-2"
          />
          <p className="text-xs font-medium">{qualityLabel(percentage)}</p>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{recommendation.overview}</p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <RecommendationDetailsDialog recommendation={recommendation} />
        {linked ? (
          <Button asChild size="sm" variant="secondary">
            <Link
              href={`/sponsor-brands/detail/${recommendation.id}?event=${encodeURIComponent(event.name)}`}
            >
              View Sponsor
            </Link>
          </Button>
        ) : (
          <AddRecommendedDialog event={event} recommendation={recommendation} />
        )}
        <FollowButton
          sponsor={recommendation}
          isFollowed={followed}
          size="sm"
          label="Add to Watchlist"
        />
      </CardFooter>
    </Card>
  );
}
