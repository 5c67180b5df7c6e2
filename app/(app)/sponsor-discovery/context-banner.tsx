import { ArrowLeft, CalendarDays, MapPin, RefreshCw } from "lucide-react";
import Link from "next/link";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDateRange } from "@/lib/shared/dates";
import type { MatchContextView } from "@/lib/shared/schemas/sponsor";

/** The CURRENT CONTEXT banner: what sponsors are matched against, and the way back. */
export function ContextBanner({
  context,
  refreshing,
  onRefresh,
}: {
  context: MatchContextView;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const event = context.event;
  const location = event
    ? [event.locationName, event.locationCountry].filter(Boolean).join(", ")
    : "";
  return (
    <section
      aria-labelledby="discovery-context"
      className="relative overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <div className="absolute inset-y-0 left-0 w-1 bg-primary" aria-hidden />
      <div className="flex flex-col gap-6 p-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <BrandLogo
            name={context.eventBrand.name}
            logoUrl={context.eventBrand.logoUrl}
            size="lg"
            className="max-sm:size-12 max-sm:text-base"
          />
          <div className="min-w-0 space-y-1.5">
            <p className="text-xs font-semibold tracking-wider text-primary">CURRENT CONTEXT</p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 id="discovery-context" className="text-2xl font-semibold tracking-tight">
                {context.name}
              </h1>
              {event ? <Badge variant="info">Specific Event</Badge> : null}
            </div>
            {event ? (
              <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span>{context.eventBrand.name}</span>
                {location ? (
                  <span className="flex items-center gap-1.5">
                    <MapPin className="size-4" aria-hidden /> {location}
                  </span>
                ) : null}
                <span className="flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden />{" "}
                  {formatDateRange(event.startDate, event.endDate)}
                </span>
              </p>
            ) : null}
            <p className="text-muted-foreground">
              {event
                ? "Finding sponsors for this specific event"
                : "Discovering ideal sponsors for this event brand"}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
          <Button onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden /> Refresh Sponsors
          </Button>
          <Button asChild variant="outline">
            <Link href={event ? `/specific-events/${event.id}` : `/event-brands/${context.id}`}>
              <ArrowLeft aria-hidden /> {event ? "Back to Event Details" : "Back to Event Brand"}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
