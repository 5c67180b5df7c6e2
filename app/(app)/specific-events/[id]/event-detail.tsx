"use client";

import { ArrowLeft, CalendarDays, MapPin, Search } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { EventBanner } from "@/components/events/event-banner";
import { ProvisionalBadge } from "@/components/events/provisional-badge";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useConfirmEventDates, useSpecificEvent } from "@/lib/client/hooks/use-specific-events";
import { formatDateRange } from "@/lib/shared/dates";
import { EventAdminActions } from "./event-admin-actions";
import { EventSponsorTabs } from "./event-sponsor-tabs";

export function EventLoadError() {
  return (
    <LoadErrorAlert
      message="Error loading event details or event not found."
      link={{
        href: "/specific-events",
        icon: <ArrowLeft className="size-4" aria-hidden />,
        label: "Back to Events",
      }}
    />
  );
}

export function EventDetail({ id, isAdmin }: { id: number; isAdmin: boolean }) {
  const { data: event, isLoading, error } = useSpecificEvent(id);
  const confirmDates = useConfirmEventDates(id);
  if (isLoading) return <Spinner size="lg" text="Loading event details..." />;
  if (error || !event) return <EventLoadError />;
  const brand = event.eventBrand;
  const location =
    [event.locationName, event.locationCountry].filter(Boolean).join(", ") || "Location TBD";

  return (
    <div className="space-y-6">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href="/event-brands">Event Brands</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href={`/event-brands/${brand.id}`}>{brand.name}</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href={`/specific-events?eventBrandId=${brand.id}`}>Specific Events</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{event.name}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/specific-events?eventBrandId=${brand.id}`}>
            <ArrowLeft className="size-4" aria-hidden /> Back to Events
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={`/event-brands/${brand.id}`}>
            <ArrowLeft className="size-4" aria-hidden /> Back to {brand.name}
          </Link>
        </Button>
      </div>

      <Card className={event.bannerImage ? "overflow-hidden pt-0" : undefined}>
        {event.bannerImage ? (
          <EventBanner
            eventName={event.name}
            brandName={brand.name}
            bannerImage={event.bannerImage}
            className="h-40 md:h-56"
          />
        ) : null}
        <CardContent className="flex flex-col gap-6 pt-6 md:flex-row md:items-start">
          <BrandLogo name={brand.name} logoUrl={brand.logoUrl} size="lg" />
          <div className="min-w-0 flex-1 space-y-3">
            <div>
              <h1 className="text-3xl font-semibold tracking-tight">{event.name}</h1>
              <p className="text-muted-foreground">Part of: {brand.name}</p>
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <span className="flex items-center gap-1.5">
                <CalendarDays className="size-4 text-primary" aria-hidden />{" "}
                {formatDateRange(event.startDate, event.endDate)}
              </span>
              {event.datesProvisional ? (
                <span className="flex flex-wrap items-center gap-2">
                  <ProvisionalBadge provisional />
                  {isAdmin ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={confirmDates.isPending}
                      onClick={() => confirmDates.mutate()}
                    >
                      Confirm dates
                    </Button>
                  ) : null}
                </span>
              ) : null}
              <span className="flex items-center gap-1.5">
                <MapPin className="size-4 text-primary" aria-hidden /> {location}
              </span>
            </div>
            {event.description ? <p className="max-w-3xl">{event.description}</p> : null}
          </div>
          <div className="flex flex-col gap-2 md:items-end">
            <Button asChild>
              <Link href={`/sponsor-discovery?specificEventId=${event.id}`}>
                <Search className="size-4" aria-hidden /> Find Sponsors for This Event
              </Link>
            </Button>
            {isAdmin ? <EventAdminActions event={event} /> : null}
          </div>
        </CardContent>
      </Card>

      <EventSponsorTabs event={event} />
    </div>
  );
}
