import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { NotFoundCard } from "@/components/errors/not-found-card";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { eventBrandKey } from "@/lib/client/hooks/brand-keys";
import { specificEventsKey } from "@/lib/client/hooks/event-keys";
import { requireUser } from "@/lib/server/auth/guards";
import { findEventBrand } from "@/lib/server/event-brands/queries";
import { selectedEventBrandId } from "@/lib/server/event-brands/selected";
import { dehydrateQueries } from "@/lib/server/hydration";
import { listSpecificEvents } from "@/lib/server/specific-events/queries";
import { EventSchedule } from "./event-schedule";

export const metadata: Metadata = { title: "Event Schedule" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SpecificEventsPage({ searchParams }: PageProps<"/specific-events">) {
  const user = await requireUser();
  const params = await searchParams;
  const raw = first(params.eventBrandId);
  const action = first(params.action);

  if (!raw) {
    // No brand in the URL: add the selected one, resolved by the same rule as the browser.
    const selected = await selectedEventBrandId(user.id);
    if (selected)
      redirect(
        `/specific-events?eventBrandId=${selected}${action === "create" ? "&action=create" : ""}`,
      );
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

  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const brand = id > 0 ? await findEventBrand(id) : null;
  if (!brand) {
    return (
      <NotFoundCard
        title="Event Brand Not Found"
        message="The event brand you are looking for does not exist or has been removed."
        backHref="/event-brands"
        backLabel="View Event Brands"
      />
    );
  }
  const events = await listSpecificEvents(id);
  return (
    <HydrationBoundary
      state={dehydrateQueries([
        [eventBrandKey(id), brand],
        [specificEventsKey(id), events],
      ])}
    >
      <EventSchedule brandId={id} openCreate={action === "create"} />
    </HydrationBoundary>
  );
}
