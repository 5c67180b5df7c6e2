import { Building2 } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { SponsorMatch } from "@/lib/shared/schemas/sponsor";
import { CurrentPartnerBadge } from "./current-partner-badge";
import { MatchBadge } from "./match-badge";
import { ScoreBars } from "./score-bars";

const MAX_CHIPS = 3;

/**
 * A discovery card: logo or initials, name, % Match badge, industry, revenue, the three
 * sub-score bars, up to 3 recent sponsorships plus "+N more", and View Details. A current partner
 * of the context's property (listed only when asked for) says so.
 */
export function SponsorMatchCard({
  sponsor,
  detailsHref,
}: {
  sponsor: SponsorMatch;
  detailsHref: string;
}) {
  const extra = sponsor.recentSponsors.length - MAX_CHIPS;
  return (
    <Card
      className="flex h-full flex-col"
      data-help-context="sponsor"
      data-help-title={sponsor.name}
    >
      <CardHeader className="flex flex-row items-start gap-3">
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logoUrl} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{sponsor.name}</h3>
          {sponsor.industry ? (
            <p className="text-sm text-muted-foreground">{sponsor.industry}</p>
          ) : null}
          {sponsor.isCurrentPartner ? <CurrentPartnerBadge className="mt-1" /> : null}
        </div>
        <MatchBadge percentage={sponsor.matchPercentage} />
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        {sponsor.annualRevenue ? (
          <p className="flex items-center gap-1.5 text-sm">
            <Building2 className="size-4 text-muted-foreground" aria-hidden />
            <span className="text-muted-foreground">Revenue:</span> {sponsor.annualRevenue}
          </p>
        ) : null}
        <ScoreBars scores={sponsor} />
        {sponsor.recentSponsors.length > 0 ? (
          <div>
            <p className="mb-1.5 text-xs font-medium text-muted-foreground">Recent Sponsorships</p>
            <ul className="flex flex-wrap gap-1.5">
              {sponsor.recentSponsors.slice(0, MAX_CHIPS).map((name) => (
                <li key={name}>
                  <Badge variant="outline" className="max-w-48 font-normal" title={name}>
                    <span className="truncate">{name}</span>
                  </Badge>
                </li>
              ))}
              {extra > 0 ? (
                <li>
                  <Badge variant="secondary" className="font-normal">
                    +{extra} more
                  </Badge>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm" className="w-full">
          <Link href={detailsHref} aria-label={`View details of ${sponsor.name}`}>
            View Details
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
