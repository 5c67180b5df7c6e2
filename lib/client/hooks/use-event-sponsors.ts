"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExclusivityConflict } from "@/lib/shared/exclusivity";
import {
  brandProgressQuery,
  eventRecommendationsQuery,
  eventSponsorsQuery,
} from "@/lib/shared/queries/sponsorships";
import type {
  SponsorshipCreateBody,
  SponsorshipUpdateBody,
  SponsorshipView,
} from "@/lib/shared/schemas/sponsorship";
import { ApiError, apiRequest } from "../api";
import { invalidateApiQuery, useApiQuery } from "../queries";
import { toast } from "../use-toast";

/** An event's linked sponsors (errors are shown in place, not toasted; retried once). */
export function useEventSponsors(eventId: number) {
  return useApiQuery(eventSponsorsQuery, { eventId }, { retry: 1 });
}

/** The conflicts of a refused link (409 with details.conflicts), or null for any other error. */
export function conflictsOf(error: unknown): ExclusivityConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as { conflicts?: ExclusivityConflict[] } | undefined;
  return details?.conflicts?.length ? details.conflicts : null;
}

function useRefreshEventSponsors(eventId: number) {
  const queryClient = useQueryClient();
  return () => {
    void invalidateApiQuery(queryClient, eventSponsorsQuery, { eventId });
    void invalidateApiQuery(queryClient, brandProgressQuery);
  };
}

/**
 * Link a sponsor to the event. An exclusivity clash is not toasted: the caller shows the conflicts
 * and may retry with acknowledgeConflicts.
 */
export function useLinkSponsor(eventId: number) {
  const refresh = useRefreshEventSponsors(eventId);
  return useMutation({
    mutationFn: (input: Omit<SponsorshipCreateBody, "specificEventId">) =>
      apiRequest<SponsorshipView>("POST", "/api/sponsorships", {
        ...input,
        specificEventId: eventId,
      }),
    onSuccess: () => {
      refresh();
      toast({
        title: "Sponsor Added",
        description: "The sponsor has been successfully linked to this event.",
        variant: "success",
      });
    },
    onError: (error) => {
      if (conflictsOf(error)) return;
      toast({
        title: "Error Adding Sponsor",
        description: error.message || "Could not link the sponsor to this event.",
        variant: "destructive",
      });
    },
  });
}

/**
 * Change a link's level, exclusivity or activation focus. An exclusivity clash is not toasted:
 * the caller shows the conflicts and may retry with acknowledgeConflicts.
 */
export function useUpdateSponsorship(eventId: number) {
  const refresh = useRefreshEventSponsors(eventId);
  return useMutation({
    mutationFn: ({ id, ...input }: SponsorshipUpdateBody & { id: number }) =>
      apiRequest<SponsorshipView>("PATCH", `/api/sponsorships/${id}`, input),
    onSuccess: () => {
      refresh();
      toast({
        title: "Sponsorship updated",
        description: "The sponsor's link to this event has been saved.",
        variant: "success",
      });
    },
    onError: (error) => {
      if (conflictsOf(error)) return;
      toast({
        title: "Error Updating Sponsor",
        description: error.message || "Could not update the sponsorship.",
        variant: "destructive",
      });
    },
  });
}

export function useUnlinkSponsor(eventId: number) {
  const refresh = useRefreshEventSponsors(eventId);
  return useMutation({
    mutationFn: (sponsorBrandId: number) =>
      apiRequest("DELETE", `/api/sponsorships/${sponsorBrandId}/${eventId}`),
    onSuccess: () => {
      refresh();
      toast({
        title: "Sponsor Removed",
        description: "The sponsor has been unlinked from this event.",
      });
    },
    onError: (error) =>
      toast({
        title: "Error Removing Sponsor",
        description: error.message || "Could not unlink the sponsor.",
        variant: "destructive",
      }),
  });
}

/** The event's recommended sponsors (30 minutes fresh, one retry) and any research under way. */
export function useEventRecommendations(eventId: number) {
  return useApiQuery(eventRecommendationsQuery, { eventId }, { retry: 1 });
}
