"use client";

import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { HelpCircle } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { Button, buttonClass, join } from "@/components/ui/lean";
import { afterPageSettles } from "@/lib/client/deferred-work";
import { getApiQueryData } from "@/lib/client/queries";
import { activeJobsQuery, jobQuery, JOB_LISTS_ROOT } from "@/lib/shared/queries/jobs";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { ContextSwitcher } from "./context-switcher";
import { toggleHelpMode } from "./help-mode";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NotificationCentre } from "./notification-centre";
import { isActivePath, MAIN_NAV } from "./nav-items";
import { AdminMenu, UserMenu } from "./user-menu";

// The running-jobs indicator (its job polling, end toasts, catalogue of job names and progress
// bars) loads after the page is usable rather than with it. It shows nothing while no job runs,
// and it sits at the start of the right-aligned group, so appearing moves nothing else.
const RunningJobsIndicator = dynamic(
  () => import("@/components/jobs/running-jobs-indicator").then((m) => m.RunningJobsIndicator),
  { ssr: false },
);

/** Whether the server listed a running job with the page. */
const listsRunningJobs = (queryClient: QueryClient) =>
  (getApiQueryData(queryClient, activeJobsQuery, undefined)?.length ?? 0) > 0;

/**
 * The indicator, loaded once it has something to follow: at once when the page came with a running
 * job, or when the page starts one (the job lists are refreshed) or watches one; else once the page
 * has settled, when it looks for jobs started elsewhere as its polling would (it asks every 30
 * seconds while none of the user's jobs runs). A page that is only looked at thus never spends its
 * start on it.
 */
function RunningJobs({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(() => listsRunningJobs(queryClient));
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stopListening = queryClient.getQueryCache().subscribe((event) => {
      const root = event.query.queryKey[0];
      const jobStarted =
        root === JOB_LISTS_ROOT &&
        event.type === "updated" &&
        (event.action.type === "invalidate" || listsRunningJobs(queryClient));
      const jobWatched = root === jobQuery.root && event.type === "added";
      if (jobStarted || jobWatched) want();
    });
    const stopWaiting = afterPageSettles(want);
    return () => {
      stopListening();
      stopWaiting();
    };
  }, [queryClient, wanted]);
  return wanted ? <RunningJobsIndicator userId={userId} /> : null;
}

/**
 * The header: a top row (menu button on small screens, logo, event context, running jobs, help,
 * the admin menu, notifications, the user menu) and, from 768 px, the main navigation in a row of
 * its own, so neither crowds the other at any width.
 */
export function AppHeader({ user }: { user: PublicUser | null }) {
  const pathname = usePathname();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileNav user={user} />
        <Logo />
        {user ? (
          <>
            <ContextSwitcher placement="header" />
            <div className="ml-auto flex items-center gap-1">
              <RunningJobs userId={user.id} />
              <Button
                variant="ghost"
                size="icon"
                aria-label="Help mode: click a part of the page to learn about it"
                onClick={() => toggleHelpMode()}
              >
                <HelpCircle className="size-5" aria-hidden />
              </Button>
              {user.role === "admin" ? (
                <span className="hidden md:inline-flex">
                  <AdminMenu />
                </span>
              ) : null}
              <NotificationCentre />
              <UserMenu user={user} />
            </div>
          </>
        ) : (
          <div className="ml-auto">
            <Link href="/auth" className={buttonClass()}>
              Login
            </Link>
          </div>
        )}
      </div>
      {user ? (
        <nav
          aria-label="Main"
          className="mx-auto hidden h-11 max-w-7xl items-center gap-1 overflow-x-auto px-4 md:flex"
        >
          {MAIN_NAV.map((item) => {
            const active = isActivePath(pathname, item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={join(
                  "shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
                  active && "bg-muted text-foreground",
                )}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
      ) : null}
    </header>
  );
}
