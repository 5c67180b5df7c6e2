"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { NotificationList } from "@/lib/shared/schemas/notification";
import { apiRequest } from "../api";
import { toastError } from "../use-toast";

/** The newest notifications and the unread count (GET /api/notifications, 20 by default). */
export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;

/**
 * How often the bell asks for news: every minute while the tab is visible (React Query pauses
 * the interval in a hidden tab), and again when the window regains focus.
 */
export const NOTIFICATION_POLL_MS = 60_000;

export function useNotifications() {
  return useQuery<NotificationList>({
    queryKey: NOTIFICATIONS_KEY,
    staleTime: 15_000,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Change the cached list at once (the server answers the same a moment later). */
function updateCached(
  queryClient: QueryClient,
  change: (list: NotificationList) => NotificationList,
): void {
  queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) =>
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
