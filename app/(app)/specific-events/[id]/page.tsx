import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { cache } from "react";
import { requireUser } from "@/lib/server/auth/guards";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { findSpecificEvent } from "@/lib/server/specific-events/queries";
import { listEventSponsors } from "@/lib/server/sponsorships/links";
import { getEventRecommendations } from "@/lib/server/sponsorships/recommendations";
import { parseIdParam } from "@/lib/shared/page-params";
import { specificEventQuery } from "@/lib/shared/queries/events";
import { eventRecommendationsQuery, eventSponsorsQuery } from "@/lib/shared/queries/sponsorships";
import { DueAtEvent } from "./due-at-event.server";
import { EventDetail, EventLoadError } from "./event-detail";

/** One read of the event per request, shared by the title and the page. */
const loadEvent = cache((id: number) => findSpecificEvent(id));

/** The tab is titled with the event's name. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ id: string }>;
}): Promise<Metadata> {
  const id = parseIdParam((await params).id);
  const event = id === null ? null : await loadEvent(id);
  return { title: event?.name ?? "Event details" };
}

/** /specific-events/{id} and /events/{id}: one event of a brand's schedule. */
export default async function SpecificEventPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id: raw } = await params;
  const id = parseIdParam(raw);
  const event = id === null ? null : await loadEvent(id);
  if (id === null || !event) return <EventLoadError />;
  // The first view: the event, its sponsors and the count of recommended ones on the tabs.
  const state = await prefetched(
    prefetch(specificEventQuery, { id }, () => event),
    prefetch(eventSponsorsQuery, { eventId: id }, async () => ({
      sponsors: await listEventSponsors(id),
    })),
    prefetch(eventRecommendationsQuery, { eventId: id }, () => getEventRecommendations(id, user)),
  );
  return (
    <HydrationBoundary state={state}>
      <EventDetail id={id} isAdmin={user.role === "admin"} />
      <DueAtEvent eventBrandId={event.eventBrandId} eventId={id} />
    </HydrationBoundary>
  );
}
