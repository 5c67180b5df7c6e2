import { HydrationBoundary } from "@tanstack/react-query";
import { FileUp, Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import {
  DEFAULT_SPONSOR_LIST,
  sponsorBrandsKey,
  type SponsorListParams,
} from "@/lib/client/hooks/sponsor-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { dehydrateQueries } from "@/lib/server/hydration";
import { listSponsorBrands } from "@/lib/server/sponsors/queries";
import { EngagementPanel } from "@/components/sponsorships/engagement-summary";
import { SponsorGrid } from "./sponsor-grid";

export const metadata: Metadata = { title: "Sponsor Brands" };

export default async function SponsorBrandsPage() {
  const user = await requireUser();
  const eventBrandId = await getSelectedEventBrandId(user.id);
  // The grid's first page, under the same key the client asks for it with.
  const params: SponsorListParams = { ...DEFAULT_SPONSOR_LIST, eventBrandId };
  const first = await listSponsorBrands(
    { ...DEFAULT_SPONSOR_LIST, eventBrandId: eventBrandId ?? undefined },
    user.id,
  );
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [sponsorBrandsKey(params), { items: first.items, total: first.total }],
      ])}
    >
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
        <SponsorGrid />
        <EngagementPanel />
      </div>
    </HydrationBoundary>
  );
}
