"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { NotificationList } from "@/lib/shared/schemas/notification";
import { notificationsQuery } from "@/lib/shared/queries/notifications";
import { apiRequest } from "../api";
import { invalidateApiQuery, setApiQueryData, useApiQuery } from "../queries";
import { toastError } from "../use-toast";

/**
 * How often the bell asks for news: every minute while the tab is visible (React Query pauses
 * the interval in a hidden tab), and again when the window regains focus.
 */
export const NOTIFICATION_POLL_MS = 60_000;

export function useNotifications() {
  return useApiQuery(notificationsQuery, undefined, {
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Change the cached list at once (the server answers the same a moment later). */
function updateCached(
  queryClient: QueryClient,
  change: (list: NotificationList) => NotificationList,
): void {
  setApiQueryData(queryClient, notificationsQuery, undefined, (list) =>
    list ? change(list) : list,
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("POST", `/api/notifications/${id}/read`),
    onMutate: (id) =>
      updateCached(queryClient, (list) => {
        const wasUnread = list.items.some((item) => item.id === id && !item.read);
        return {
          items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
          unreadCount: Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)),
        };
      }),
    onSettled: () => invalidateApiQuery(queryClient, notificationsQuery),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/notifications/read-all"),
    onMutate: () =>
      updateCached(queryClient, (list) => ({
        items: list.items.map((item) => ({ ...item, read: true })),
        unreadCount: 0,
      })),
    onError: (error) => toastError(error),
    onSettled: () => invalidateApiQuery(queryClient, notificationsQuery),
  });
}
