"use client";

import Link from "next/link";
import type * as React from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { CurrentPartnerBadge } from "@/components/sponsors/current-partner-badge";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, type EmptyStateProps } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

/** A dashboard card of a short list: a skeleton while it loads, an empty state, or the list. */
export function DashboardListCard({
  title,
  help,
  isLoading,
  isEmpty,
  empty,
  listClassName,
  children,
}: {
  title: string;
  /** The help-mode target of this card, if it has one. */
  help?: string;
  isLoading: boolean;
  isEmpty: boolean;
  empty: Pick<EmptyStateProps, "icon" | "title" | "description" | "action">;
  listClassName: string;
  children: React.ReactNode;
}) {
  return (
    <Card data-help-context={help ? "dashboard" : undefined} data-help-title={help}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-32" />
        ) : isEmpty ? (
          <EmptyState headingLevel={3} {...empty} />
        ) : (
          <ul className={listClassName}>{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One sponsor in a dashboard list: logo, name, industry, whether it is already the property's
 * partner and its match, opening its page.
 */
export function SponsorRow({
  sponsor,
  href,
  children,
}: {
  sponsor: {
    name: string;
    logo: string | null;
    industry: string | null;
    match?: { matchPercentage: number } | null;
    isCurrentPartner?: boolean;
  };
  href: string;
  /** Shown under the row (the watchlist's note). */
  children?: React.ReactNode;
}) {
  return (
    <li>
      <Link href={href} className="flex items-center gap-3 rounded-lg p-2 hover:bg-muted">
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logo} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{sponsor.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{sponsor.industry}</span>
        </span>
        {sponsor.isCurrentPartner ? <CurrentPartnerBadge /> : null}
        {sponsor.match ? <MatchBadge percentage={sponsor.match.matchPercentage} /> : null}
      </Link>
      {children}
    </li>
  );
}

/**
 * A dashboard card of sponsors (`SponsorRow`s), or its empty state when there are none. `note`:
 * what shows under a sponsor's row; `footer`: a last line of the list.
 */
export function SponsorListCard<S extends React.ComponentProps<typeof SponsorRow>["sponsor"]>({
  sponsors,
  href,
  note,
  footer,
  ...card
}: Omit<
  React.ComponentProps<typeof DashboardListCard>,
  "isEmpty" | "listClassName" | "children"
> & {
  sponsors: Array<S & { id: number }>;
  href: (id: number) => string;
  note?: (sponsor: S & { id: number }) => React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <DashboardListCard {...card} isEmpty={sponsors.length === 0} listClassName="space-y-1">
      {sponsors.map((sponsor) => (
        <SponsorRow key={sponsor.id} sponsor={sponsor} href={href(sponsor.id)}>
          {note?.(sponsor)}
        </SponsorRow>
      ))}
      {footer}
    </DashboardListCard>
  );
}
