import { ArrowDown, RefreshCw, Sparkles } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { CurrentPartnerBadge } from "@/components/sponsors/current-partner-badge";
import { MatchBar } from "@/components/sponsors/score-bars";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import {
  discoveryDetailsHref,
  TOP_MATCH_COUNT,
  type DiscoveryContextRef,
} from "@/lib/shared/discovery-filters";
import type { SponsorMatch } from "@/lib/shared/schemas/sponsor";

/** The Context-Relevant Sponsors card: the six best matches, whatever the filters say. */
export function TopMatches({
  sponsors: top,
  total,
  context,
  refreshing,
  progress,
  onRefresh,
  onViewAll,
}: {
  /** The best matches, best first. */
  sponsors: SponsorMatch[];
  /**
   * The sponsors the All tab shows under the filters: the count "View All" leads to, the same
   * figure as "{n} potential sponsors found".
   */
  total: number;
  context: DiscoveryContextRef;
  refreshing: boolean;
  /** Percent of a new ranking under way, if one is. */
  progress: number | null;
  onRefresh: () => void;
  onViewAll: () => void;
}) {
  return (
    <Card role="region" aria-labelledby="top-matches-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle as="h2" id="top-matches-title" className="flex items-center gap-2">
            <Sparkles className="size-5 text-primary" aria-hidden /> Context-Relevant Sponsors
          </CardTitle>
          <CardDescription>The strongest overall matches for this context.</CardDescription>
        </div>
        {total > TOP_MATCH_COUNT ? (
          <Button variant="outline" size="sm" onClick={onViewAll}>
            View All {total} Sponsors <ArrowDown aria-hidden />
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {refreshing ? (
          <div className="flex min-h-40 flex-col items-center justify-center gap-3">
            <Spinner text="Refreshing sponsor matches..." />
            {progress !== null ? (
              <Progress
                value={progress}
                aria-label="Ranking progress"
                className="h-2 w-full max-w-xs"
              />
            ) : null}
          </div>
        ) : top.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No matching sponsors found for this context."
            action={
              <Button onClick={onRefresh}>
                <RefreshCw aria-hidden /> Refresh Sponsors
              </Button>
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {top.map((sponsor) => (
              <li key={sponsor.id}>
                <TopMatchCard sponsor={sponsor} href={discoveryDetailsHref(sponsor.id, context)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TopMatchCard({ sponsor, href }: { sponsor: SponsorMatch; href: string }) {
  return (
    <Link
      href={href}
      aria-label={`${sponsor.name}, ${sponsor.isCurrentPartner ? "current partner, " : ""}${sponsor.matchPercentage}% match`}
      className="flex h-full flex-col gap-3 rounded-lg border bg-background p-4 transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex items-center gap-3">
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logoUrl} size="md" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{sponsor.name}</span>
          {sponsor.industry ? (
            <Badge variant="secondary" className="mt-1 max-w-full truncate">
              {sponsor.industry}
            </Badge>
          ) : null}
          {sponsor.isCurrentPartner ? <CurrentPartnerBadge className="mt-1" /> : null}
        </span>
      </span>
      <MatchBar percentage={sponsor.matchPercentage} />
    </Link>
  );
}
