"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { outboxMessageQuery, outboxPageQuery } from "@/lib/shared/queries/admin";
import type { OutboxMessage, OutboxQuery } from "@/lib/shared/schemas/email";
import { apiRequest } from "../api";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toast, toastError } from "../use-toast";

/** While a shown message waits for delivery, the Outbox looks again this often. */
const PENDING_REFETCH_MS = 3_000;
const isPending = (status: string) => status === "queued" || status === "sending";

/** A page of the admin Outbox (newest first), polled while a message on it is queued or sending. */
export function useOutbox(query: OutboxQuery) {
  return useApiQuery(outboxPageQuery, query, {
    placeholderData: (previous) => previous,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isPending(item.status)) ? PENDING_REFETCH_MS : false,
  });
}

/** One message with its bodies. */
export function useOutboxMessage(id: number | null) {
  return useApiQuery(
    outboxMessageQuery,
    { id: id ?? 0 },
    {
      enabled: id !== null,
      refetchInterval: (current) =>
        current.state.data && isPending(current.state.data.status) ? PENDING_REFETCH_MS : false,
    },
  );
}

/** Queue a failed message again. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<OutboxMessage>("POST", `/api/admin/outbox/${id}/retry`),
    onSuccess: (message) => {
      setApiQueryData(queryClient, outboxMessageQuery, { id: message.id }, message);
      void invalidateApiQuery(queryClient, outboxPageQuery, { list: true });
      toast({
        title: "Message queued",
        description: `It will be sent to ${message.to} again.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}
