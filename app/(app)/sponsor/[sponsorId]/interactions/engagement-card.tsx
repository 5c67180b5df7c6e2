"use client";

import { CalendarDays } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { EngagementTracker } from "@/components/sponsorships/engagement-tracker";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useEventContext } from "@/lib/client/event-context";
import { useBrandProgress } from "@/lib/client/hooks/use-engagement";
import {
  useSetEngagement,
  useSetLinkEngagement,
  useSponsorEvents,
} from "@/lib/client/hooks/use-interactions";
import { formatDateRange, todayIso } from "@/lib/shared/dates";
import { engagementOf } from "@/lib/shared/engagement";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import type { SponsorEventLinkView } from "@/lib/shared/schemas/sponsorship";

/** The link to show first: the next event that has not ended, else the latest one. */
function defaultLink(links: SponsorEventLinkView[]): SponsorEventLinkView | undefined {
  const today = todayIso();
  return (
    links.find((link) => (link.event.endDate ?? link.event.startDate ?? today) >= today) ??
    links.at(-1)
  );
}

/**
 * The engagement tracker for the events of the selected property this sponsor is
 * really linked to, one event at a time; a sponsor linked to none is tracked for the property.
 * Research, ideas and mockups mark themselves done; an activity can be switched by hand.
 */
export function EngagementCard({
  sponsor,
  eventBrandId,
}: {
  sponsor: SponsorBrandDetail;
  eventBrandId: number | null;
}) {
  const { selectedBrand } = useEventContext();
  const progress = useBrandProgress(eventBrandId);
  const events = useSponsorEvents(sponsor.id, eventBrandId);
  const setBrandFlags = useSetEngagement(sponsor.id, eventBrandId);
  const setLinkFlags = useSetLinkEngagement(sponsor.id, eventBrandId);
  const [chosen, setChosen] = useState<number | null>(null);
  const brandRecord = progress.data?.find((item) => item.sponsorBrandId === sponsor.id) ?? null;
  const links = events.data ?? [];
  const link = links.find((item) => item.id === chosen) ?? defaultLink(links);
  const brandName = selectedBrand?.name ?? "this property";

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Engagement</CardTitle>
        <CardDescription>
          {eventBrandId === null
            ? "Select an event brand to track the pitch."
            : links.length > 0
              ? `The pitch for each ${brandName} event ${sponsor.name} is linked to.`
              : `${sponsor.name} is not linked to any ${brandName} event yet; the pitch is tracked for ${brandName}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {eventBrandId === null ? null : events.isLoading || progress.isLoading ? (
          <Skeleton className="h-48" />
        ) : link ? (
          <>
            {links.length > 1 ? (
              <Field label="Event" id="engagement-event">
                <SimpleSelect
                  id="engagement-event"
                  className="w-full"
                  value={String(link.id)}
                  onValueChange={(value) => setChosen(Number(value))}
                  options={links.map((item) => ({
                    value: String(item.id),
                    label: `${item.event.name} · ${engagementOf(item).percent}%`,
                  }))}
                />
              </Field>
            ) : null}
            <div className="flex items-start gap-3 rounded-lg bg-muted p-3 text-sm">
              <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0">
                <Link
                  href={`/specific-events/${link.event.id}`}
                  className="block truncate font-medium hover:underline"
                >
                  {link.event.name}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {formatDateRange(link.event.startDate, link.event.endDate)} ·{" "}
                  {link.sponsorshipLevel}
                </p>
              </div>
            </div>
            <EngagementTracker
              sponsorName={`${sponsor.name} at ${link.event.name}`}
              flags={link}
              pending={setLinkFlags.isPending}
              onChange={(key, value) => setLinkFlags.mutate({ linkId: link.id, [key]: value })}
            />
          </>
        ) : (
          <>
            <EngagementTracker
              sponsorName={sponsor.name}
              flags={brandRecord}
              pending={setBrandFlags.isPending}
              onChange={(key, value) => setBrandFlags.mutate({ [key]: value })}
            />
            <p className="text-xs text-muted-foreground">
              Link {sponsor.name} to an event from the event&apos;s Current Sponsors tab to track
              each event on its own.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
