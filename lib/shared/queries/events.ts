/** Reads of specific events (a property's schedule and one event). */
import type { SpecificEvent, SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { apiQuery, STALE, withQuery } from "./define";

/**
 * A property's schedule, 30 seconds fresh. Every request carries a `_t` cache-buster (it is not
 * part of the key).
 */
export const specificEventsQuery = apiQuery<SpecificEvent[], { eventBrandId: number }>({
  root: "specific-events",
  path: ({ eventBrandId }) => withQuery("/api/specific-events", { eventBrandId, _t: Date.now() }),
  staleTime: STALE.events,
});

/** One event with its property (the event page). */
export const specificEventQuery = apiQuery<SpecificEventDetail, { id: number }>({
  root: "specific-event",
  path: ({ id }) => `/api/specific-events/${id}`,
  staleTime: STALE.events,
});
