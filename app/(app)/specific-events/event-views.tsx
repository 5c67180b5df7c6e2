import { CalendarDays, MapPin } from "lucide-react";
import Link from "next/link";
import { EventBanner } from "@/components/events/event-banner";
import { ProvisionalBadge } from "@/components/events/provisional-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDateRange } from "@/lib/shared/dates";
import type { SpecificEvent } from "@/lib/shared/schemas/specific-event";

const locationOf = (event: SpecificEvent) =>
  [event.locationName, event.locationCountry].filter(Boolean).join(", ") || "Location TBD";

export function EventCards({ events, brandName }: { events: SpecificEvent[]; brandName: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <Card className="h-full overflow-hidden pt-0">
            <EventBanner
              eventName={event.name}
              brandName={brandName}
              bannerImage={event.bannerImage}
            />
            <CardHeader>
              <CardTitle className="text-lg">{event.name}</CardTitle>
              <ProvisionalBadge provisional={event.datesProvisional} />
            </CardHeader>
            <CardContent className="space-y-1 text-sm text-muted-foreground">
              <p className="flex items-center gap-2">
                <CalendarDays className="size-4" aria-hidden />{" "}
                {formatDateRange(event.startDate, event.endDate)}
              </p>
              <p className="flex items-center gap-2">
                <MapPin className="size-4" aria-hidden /> {locationOf(event)}
              </p>
            </CardContent>
            <CardFooter>
              <Button asChild variant="outline" size="sm">
                <Link href={`/events/${event.id}`} aria-label={`View details of ${event.name}`}>
                  View Details
                </Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function EventList({ events }: { events: SpecificEvent[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Dates</TableHead>
          <TableHead>Venue</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id}>
            <TableCell className="font-medium">{event.name}</TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center gap-2">
                {formatDateRange(event.startDate, event.endDate)}
                <ProvisionalBadge provisional={event.datesProvisional} />
              </span>
            </TableCell>
            <TableCell>{locationOf(event)}</TableCell>
            <TableCell className="text-right">
              <Button asChild variant="ghost" size="sm">
                <Link href={`/events/${event.id}`} aria-label={`View ${event.name}`}>
                  View
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
