"use client";

import { AlertTriangle, CalendarDays, Trophy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useEventContext } from "@/lib/client/event-context";
import { useHydrated } from "@/lib/client/use-hydrated";
import { toast } from "@/lib/client/use-toast";
import { discoveryHref } from "@/lib/shared/discovery-filters";
import { DiscoveryLoading } from "./discovery-loading";
import { LinkCard, RecentContextCards } from "./context-cards";

/** The two kinds of context to discover sponsors for. */
const CONTEXT_LINKS = [
  {
    href: "/event-brands",
    icon: <Trophy aria-hidden />,
    title: "Event Brands",
    text: "Discover sponsors for a whole league or series.",
  },
  {
    href: "/specific-events",
    icon: <CalendarDays aria-hidden />,
    title: "Specific Events",
    text: "Discover sponsors for a single event on the schedule.",
  },
];

/** With no context and no selected brand, the page returns to the dashboard after this delay. */
const REDIRECT_HOME_AFTER_MS = 3000;

/**
 * /sponsor-discovery with no context in the address: say so, then go to the selected
 * brand's discovery, or (with no brand at all) offer a way in and fall back to the dashboard.
 * It waits for hydration: the brand chosen in this browser lives in localStorage, not the cookie.
 */
export function MissingContext() {
  const router = useRouter();
  const hydrated = useHydrated();
  const { selectedBrandId, recentContexts } = useEventContext();
  const announced = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (!announced.current) {
      announced.current = true;
      toast({
        title: "Missing Context",
        description: "Please select an event brand or specific event first",
      });
    }
    if (selectedBrandId !== null) {
      router.replace(discoveryHref({ type: "event-brand", id: selectedBrandId }));
      return;
    }
    const timer = setTimeout(() => router.replace("/"), REDIRECT_HOME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [hydrated, selectedBrandId, router]);

  if (!hydrated || selectedBrandId !== null) return <DiscoveryLoading />;

  return (
    <>
      <PageHeader
        title="Sponsor Discovery"
        description="Sponsors are matched against an event brand or one of its events."
      />
      <div className="space-y-10">
        <Alert variant="warning" role="status">
          <AlertTriangle aria-hidden />
          <AlertTitle>Context Required</AlertTitle>
          <AlertDescription>
            Choose an event brand or a specific event to discover sponsors for. Taking you to the
            dashboard in a few seconds.
          </AlertDescription>
        </Alert>
        {recentContexts.length > 0 ? (
          <section aria-labelledby="recent-contexts" className="space-y-4">
            <h2 id="recent-contexts" className="text-lg font-semibold">
              Recently Viewed
            </h2>
            <RecentContextCards contexts={recentContexts} />
          </section>
        ) : null}
        <section aria-labelledby="choose-context" className="space-y-4">
          <h2 id="choose-context" className="text-lg font-semibold">
            Choose a Context
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {CONTEXT_LINKS.map((link) => (
              <li key={link.href}>
                <LinkCard {...link} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
