"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EngagementFlags } from "@/lib/shared/engagement";
import type {
  InteractionType,
  InteractionView,
  PipelineStage,
  SponsorProgressStageView,
} from "@/lib/shared/schemas/interaction";
import type { SponsorEventLinkView } from "@/lib/shared/schemas/sponsorship";
import { apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { STALE } from "@/lib/shared/queries/define";
import { toast, toastError } from "../use-toast";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { interactionsKey, pipelineStageKey, sponsorEventsKey } from "./engagement-keys";

/** Calls, meetings, emails and notes with a sponsor, most recent first. */
export function useInteractions(sponsorBrandId: number) {
  return useQuery<InteractionView[]>({
    queryKey: interactionsKey(sponsorBrandId),
    queryFn: () => apiRequest("GET", withQuery("/api/sponsor-interactions", { sponsorBrandId })),
    staleTime: STALE.list,
  });
}

interface InteractionDraft {
  type: InteractionType;
  date: string;
  notes: string | null;
  completed: boolean;
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
      return queryClient.invalidateQueries({ queryKey: interactionsKey(sponsorBrandId) });
    },
    onError: (error) => toastError(error, "Could not save the interaction."),
  });
}

/** Mark an interaction done or not done; the list shows the change at once. */
export function useToggleInteraction(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  const key = interactionsKey(sponsorBrandId);
  return useMutation({
    mutationFn: ({ id, completed }: { id: number; completed: boolean }) =>
      apiRequest<InteractionView>("PATCH", `/api/sponsor-interactions/${id}`, { completed }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InteractionView[]>(key);
      queryClient.setQueryData<InteractionView[]>(key, (items) =>
        items?.map((item) => (item.id === id ? { ...item, completed } : item)),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastError(error, "Could not update the interaction.");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteInteraction(sponsorBrandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/sponsor-interactions/${id}`),
    onSuccess: () => {
      toast({ title: "Interaction Deleted", variant: "success" });
      return queryClient.invalidateQueries({ queryKey: interactionsKey(sponsorBrandId) });
    },
    onError: (error) => toastError(error, "Could not delete the interaction."),
  });
}

/** Where a sponsor stands in the pipeline (prospect by default). */
export function usePipelineStage(sponsorBrandId: number) {
  return useQuery<SponsorProgressStageView>({
    queryKey: pipelineStageKey(sponsorBrandId),
    queryFn: () => apiRequest("GET", `/api/sponsor-progresses/${sponsorBrandId}`),
    staleTime: STALE.list,
  });
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
      queryClient.setQueryData(pipelineStageKey(sponsorBrandId), saved);
      toast({ title: "Pipeline Updated", variant: "success" });
      return queryClient.invalidateQueries({ queryKey: ["sponsor-progresses"] });
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
  return useQuery<SponsorEventLinkView[]>({
    queryKey: sponsorEventsKey(sponsorBrandId, eventBrandId),
    queryFn: () =>
      apiRequest(
        "GET",
        withQuery(`/api/sponsor-brands/${sponsorBrandId}/events`, { eventBrandId }),
      ),
    staleTime: STALE.list,
  });
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandProgressQuery.scope({ eventBrandId }) }),
        queryClient.invalidateQueries({ queryKey: ["sponsor-events", sponsorBrandId] }),
        queryClient.invalidateQueries({ queryKey: ["event-sponsors"] }),
      ]),
    onError: (error) =>
      toast({
        title: "Update Failed",
        description: error.message || "Failed to update progress.",
        variant: "destructive",
      }),
  });
}

/** Mark an activity done or not done by hand on one event link of the sponsor. */
export function useSetLinkEngagement(sponsorBrandId: number, eventBrandId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, ...flags }: Partial<EngagementFlags> & { linkId: number }) =>
      apiRequest("PATCH", `/api/sponsorships/${linkId}`, flags),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["sponsor-events", sponsorBrandId] }),
        queryClient.invalidateQueries({ queryKey: brandProgressQuery.scope({ eventBrandId }) }),
        queryClient.invalidateQueries({ queryKey: ["event-sponsors"] }),
      ]),
    onError: (error) =>
      toast({
        title: "Update Failed",
        description: error.message || "Failed to update progress.",
        variant: "destructive",
      }),
  });
}
