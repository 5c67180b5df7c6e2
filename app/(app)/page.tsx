import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { listFavoriteActivations } from "@/lib/server/activations/queries";
import { requireUser } from "@/lib/server/auth/guards";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { listWatchlistNews } from "@/lib/server/news/queries";
import { getRevenue } from "@/lib/server/renewals/revenue";
import { prefetch, prefetched, type Prefetch } from "@/lib/server/queries/prefetch";
import { listFavorites } from "@/lib/server/sponsors/favorites";
import { listSponsorBrands } from "@/lib/server/sponsors/queries";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { getBrandRecommendations } from "@/lib/server/sponsorships/recommendations";
import { CHECKLIST_DISMISSED_COOKIE } from "@/lib/shared/dashboard-rules";
import {
  brandRecommendationsQuery,
  favoriteActivationsQuery,
  NEW_SPONSORS_ORDER,
  TOP_MATCHES_ORDER,
  type DashboardSponsorsOrder,
} from "@/lib/shared/queries/dashboard";
import {
  favoritesQuery,
  sponsorBrandsQuery,
  watchlistNewsQuery,
} from "@/lib/shared/queries/sponsors";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { RevenueSummary } from "@/components/reports/revenue-summary";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DashboardView } from "./dashboard-view";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The dashboard, rendered complete on the server: every panel's read for the selected property is
 * prefetched here (the user and the brands come from the layout), so the browser asks for nothing
 * on its first view.
 */
export default async function DashboardPage() {
  const user = await requireUser();
  const eventBrandId = await getSelectedEventBrandId(user.id);
  const views: Prefetch[] = [];
  if (eventBrandId !== null) {
    const brand = { eventBrandId };
    const sponsors = (order: DashboardSponsorsOrder) =>
      prefetch(sponsorBrandsQuery, { ...brand, page: 1, ...order }, () => {
        const source = order.source ? [...order.source] : undefined;
        return listSponsorBrands({ ...brand, page: 1, ...order, source }, user.id);
      });
    const watchlist = await listFavorites(user.id, eventBrandId);
    views.push(
      sponsors(TOP_MATCHES_ORDER),
      sponsors(NEW_SPONSORS_ORDER),
      prefetch(favoritesQuery, brand, () => watchlist),
      prefetch(brandProgressQuery, brand, () => listBrandProgress(eventBrandId)),
      prefetch(favoriteActivationsQuery, brand, () => listFavoriteActivations(brand)),
      prefetch(brandRecommendationsQuery, brand, () => getBrandRecommendations(eventBrandId, user)),
    );
    // What's New asks for news only when the watchlist has companies.
    if (watchlist.length > 0) {
      views.push(prefetch(watchlistNewsQuery, brand, () => listWatchlistNews(user.id, brand)));
    }
  }
  const [state, cookieStore, revenue] = await Promise.all([
    prefetched(...views),
    cookies(),
    eventBrandId !== null ? getRevenue(eventBrandId, undefined, user) : null,
  ]);
  return (
    <HydrationBoundary state={state}>
      <DashboardView
        checklistDismissed={cookieStore.has(CHECKLIST_DISMISSED_COOKIE)}
        revenue={
          revenue ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Revenue</CardTitle>
              </CardHeader>
              <CardContent>
                <RevenueSummary revenue={revenue} compact />
              </CardContent>
            </Card>
          ) : null
        }
      />
    </HydrationBoundary>
  );
}
