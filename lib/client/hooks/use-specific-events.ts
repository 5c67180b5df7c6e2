"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  RollSeasonBody,
  RollSeasonResult,
  SpecificEvent,
  SpecificEventCreateBody,
  SpecificEventDetail,
  SpecificEventUpdateBody,
} from "@/lib/shared/schemas/specific-event";
import { apiRequest } from "../api";
import { eventBrandQuery, eventBrandsQuery } from "@/lib/shared/queries/event-brands";
import { specificEventQuery, specificEventsQuery } from "@/lib/shared/queries/events";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { plural } from "@/lib/shared/text";
import { toast } from "../use-toast";

/** A brand's schedule, 30 seconds fresh; every fetch carries a _t cache-buster. */
export function useSpecificEvents(eventBrandId: number | null) {
  return useApiQuery(
    specificEventsQuery,
    { eventBrandId: eventBrandId ?? 0 },
    { enabled: eventBrandId !== null && eventBrandId > 0 },
  );
}

export function useSpecificEvent(id: number) {
  return useApiQuery(specificEventQuery, { id }, { enabled: id > 0 });
}

/** A failed write's toast: its title and the server's message. */
const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: "destructive" });

function useRefreshSchedule() {
  const queryClient = useQueryClient();
  return (eventBrandId: number) => {
    void invalidateApiQuery(queryClient, specificEventsQuery, { eventBrandId });
    void invalidateApiQuery(queryClient, eventBrandQuery, { id: eventBrandId });
    void invalidateApiQuery(queryClient, eventBrandsQuery);
  };
}

export function useCreateSpecificEvent() {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: (input: SpecificEventCreateBody) =>
      apiRequest<SpecificEventDetail>("POST", "/api/specific-events", input),
    onSuccess: (event) => {
      refresh(event.eventBrandId);
      toast({
        title: "Event created",
        description: `${event.name} has been added to the schedule.`,
        variant: "success",
      });
    },
    onError: failed("Failed to create event"),
  });
}

export function useUpdateSpecificEvent(id: number) {
  const refresh = useRefreshSchedule();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpecificEventUpdateBody) =>
      apiRequest<SpecificEventDetail>("PATCH", `/api/specific-events/${id}`, input),
    onSuccess: (event) => {
      setApiQueryData(queryClient, specificEventQuery, { id }, event);
      refresh(event.eventBrandId);
      toast({
        title: "Event updated",
        description: `${event.name} has been saved.`,
        variant: "success",
      });
    },
    onError: failed("Failed to update event"),
  });
}

export function useDeleteSpecificEvent() {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: (event: SpecificEvent) => apiRequest("DELETE", `/api/specific-events/${event.id}`),
    onSuccess: (_result, event) => {
      refresh(event.eventBrandId);
      toast({
        title: "Event deleted",
        description: `${event.name} has been removed from the schedule.`,
      });
    },
    onError: failed("Failed to delete event"),
  });
}

/** Copy a season's events to a later year as provisional dates (admins). */
export function useRollSeason(eventBrandId: number) {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: (input: RollSeasonBody) =>
      apiRequest<RollSeasonResult>("POST", `/api/event-brands/${eventBrandId}/roll-season`, input),
    onSuccess: (result) => {
      refresh(eventBrandId);
      toast({
        title: result.created > 0 ? "Season rolled forward" : "Nothing to roll forward",
        description:
          result.created > 0
            ? `${plural(result.created, "event")} added to ${result.toYear} with provisional dates` +
              (result.skipped > 0 ? ` (${result.skipped} already there).` : ".")
            : `Every ${result.fromYear} event is already in ${result.toYear}.`,
        variant: result.created > 0 ? "success" : "default",
      });
    },
    onError: failed("Failed to roll the season forward"),
  });
}

/** Confirm an event's provisional dates as they are (admins). */
export function useConfirmEventDates(id: number) {
  const refresh = useRefreshSchedule();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<SpecificEventDetail>("PATCH", `/api/specific-events/${id}`, {
        datesProvisional: false,
      } satisfies SpecificEventUpdateBody),
    onSuccess: (event) => {
      setApiQueryData(queryClient, specificEventQuery, { id }, event);
      refresh(event.eventBrandId);
      toast({
        title: "Dates confirmed",
        description: `${event.name} is no longer marked provisional.`,
        variant: "success",
      });
    },
    onError: failed("Failed to update event"),
  });
}
