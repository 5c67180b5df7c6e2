import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate } from "@/lib/shared/dates";
import { formatDollarMillions, TOP_SPONSOR_YEARS } from "@/lib/shared/insights";
import type { IndustryInsightData } from "@/lib/shared/schemas/insights";

const NOT_DISCLOSED = "Not disclosed";

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Sponsors ranked by deals started in the last three years, then by those deals' value. */
export function TopSponsors({ sponsors }: { sponsors: IndustryInsightData["topSponsors"] }) {
  return (
    <Section
      title="Top Sponsors"
      description={`Ranked by deals started in the last ${TOP_SPONSOR_YEARS} years, at any property`}
    >
      {sponsors.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No deals in this industry started in the last {TOP_SPONSOR_YEARS} years.
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10 px-1 sm:w-12 sm:px-2">Rank</TableHead>
              <TableHead>Sponsor</TableHead>
              <TableHead className="text-right">
                Deals<span className="hidden sm:inline"> (last {TOP_SPONSOR_YEARS} years)</span>
              </TableHead>
              <TableHead className="text-right">Total Value</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sponsors.map((sponsor, index) => (
              <TableRow key={sponsor.name}>
                <TableCell className="font-medium text-muted-foreground tabular-nums">
                  {index + 1}
                </TableCell>
                <TableCell className="font-medium">
                  {sponsor.sponsorBrandId ? (
                    <Link
                      href={`/sponsor-brands/detail/${sponsor.sponsorBrandId}`}
                      className="hover:underline"
                    >
                      {sponsor.name}
                    </Link>
                  ) : (
                    sponsor.name
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{sponsor.deals}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {sponsor.totalValue > 0
                    ? formatDollarMillions(sponsor.totalValue)
                    : NOT_DISCLOSED}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

type RecentDeal = IndustryInsightData["recentDeals"][number];

/** A deal's value in millions; a value no one reported (0 here) is not disclosed, never "$0". */
const dealValue = (deal: RecentDeal) =>
  deal.value <= 0
    ? NOT_DISCLOSED
    : deal.currency === "USD"
      ? formatDollarMillions(deal.value)
      : `${deal.currency} ${(deal.value / 1e6).toFixed(1)}M`;

/** The Active marker of a recent deal; other statuses as plain text. */
function DealStatus({ status }: { status: string }) {
  return status === "Active" ? (
    <Badge variant="success" className="rounded-full">
      <span aria-hidden className="size-1.5 rounded-full bg-current" /> Active
    </Badge>
  ) : (
    <span className="text-sm text-muted-foreground">{status}</span>
  );
}

/** The recent deals as a list on a phone and as a table from the small breakpoint. */
function RecentDealRows({ deals }: { deals: IndustryInsightData["recentDeals"] }) {
  return (
    <>
      <ul className="divide-y sm:hidden" aria-label="Recent deals">
        {deals.map((deal) => (
          <li key={deal.id} className="grid gap-1 py-3 text-sm">
            <span className="flex justify-between gap-3">
              <span className="font-medium">{deal.sponsor}</span>
              <span className="tabular-nums">{dealValue(deal)}</span>
            </span>
            <span className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
              {deal.property}
              {deal.isOwn ? <Badge variant="secondary">Your property</Badge> : null}
            </span>
            <span className="flex items-center justify-between gap-3">
              <DealStatus status={deal.status} />
              <span className="text-muted-foreground">{formatDate(deal.date)}</span>
            </span>
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden sm:block">
        <TableHeader>
          <TableRow>
            <TableHead>Sponsor</TableHead>
            <TableHead>Property</TableHead>
            <TableHead className="text-right">Value</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deals.map((deal) => (
            <TableRow key={deal.id}>
              <TableCell className="font-medium">{deal.sponsor}</TableCell>
              <TableCell>
                <span className="inline-flex flex-wrap items-center gap-1.5">
                  {deal.property}
                  {deal.isOwn ? <Badge variant="secondary">Your property</Badge> : null}
                </span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{dealValue(deal)}</TableCell>
              <TableCell>
                <DealStatus status={deal.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(deal.date)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The industry's latest deals at every property; yours are marked. */
export function RecentDeals({
  brandId,
  industry,
  deals,
}: {
  brandId: number;
  industry: string;
  deals: IndustryInsightData["recentDeals"];
}) {
  return (
    <Section title="Recent Deals" description="Latest deals to have started, at any property">
      {deals.length === 0 ? (
        <p data-testid="no-recent-deals" className="text-sm text-muted-foreground">
          No {industry} deal with a known start has begun yet at a property in Pitchside.
        </p>
      ) : (
        <RecentDealRows deals={deals} />
      )}
      <div className="mt-4 flex justify-end">
        <Button asChild variant="outline">
          <Link
            href={`/current-sponsors?eventBrandId=${brandId}&search=${encodeURIComponent(industry)}`}
          >
            View All Deals <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

/** Statements read off the figures above, numbered. */
export function Trends({ trends }: { trends: string[] }) {
  return (
    <Section title="Trends" description="Derived from the figures of this industry">
      <ol className="space-y-3">
        {trends.map((trend, index) => (
          <li key={trend} className="flex gap-3">
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-sm">{trend}.</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
