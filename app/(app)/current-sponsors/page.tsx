import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { UnresolvedBrand } from "@/components/events/unresolved-brand";
import { dealsKey } from "@/lib/client/hooks/deal-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import { listDeals } from "@/lib/server/deals/queries";
import { dehydrateQueries } from "@/lib/server/hydration";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { paramValue } from "@/lib/shared/page-params";
import { DEAL_TABS, type DealTab } from "@/components/deals/deal-rules";
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
  const resolved = await resolvePageBrand(user.id, "/current-sponsors", params);
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
  const deals = await listDeals({ eventBrandId: brand.id });
  const status = paramValue(params.status);
  const tab: DealTab = DEAL_TABS.find((t) => t.toLowerCase() === status?.toLowerCase()) ?? "All";
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [eventBrandQuery.key({ id: brand.id }), brand],
        [dealsKey(brand.id), deals],
      ])}
    >
      <CurrentSponsorsView
        key={brand.id}
        brandId={brand.id}
        initialSearch={paramValue(params.search) ?? ""}
        initialTab={tab}
      />
    </HydrationBoundary>
  );
}
