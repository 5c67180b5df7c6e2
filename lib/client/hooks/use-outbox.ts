"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OutboxMessage, OutboxPage, OutboxQuery } from "@/lib/shared/schemas/email";
import { apiRequest } from "../api";
import { withQuery } from "@/lib/shared/queries/define";
import { toast, toastError } from "../use-toast";
import { OUTBOX_KEY, outboxMessageKey, outboxPageKey } from "./outbox-keys";

/** While a shown message waits for delivery, the Outbox looks again this often. */
const PENDING_REFETCH_MS = 3_000;
const isPending = (status: string) => status === "queued" || status === "sending";

/** A page of the admin Outbox (newest first), polled while a message on it is queued or sending. */
export function useOutbox(query: OutboxQuery) {
  return useQuery<OutboxPage>({
    queryKey: outboxPageKey(query),
    queryFn: () =>
      apiRequest<OutboxPage>(
        "GET",
        withQuery("/api/admin/outbox", { status: query.status, q: query.q, page: query.page }),
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isPending(item.status)) ? PENDING_REFETCH_MS : false,
  });
}

/** One message with its bodies. */
export function useOutboxMessage(id: number | null) {
  return useQuery<OutboxMessage>({
    queryKey: outboxMessageKey(id ?? 0),
    queryFn: () => apiRequest<OutboxMessage>("GET", `/api/admin/outbox/${id}`),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (current) =>
      current.state.data && isPending(current.state.data.status) ? PENDING_REFETCH_MS : false,
  });
}

/** Queue a failed message again. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<OutboxMessage>("POST", `/api/admin/outbox/${id}/retry`),
    onSuccess: (message) => {
      queryClient.setQueryData(outboxMessageKey(message.id), message);
      void queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
      toast({
        title: "Message queued",
        description: `It will be sent to ${message.to} again.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}
