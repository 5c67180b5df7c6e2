import { ArrowRight, MapPin } from "lucide-react";
import Link from "next/link";
import { ProvisionalBadge } from "@/components/events/provisional-badge";
import { RollSeasonDialog } from "@/components/events/roll-season-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateRange, todayIso } from "@/lib/shared/dates";
import { upcomingEvents } from "@/lib/shared/event-schedule";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import type { SpecificEvent } from "@/lib/shared/schemas/specific-event";

/** The next 3 events of the brand, with the link to its whole schedule. */
export function UpcomingEvents({
  brand,
  events,
  isAdmin,
}: {
  brand: EventBrand;
  events: SpecificEvent[];
  isAdmin: boolean;
}) {
  const upcoming = upcomingEvents(events, todayIso());
  const scheduleHref = `/specific-events?eventBrandId=${brand.id}`;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle as="h2">Upcoming Events</CardTitle>
        {events.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link href={scheduleHref}>
              View All {events.length} Events <ArrowRight className="size-4" aria-hidden />
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {upcoming.length === 0 ? (
          <div className="flex flex-col items-start gap-3 py-2">
            <p className="text-muted-foreground">No upcoming events scheduled.</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link href={`${scheduleHref}&action=create`}>Schedule an Event</Link>
              </Button>
              {isAdmin ? <RollSeasonDialog eventBrandId={brand.id} events={events} /> : null}
            </div>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {upcoming.map((event) => (
              <li key={event.id}>
                <Link
                  href={`/specific-events/${event.id}`}
                  className="flex flex-col gap-1 rounded-md py-3 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between sm:px-2"
                >
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {event.name}
                    <ProvisionalBadge provisional={event.datesProvisional} />
                  </span>
                  <span className="flex flex-wrap items-center gap-x-4 text-sm text-muted-foreground">
                    <span>{formatDateRange(event.startDate, event.endDate)}</span>
                    <span className="flex items-center gap-1">
                      <MapPin className="size-3.5" aria-hidden />
                      {[event.locationName, event.locationCountry].filter(Boolean).join(", ") ||
                        "Location TBD"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
