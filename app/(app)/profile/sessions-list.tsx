"use client";

import { LogOut, Monitor, Smartphone, Tablet } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useEndOtherSessions, useEndSession, useSessions } from "@/lib/client/hooks/use-security";
import { formatDistanceStrict, formatPattern } from "@/lib/shared/date-format";
import type { SessionView } from "@/lib/shared/schemas/session";

/** Seen within this long reads "just now" (last seen is written at most once a minute). */
const JUST_NOW_MS = 2 * 60_000;

/**
 * The browser's clock as an outside store, read again every 30 s so "last seen" stays true while
 * the page is open. The server has no clock here (null): times depend on the browser's clock and
 * zone, so they are written only once hydrated and the server's render matches the first one.
 */
const clock = {
  now: 0,
  subscribe(onChange: () => void) {
    clock.now = Date.now();
    const timer = setInterval(() => {
      clock.now = Date.now();
      onChange();
    }, 30_000);
    return () => clearInterval(timer);
  },
  read: () => (clock.now ||= Date.now()),
};

function useNow(): number | null {
  return useSyncExternalStore(clock.subscribe, clock.read, () => null);
}

function When({ at, relative }: { at: string | null; relative?: boolean }) {
  const now = useNow();
  if (!at) return <span>Unknown</span>;
  const date = new Date(at);
  let text = "…";
  if (now !== null && relative) {
    text =
      now - date.getTime() < JUST_NOW_MS
        ? "just now"
        : formatDistanceStrict(date, now, { addSuffix: true });
  } else if (now !== null) {
    text = formatPattern(date, "MMM d, yyyy, HH:mm");
  }
  return <time dateTime={at}>{text}</time>;
}

const DeviceIcon = ({ os }: { os: string | null }) => {
  const Icon = os === "iOS" || os === "Android" ? Smartphone : os === "iPadOS" ? Tablet : Monitor;
  return <Icon className="mt-0.5 size-5 text-muted-foreground" aria-hidden />;
};

/** The user's active sessions: which device, when it signed in, when it was last seen. */
export function SessionsList() {
  const { data: sessions, isLoading, error } = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <Spinner label="Loading sessions" />;
  if (error || !sessions) {
    return <p className="text-sm text-destructive">Your sessions could not be loaded.</p>;
  }
  const others = sessions.filter((session) => !session.current);

  return (
    <div className="grid gap-4">
      <ul className="divide-y rounded-md border" aria-label="Active sessions">
        {sessions.map((session: SessionView) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div className="flex items-start gap-3">
              <DeviceIcon os={session.os} />
              <div className="grid gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {session.device}
                  {session.current ? <Badge variant="success">This device</Badge> : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  Signed in <When at={session.createdAt} /> ·{" "}
                  {session.current ? (
                    "Active now"
                  ) : (
                    <>
                      Last seen <When at={session.lastSeenAt} relative />
                    </>
                  )}
                </p>
              </div>
            </div>
            {session.current ? null : (
              <Button
                size="sm"
                variant="outline"
                disabled={end.isPending && end.variables?.id === session.id}
                aria-label={`Sign out ${session.device}`}
                onClick={() => end.mutate(session)}
              >
                <LogOut className="size-4" aria-hidden /> Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="destructive" disabled={others.length === 0 || endOthers.isPending}>
              Sign out all other sessions
            </Button>
          }
          title="Sign out all other sessions?"
          description={`Every device but this one will be signed out (${others.length} ${
            others.length === 1 ? "session" : "sessions"
          }). They will need your password to sign in again.`}
          confirmLabel="Sign out others"
          busyLabel="Signing out..."
          busy={endOthers.isPending}
          destructive
          stayOpen
          onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      </div>
    </div>
  );
}
