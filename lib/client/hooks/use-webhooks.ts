"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { webhookDeliveriesQuery, webhookListQuery } from "@/lib/shared/queries/webhooks";
import type {
  WebhookCreateInput,
  WebhookCreatedView,
  WebhookDeliveryView,
  WebhookSubscriptionView,
  WebhookUpdateInput,
} from "@/lib/shared/schemas/webhooks";
import { apiRequest } from "../api";
import { invalidateApiQuery, setApiQueriesData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

/** While a shown delivery waits or is being sent, the log looks again this often. */
const PENDING_REFETCH_MS = 2_000;

/** Every webhook subscription (admins). */
export function useWebhooks() {
  return useApiQuery(webhookListQuery, undefined);
}

/** A page of one subscription's delivery log, polled while a delivery on it has not ended. */
export function useWebhookDeliveries(subscriptionId: number, page: number) {
  return useApiQuery(
    webhookDeliveriesQuery,
    { subscriptionId, page },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (current) =>
        current.state.data?.items.some(
          (item) => item.status === "pending" || item.status === "delivering",
        )
          ? PENDING_REFETCH_MS
          : false,
    },
  );
}

/** Subscribe a URL; the answer carries the secret, shown once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookCreateInput) =>
      apiRequest<WebhookCreatedView>("POST", "/api/admin/webhooks", input),
    onSuccess: () => void invalidateApiQuery(queryClient, webhookListQuery),
  });
}

const replaceInList = (
  list: WebhookSubscriptionView[] | undefined,
  next: WebhookSubscriptionView,
) => list?.map((item) => (item.id === next.id ? next : item));

/** Change a subscription (activate, deactivate, edit). */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: WebhookUpdateInput }) =>
      apiRequest<WebhookSubscriptionView>("PATCH", `/api/admin/webhooks/${id}`, change),
    onSuccess: (updated) => {
      setApiQueriesData(queryClient, webhookListQuery, undefined, (list) =>
        replaceInList(list, updated),
      );
      void invalidateApiQuery(queryClient, webhookListQuery);
    },
    onError: (error) => toastError(error),
  });
}

/** Delete a subscription with its delivery log. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/webhooks/${id}`),
    onSuccess: () => {
      void invalidateApiQuery(queryClient, webhookListQuery);
      toast({ title: "Webhook deleted", variant: "success" });
    },
    onError: (error) => toastError(error),
  });
}

const deliveryQueued =
  (queryClient: ReturnType<typeof useQueryClient>, title: string) =>
  (delivery: WebhookDeliveryView) => {
    // Shown at once at the top of the log's first page, then read again from the server.
    setApiQueriesData(
      queryClient,
      webhookDeliveriesQuery,
      { subscriptionId: delivery.subscriptionId, page: 1 },
      (log) =>
        log && !log.items.some((item) => item.id === delivery.id)
          ? { ...log, items: [delivery, ...log.items].slice(0, log.pageSize), total: log.total + 1 }
          : log,
    );
    void invalidateApiQuery(queryClient, webhookDeliveriesQuery, {
      subscriptionId: delivery.subscriptionId,
    });
    toast({ title, description: `Event ${delivery.eventId}`, variant: "success" });
  };

/** Send a "ping" event to one subscription. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WebhookDeliveryView>("POST", `/api/admin/webhooks/${id}/test`),
    onSuccess: deliveryQueued(queryClient, "Test event queued"),
    onError: (error) => toastError(error),
  });
}

/** Send a delivery's event again (same event id). */
export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WebhookDeliveryView>("POST", `/api/admin/webhook-deliveries/${id}/replay`),
    onSuccess: deliveryQueued(queryClient, "Event replayed"),
    onError: (error) => toastError(error),
  });
}
