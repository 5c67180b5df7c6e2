"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EngagementFlags } from "@/lib/shared/engagement";
import type { InteractionView, SponsorProgressStageView } from "@/lib/shared/schemas/interaction";
import type { InteractionType, PipelineStage } from "@/lib/shared/interaction-vocabulary";
import { apiRequest } from "../api";
import {
  interactionsQuery,
  pipelineStageQuery,
  sponsorEventsQuery,
} from "@/lib/shared/queries/interactions";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";
import { brandProgressQuery, eventSponsorsQuery } from "@/lib/shared/queries/sponsorships";

/** Calls, meetings, emails and notes with a sponsor, most recent first. */
export function useInteractions(sponsorBrandId: number) {
  return useApiQuery(interactionsQuery, { sponsorBrandId });
}

interface InteractionDraft {
  type: InteractionType;
  date: string;
  notes: string | null;
  completed: boolean;
  contactId?: number | null;
}

/** Log an interaction, or change one (with `id`). */
export function useSaveInteraction(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...draft }: InteractionDraft & { id?: number }) =>
      id === undefined
        ? apiRequest<InteractionView>("POST", "/api/sponsor-interactions", {
            sponsorBrandId,
            ...draft,
          })
        : apiRequest<InteractionView>("PATCH", `/api/sponsor-interactions/${id}`, draft),
    onSuccess: (_saved, variables) => {
      toast({
        title: variables.id === undefined ? "Interaction Logged" : "Interaction Updated",
        variant: "success",
      });
      return invalidateApiQuery(queryClient, interactionsQuery, { sponsorBrandId });
    },
    onError: (error) => toastError(error, "Could not save the interaction."),
  });
}

/** Mark an interaction done or not done; the list shows the change at once. */
export function useToggleInteraction(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  const params = { sponsorBrandId };
  return useMutation({
    mutationFn: ({ id, completed }: { id: number; completed: boolean }) =>
      apiRequest<InteractionView>("PATCH", `/api/sponsor-interactions/${id}`, { completed }),
    onMutate: async ({ id, completed }) => {
      let previous: InteractionView[] | undefined;
      setApiQueryData(queryClient, interactionsQuery, params, (items) => {
        previous = items;
        return items?.map((item) => (item.id === id ? { ...item, completed } : item));
      });
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous)
        setApiQueryData(queryClient, interactionsQuery, params, context.previous);
      toastError(error, "Could not update the interaction.");
    },
    onSettled: () => invalidateApiQuery(queryClient, interactionsQuery, params),
  });
}

export function useDeleteInteraction(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/sponsor-interactions/${id}`),
    onSuccess: () => {
      toast({ title: "Interaction Deleted", variant: "success" });
      return invalidateApiQuery(queryClient, interactionsQuery, { sponsorBrandId });
    },
    onError: (error) => toastError(error, "Could not delete the interaction."),
  });
}

/** Where a sponsor stands in the pipeline (prospect by default). */
export function usePipelineStage(sponsorBrandId: number) {
  return useApiQuery(pipelineStageQuery, { sponsorBrandId });
}

export function useSetPipelineStage(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      currentStage?: PipelineStage;
      nextAction?: string | null;
      targetDate?: string | null;
    }) =>
      apiRequest<SponsorProgressStageView>(
        "PUT",
        `/api/sponsor-progresses/${sponsorBrandId}`,
        change,
      ),
    onSuccess: (saved) => {
      setApiQueryData(queryClient, pipelineStageQuery, { sponsorBrandId }, saved);
      toast({ title: "Pipeline Updated", variant: "success" });
      return invalidateApiQuery(queryClient, pipelineStageQuery);
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to update progress stage.",
        variant: "destructive",
      }),
  });
}

/** The events a sponsor is linked to at a property. */
export function useSponsorEvents(sponsorBrandId: number, eventBrandId: number | null) {
  return useApiQuery(sponsorEventsQuery, { sponsorBrandId, eventBrandId });
}

/** The progress views to re-read after an engagement change (every property's without one). */
const progressScope = (eventBrandId: number | null) =>
  eventBrandId === null ? undefined : { eventBrandId };

/** After an engagement change by hand: say so and re-read every view of the sponsor's progress. */
function progressChanged(
  queryClient: QueryClient,
  sponsorBrandId: number,
  eventBrandId: number | null,
) {
  return {
    onSuccess: () => {
      toast({ title: "Progress updated", variant: "success" });
      return Promise.all([
        invalidateApiQuery(queryClient, brandProgressQuery, progressScope(eventBrandId)),
        invalidateApiQuery(queryClient, sponsorEventsQuery, { sponsorBrandId }),
        invalidateApiQuery(queryClient, eventSponsorsQuery),
      ]);
    },
    onError: (error: Error) =>
      toast({
        title: "Update Failed",
        description: error.message || "Failed to update progress.",
        variant: "destructive",
      }),
  };
}

/** Mark an engagement activity done or not done by hand, for a sponsor at a property. */
export function useSetEngagement(sponsorBrandId: number, eventBrandId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: Partial<EngagementFlags>) => {
      if (eventBrandId === null) throw new Error("Select an event brand first.");
      return apiRequest("PATCH", "/api/sponsor-engagements", {
        sponsorBrandId,
        eventBrandId,
        ...flags,
      });
    },
    ...progressChanged(queryClient, sponsorBrandId, eventBrandId),
  });
}

/** Mark an activity done or not done by hand on one event link of the sponsor. */
export function useSetLinkEngagement(sponsorBrandId: number, eventBrandId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, ...flags }: Partial<EngagementFlags> & { linkId: number }) =>
      apiRequest("PATCH", `/api/sponsorships/${linkId}`, flags),
    ...progressChanged(queryClient, sponsorBrandId, eventBrandId),
  });
}
