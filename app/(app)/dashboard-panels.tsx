"use client";

import { ExternalLink, Lightbulb, Newspaper, Star } from "lucide-react";
import Link from "next/link";
import { LocalTime } from "@/components/creative/local-time";
import { WatchlistNote } from "@/components/sponsors/watchlist-note";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import {
  useFavoriteActivations,
  useWatchlist,
  useWatchlistNews,
} from "@/lib/client/hooks/use-dashboard";
import { DashboardListCard, SponsorListCard } from "./dashboard-card";

const NEWS_SHOWN = 5;
const WATCHLIST_SHOWN = 5;
const ACTIVATIONS_SHOWN = 4;

/** What's New: news on the watchlist companies, with what it means for a rights-holder. */
export function WhatsNewCard() {
  const { selectedBrandId } = useEventContext();
  const favorites = useWatchlist(selectedBrandId);
  const watching = (favorites.data?.length ?? 0) > 0;
  const news = useWatchlistNews(selectedBrandId, watching);
  const items = (news.data ?? []).slice(0, NEWS_SHOWN);
  return (
    <Card data-help-context="dashboard" data-help-title="What's New">
      <CardHeader>
        <CardTitle as="h2">What&apos;s New</CardTitle>
        <CardDescription>News on the companies in your watchlist.</CardDescription>
      </CardHeader>
      <CardContent>
        {favorites.isLoading || (watching && news.isLoading) ? (
          <Skeleton className="h-40" />
        ) : !watching ? (
          <EmptyState
            headingLevel={3}
            icon={<Newspaper />}
            title="No news yet"
            description="Follow sponsors to see news about them here."
            action={
              <Button asChild variant="outline" size="sm">
                <Link href="/sponsor-brands">Browse Sponsor Brands</Link>
              </Button>
            }
          />
        ) : news.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load news: {news.error.message}
          </p>
        ) : items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<Newspaper />}
            title="No news yet"
            description="There is no news on your watchlist companies yet."
          />
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <li key={item.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Link
                    href={`/sponsor-brands/detail/${item.sponsorBrandId}`}
                    className="font-semibold text-foreground hover:underline"
                  >
                    {item.companyName}
                  </Link>
                  <span aria-hidden>·</span>
                  <LocalTime iso={item.newsDate} fallback="Undated" />
                  <span aria-hidden>·</span>
                  <span>{item.source}</span>
                  {item.isSample ? <Badge variant="outline">Sample</Badge> : null}
                </div>
                <h3 className="text-sm font-medium">
                  {item.url ? (
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 hover:underline"
                    >
                      {item.title ?? item.latestNews}
                      <ExternalLink className="size-3" aria-hidden />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : (
                    (item.title ?? item.latestNews)
                  )}
                </h3>
                {item.title && item.latestNews !== item.title ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{item.latestNews}</p>
                ) : null}
                <p className="text-sm">
                  <span className="font-medium">Sponsorship implications: </span>
                  {item.sponsorshipImplications ?? (
                    <span className="text-muted-foreground italic">assessment pending</span>
                  )}
                </p>
                {item.recentDeals ? (
                  <p className="text-sm">
                    <span className="font-medium">Recent deals: </span>
                    {item.recentDeals}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Your Watchlist: the followed sponsors, with their match for the selected property. */
export function WatchlistCard() {
  const { selectedBrandId } = useEventContext();
  const { data, isLoading } = useWatchlist(selectedBrandId);
  const shown = (data ?? []).slice(0, WATCHLIST_SHOWN);
  const more = (data?.length ?? 0) - shown.length;
  return (
    <SponsorListCard
      title="Your Watchlist"
      isLoading={isLoading}
      sponsors={shown}
      href={(id) => `/sponsor-brands/detail/${id}`}
      note={(sponsor) => (
        <WatchlistNote sponsorBrandId={sponsor.id} name={sponsor.name} notes={sponsor.notes} />
      )}
      footer={
        more > 0 ? (
          <li className="px-2 pt-1 text-xs text-muted-foreground">and {more} more</li>
        ) : null
      }
      empty={{
        icon: <Star />,
        title: "Your watchlist is empty",
        description: "Follow sponsors to keep them and their news at hand.",
      }}
    />
  );
}

/** Favorited Activations: the property's starred ideas, each opening on its sponsor. */
export function FavoriteActivationsCard() {
  const { selectedBrandId } = useEventContext();
  const { data, isLoading } = useFavoriteActivations(selectedBrandId);
  const shown = (data ?? []).slice(0, ACTIVATIONS_SHOWN);
  return (
    <DashboardListCard
      title="Favorited Activations"
      isLoading={isLoading}
      isEmpty={shown.length === 0}
      empty={{
        icon: <Lightbulb />,
        title: "No favorited activations yet",
        description: "Star activation ideas on a sponsor's Activations tab to keep them here.",
      }}
      listClassName="space-y-2"
    >
      {shown.map((idea) => (
        <li key={idea.id}>
          <Link
            href={`/sponsor-brands/detail/${idea.sponsorBrandId}?activation=${idea.id}`}
            className="block rounded-lg border border-border p-3 hover:bg-muted"
          >
            <span className="block truncate font-medium">{idea.title}</span>
            <span className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
              <span className="truncate">{idea.sponsorName}</span>
              <Badge variant="secondary">{idea.category}</Badge>
            </span>
          </Link>
        </li>
      ))}
    </DashboardListCard>
  );
}
