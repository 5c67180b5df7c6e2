import { BrandInAddress } from "@/components/events/brand-in-address";
import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { createLoader } from "nuqs/server";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { dealContractLinks } from "@/lib/server/contracts/queries";
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
  const page = await resolveBrandPage(searchParams, {
    title: "Current Sponsors",
    noBrandsDescription: "Add an event brand before tracking its sponsors.",
  });
  if (page.fallback) return page.fallback;
  const { brand, params } = page;
  // The view the address names (?status=, ?search=), with the first cards of each group.
  const { status: tab, search } = loadView(params);
  const view = { eventBrandId: brand.id, tab, search, ...DEAL_GROUP_STEP };
  const [state, dealContracts] = await Promise.all([
    prefetched(
      prefetch(eventBrandQuery, { id: brand.id }, () => brand),
      prefetch(dealOverviewQuery, view, () =>
        getDealOverview({
          eventBrandId: brand.id,
          status: tab,
          search: dealSearchTerm(search),
          ...DEAL_GROUP_STEP,
        }),
      ),
    ),
    dealContractLinks(brand.id),
  ]);
  return (
    <HydrationBoundary state={state}>
      {page.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <NuqsAdapter>
        <CurrentSponsorsView key={brand.id} brandId={brand.id} dealContracts={dealContracts} />
      </NuqsAdapter>
    </HydrationBoundary>
  );
}
