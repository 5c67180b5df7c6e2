import { BrandInAddress } from "@/components/events/brand-in-address";
import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { UnresolvedBrand } from "@/components/events/unresolved-brand";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import { listDeals } from "@/lib/server/deals/queries";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { dealsQuery } from "@/lib/shared/queries/deals";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { CurrentSponsorsView } from "./current-sponsors-view";

export const metadata: Metadata = { title: "Current Sponsors" };

/**
 * /current-sponsors?eventBrandId= (&search=, &status=): a property's sponsor deals, loaded on the
 * server with their exclusivity conflicts and handed to the client view.
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
  // The tab and the search (?status=, ?search=) filter these deals in the browser, so the one
  // view of the property's deals answers every address of the page.
  const state = await prefetched(
    prefetch(eventBrandQuery, { id: brand.id }, () => brand),
    prefetch(dealsQuery, { eventBrandId: brand.id }, () => listDeals({ eventBrandId: brand.id })),
  );
  return (
    <HydrationBoundary state={state}>
      {resolved.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <CurrentSponsorsView key={brand.id} brandId={brand.id} />
    </HydrationBoundary>
  );
}
