"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { RollSeasonDialog } from "@/components/events/roll-season-dialog";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { RefreshButton } from "@/components/ui/refresh-button";
import { readStorage, useStoredValue, writeStorage } from "@/lib/client/browser-storage";
import { useEventBrand } from "@/lib/client/hooks/use-event-brands";
import { useSpecificEvents } from "@/lib/client/hooks/use-specific-events";
import { STORAGE_KEYS } from "@/lib/shared/event-context";
import {
  filterByYear,
  groupEventsByYear,
  yearsOf,
  type SortOrder,
} from "@/lib/shared/event-schedule";
import { AddEventDialog } from "./add-event-dialog";
import { EventCards, EventList } from "./event-views";
import { ScheduleToolbar } from "./schedule-toolbar";
import { toViewMode } from "./view-mode";

export function EventSchedule({
  brandId,
  openCreate,
  isAdmin,
}: {
  brandId: number;
  openCreate: boolean;
  isAdmin: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const { data: brand } = useEventBrand(brandId);
  const { data: events = [], isFetching, isLoading, error, refetch } = useSpecificEvents(brandId);
  const [year, setYear] = useState<number | "all">("all");
  const [order, setOrder] = useState<SortOrder>("asc");
  const [creating, setCreating] = useState(openCreate);
  const view = toViewMode(useStoredValue(STORAGE_KEYS.eventView, "card"));

  useEffect(() => {
    // Another page asked for a fresh list (after it changed events): refetch once, then forget it.
    if (readStorage(STORAGE_KEYS.forceEventsRefresh)) {
      void refetch();
      writeStorage(STORAGE_KEYS.forceEventsRefresh, null);
    }
  }, [refetch]);

  const groups = useMemo(
    () => groupEventsByYear(filterByYear(events, year), order),
    [events, year, order],
  );
  const brandName = brand?.name ?? "";

  return (
    <>
      <PageHeader
        help="schedule"
        title="Event Schedule"
        description={brandName ? `Events of ${brandName}, grouped by year.` : undefined}
        actions={
          <>
            <RefreshButton refreshing={isFetching} onClick={() => void refetch()} />
            {isAdmin ? <RollSeasonDialog eventBrandId={brandId} events={events} /> : null}
            <AddEventDialog
              brandId={brandId}
              brandName={brandName}
              open={creating}
              onOpenChange={(next) => {
                setCreating(next);
                // Closing the dialog opened by ?action=create drops the action from the address.
                if (!next && openCreate) router.replace(`${pathname}?eventBrandId=${brandId}`);
              }}
            />
          </>
        }
      />
      <ScheduleToolbar
        brandId={brandId}
        years={yearsOf(events)}
        year={year}
        onYear={setYear}
        order={order}
        onOrder={setOrder}
        view={view}
        onView={(next) => writeStorage(STORAGE_KEYS.eventView, next)}
      />
      {isLoading ? (
        <Spinner size="lg" label="Loading events" />
      ) : error ? (
        <p role="alert" className="text-destructive">
          Failed to fetch specific events: {error.message}
        </p>
      ) : groups.length === 0 ? (
        <EmptyState
          title="No events found"
          description={
            year === "all" ? "Add the first event of this schedule." : `No events start in ${year}.`
          }
          action={
            year === "all" ? <Button onClick={() => setCreating(true)}>Add Event</Button> : null
          }
        />
      ) : (
        <div className="space-y-10">
          {groups.map((group) => (
            <section key={group.year ?? "tbd"} aria-labelledby={`year-${group.year ?? "tbd"}`}>
              <h2
                id={`year-${group.year ?? "tbd"}`}
                className="mb-4 flex items-baseline gap-2 text-xl font-semibold"
              >
                {group.year ?? "Date TBD"}{" "}
                <span className="text-sm font-normal text-muted-foreground">
                  ({group.events.length})
                </span>
              </h2>
              {view === "card" ? (
                <EventCards events={group.events} brandName={brandName} />
              ) : (
                <EventList events={group.events} />
              )}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
