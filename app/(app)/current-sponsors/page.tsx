import { BrandInAddress } from "@/components/events/brand-in-address";
import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { createLoader } from "nuqs/server";
import { UnresolvedBrand } from "@/components/events/unresolved-brand";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import { getDealOverview } from "@/lib/server/deals/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { currentSponsorsParams } from "@/lib/shared/current-sponsors-params";
import { DEAL_GROUP_STEP } from "@/lib/shared/deal-groups";
import { dealOverviewQuery, dealSearchTerm } from "@/lib/shared/queries/deals";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { CurrentSponsorsView } from "./current-sponsors-view";

const loadView = createLoader(currentSponsorsParams);

export const metadata: Metadata = { title: "Current Sponsors" };

/**
 * /current-sponsors?eventBrandId= (&search=, &status=): a property's sponsor deals, filtered and
 * grouped on the server with their exclusivity conflicts; the first cards of each group are
 * handed to the client view.
 */
export default async function CurrentSponsorsPage({
  searchParams,
}: PageProps<"/current-sponsors">) {
  const user = await requireUser();
  const params = await searchParams;
  const resolved = await resolvePageBrand(user.id, params);
  if (resolved.state !== "found") {
    return (
      <UnresolvedBrand
        state={resolved.state}
        title="Current Sponsors"
        noBrandsDescription="Add an event brand before tracking its sponsors."
      />
    );
  }
  const { brand } = resolved;
  // The view the address names (?status=, ?search=), with the first cards of each group.
  const { status: tab, search } = loadView(params);
  const view = { eventBrandId: brand.id, tab, search, ...DEAL_GROUP_STEP };
  const state = await prefetched(
    prefetch(eventBrandQuery, { id: brand.id }, () => brand),
    prefetch(dealOverviewQuery, view, () =>
      getDealOverview({
        eventBrandId: brand.id,
        status: tab,
        search: dealSearchTerm(search),
        ...DEAL_GROUP_STEP,
      }),
    ),
  );
  return (
    <HydrationBoundary state={state}>
      {resolved.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <CurrentSponsorsView key={brand.id} brandId={brand.id} />
    </HydrationBoundary>
  );
}
