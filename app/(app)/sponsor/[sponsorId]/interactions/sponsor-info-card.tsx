import { ExternalLink, Lightbulb } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";

/**
 * Who the sponsor is: industry, headquarters (or Not specified), revenue and the match at
 * the selected property when there is data, with links to its profile and activation ideas.
 */
export function SponsorInfoCard({ sponsor }: { sponsor: SponsorBrandDetail }) {
  const match = sponsor.match?.matchPercentage ?? null;
  const rows: Array<[string, string]> = [
    ["Industry", sponsor.industry || "Not specified"],
    ["Headquarters", sponsor.headquarters || "Not specified"],
  ];
  if (sponsor.data.revenue) rows.push(["Revenue", sponsor.data.revenue]);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logo} size="md" />
        <div className="min-w-0 flex-1">
          <CardTitle as="h2" className="truncate">
            {sponsor.name}
          </CardTitle>
          {sponsor.matchDetail ? (
            <p className="truncate text-xs text-muted-foreground">
              Match for {sponsor.matchDetail.context.name}
            </p>
          ) : null}
        </div>
        {match !== null ? <MatchBadge percentage={match} /> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/sponsor/${sponsor.id}`}>
            <ExternalLink className="size-4" aria-hidden /> View Profile
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={`/sponsor/${sponsor.id}/activations`}>
            <Lightbulb className="size-4" aria-hidden /> Activation Ideas
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
