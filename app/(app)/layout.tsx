import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { AppShell } from "@/components/shell/app-shell";
import { EventContextProvider } from "@/lib/client/event-context";
import { requireUser, withoutSession } from "@/lib/server/auth/guards";
import { isDevBannerDismissed } from "@/lib/server/dev-banner";
import { listEventBrands } from "@/lib/server/event-brands/queries";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { listActiveJobs } from "@/lib/server/jobs/queue";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { currentUserQuery } from "@/lib/shared/queries/account";
import { eventBrandsQuery } from "@/lib/shared/queries/event-brands";
import { activeJobsQuery } from "@/lib/shared/queries/jobs";
import { getUserSettings } from "@/lib/server/users/settings";

/** Every signed-in page: the shell, the current user and the event context, loaded on the server. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = withoutSession(await requireUser());
  // Each reader is request-cached: a page asking for the same brands, settings or selection
  // reuses these reads.
  const [brands, settings, selectedId, bannerDismissed] = await Promise.all([
    listEventBrands(),
    getUserSettings(user.id),
    getSelectedEventBrandId(user.id),
    isDevBannerDismissed(),
  ]);
  const state = await prefetched(
    prefetch(currentUserQuery, undefined, () => user),
    prefetch(eventBrandsQuery, undefined, () => brands),
    // The header's running-jobs indicator reads this on every page, so it is hydrated with the
    // shell. A page that hydrated it itself (the job monitors) came after the header had made the
    // query empty in the browser; React Query then hydrates only after the first render, so the
    // page's rows rendered empty over the server's: a hydration mismatch (React error #418).
    prefetch(activeJobsQuery, undefined, () => listActiveJobs(user)),
  );
  return (
    <Providers>
      <HydrationBoundary state={state}>
        <EventContextProvider
          initialSelectedId={selectedId}
          preferredId={settings.defaultEventBrandId}
        >
          <AppShell user={user} devBannerDismissed={bannerDismissed}>
            {children}
          </AppShell>
        </EventContextProvider>
      </HydrationBoundary>
    </Providers>
  );
}
