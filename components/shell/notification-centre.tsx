"use client";

import { Bell } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { Button, join } from "@/components/ui/lean";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from "@/lib/client/hooks/use-notifications";
import type { NotificationView } from "@/lib/shared/schemas/notification";

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday", "just now": the platform's own wording, no date library. */
function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

/**
 * The header's bell: the unread count, and a menu of the newest notifications. Choosing one marks
 * it read and opens where it leads.
 */
export function NotificationCentre() {
  const { data, refetch } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const router = useRouter();
  const countId = useId();
  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];

  const open = (item: NotificationView) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.href) router.push(item.href);
  };

  return (
    <DropdownMenu onOpenChange={(isOpen) => void (isOpen && refetch())}>
      <span className="relative inline-flex">
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Notifications"
            aria-describedby={unread > 0 ? countId : undefined}
          >
            <Bell className="size-5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        {unread > 0 ? (
          <span
            id={countId}
            data-testid="notification-count"
            className="pointer-events-none absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
          >
            <span aria-hidden>{unread > 99 ? "99+" : unread}</span>
            <span className="sr-only">{unread} unread</span>
          </span>
        ) : null}
      </span>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            No notifications yet. Finished jobs and news on your watchlist show up here.
          </p>
        ) : (
          items.map((item) => (
            <DropdownMenuItem
              key={item.id}
              data-unread={item.read ? undefined : ""}
              className="items-start gap-2 py-2"
              onSelect={() => open(item)}
            >
              <span
                aria-hidden
                className={join(
                  "mt-1.5 size-2 shrink-0 rounded-full",
                  item.read ? "bg-transparent" : "bg-primary",
                )}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className={join("text-sm", item.read ? "font-normal" : "font-semibold")}>
                  {item.read ? null : <span className="sr-only">Unread: </span>}
                  {item.title}
                </span>
                {item.body ? (
                  <span className="line-clamp-2 text-xs text-muted-foreground">{item.body}</span>
                ) : null}
                <span className="text-xs text-muted-foreground">{timeAgo(item.createdAt)}</span>
              </span>
            </DropdownMenuItem>
          ))
        )}
        {unread > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="justify-center font-medium"
              onSelect={(event) => {
                // Stay open: the list shows every item read.
                event.preventDefault();
                markAll.mutate();
              }}
            >
              Mark all as read
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
