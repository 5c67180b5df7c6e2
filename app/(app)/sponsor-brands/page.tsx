import { HydrationBoundary } from "@tanstack/react-query";
import { FileUp, Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/server/auth/guards";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { listSponsorBrands } from "@/lib/server/sponsors/queries";
import { listBrandProgress } from "@/lib/server/sponsorships/progress";
import { sponsorBrandsQuery } from "@/lib/shared/queries/sponsors";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { loadSponsorGridParams, sponsorGridRequest } from "@/lib/shared/sponsor-grid-params";
import { EngagementPanel } from "@/components/sponsorships/engagement-summary";
import { SponsorGrid } from "./sponsor-grid";

export const metadata: Metadata = { title: "Sponsor Brands" };

export default async function SponsorBrandsPage({ searchParams }: PageProps<"/sponsor-brands">) {
  const user = await requireUser();
  const [eventBrandId, view] = await Promise.all([
    getSelectedEventBrandId(user.id),
    loadSponsorGridParams(searchParams),
  ]);
  // The view the address names, under the same key the grid asks for it with.
  const request = sponsorGridRequest(view, eventBrandId);
  const state = await prefetched(
    prefetch(sponsorBrandsQuery, request, () =>
      listSponsorBrands({ ...request, eventBrandId: eventBrandId ?? undefined }, user.id),
    ),
    // The engagement panel beside the grid, so it does not grow once the page is shown.
    ...(eventBrandId === null
      ? []
      : [prefetch(brandProgressQuery, { eventBrandId }, () => listBrandProgress(eventBrandId))]),
  );
  return (
    <HydrationBoundary state={state}>
      <PageHeader
        title="Sponsor Brands"
        description="Potential sponsors ranked by how well they match the property you are working on."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/sponsor-brands/import">
                <FileUp className="size-4" aria-hidden /> Import
              </Link>
            </Button>
            <Button asChild>
              <Link
                href={eventBrandId ? `/add-sponsor?eventBrandId=${eventBrandId}` : "/add-sponsor"}
              >
                <Plus className="size-4" aria-hidden /> Research New Sponsor
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <NuqsAdapter>
          <SponsorGrid />
        </NuqsAdapter>
        <EngagementPanel />
      </div>
    </HydrationBoundary>
  );
}
