/** Reads of sponsorships: an event's sponsors and recommendations, a property's progress. */
import type { SponsorProgressView } from "@/lib/shared/engagement";
import type { EventRecommendations, EventSponsorView } from "@/lib/shared/schemas/sponsorship";
import { apiQuery, STALE, withQuery } from "./define";

/** An event's linked sponsors with their level, progress and exclusivity conflicts. */
export const eventSponsorsQuery = apiQuery<{ sponsors: EventSponsorView[] }, { eventId: number }>({
  root: "event-sponsors",
  path: ({ eventId }) => `/api/specific-events/${eventId}/sponsors`,
  staleTime: STALE.list,
});

/** The event's recommended sponsors (the latest research) and the user's research under way. */
export const eventRecommendationsQuery = apiQuery<EventRecommendations, { eventId: number }>({
  root: "event-recommendations",
  path: ({ eventId }) => `/api/specific-events/${eventId}/recommendations`,
  staleTime: STALE.recommendations,
});

/** Engagement progress of the sponsors linked to a property's events. */
export const brandProgressQuery = apiQuery<SponsorProgressView[], { eventBrandId: number }>({
  root: "brand-progress",
  path: ({ eventBrandId }) => withQuery("/api/sponsorships", { eventBrandId }),
  staleTime: STALE.list,
});
