import { BrandInAddress } from "@/components/events/brand-in-address";
import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundCard } from "@/components/errors/not-found-card";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/server/auth/guards";
import { resolvePageBrand } from "@/lib/server/event-brands/selected";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import { paramValue } from "@/lib/shared/page-params";
import { eventBrandQuery } from "@/lib/shared/queries/event-brands";
import { specificEventsQuery } from "@/lib/shared/queries/events";
import { EventSchedule } from "./event-schedule";

export const metadata: Metadata = { title: "Event Schedule" };

export default async function SpecificEventsPage({ searchParams }: PageProps<"/specific-events">) {
  const user = await requireUser();
  const params = await searchParams;
  // Without a brand in the address the selected one is shown (and put in the address, keeping
  // ?action=create).
  const resolved = await resolvePageBrand(user.id, params);
  if (resolved.state === "no-brands") {
    return (
      <>
        <PageHeader title="Event Schedule" />
        <EmptyState
          title="No event brands yet"
          description="Add an event brand before scheduling its events."
          action={
            <Button asChild>
              <Link href="/event-brands">Go to Event Brands</Link>
            </Button>
          }
        />
      </>
    );
  }
  if (resolved.state === "not-found") {
    return (
      <NotFoundCard
        title="Event Brand Not Found"
        message="The event brand you are looking for does not exist or has been removed."
        backHref="/event-brands"
        backLabel="View Event Brands"
      />
    );
  }
  const { brand } = resolved;
  const id = brand.id;
  const state = await prefetched(
    prefetch(eventBrandQuery, { id }, () => brand),
    prefetch(specificEventsQuery, { eventBrandId: id }, () => listSpecificEvents(id)),
  );
  return (
    <HydrationBoundary state={state}>
      {resolved.inAddress ? null : <BrandInAddress eventBrandId={id} />}
      <EventSchedule
        brandId={id}
        openCreate={paramValue(params.action) === "create"}
        isAdmin={user.role === "admin"}
      />
    </HydrationBoundary>
  );
}
