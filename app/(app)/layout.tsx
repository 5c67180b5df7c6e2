import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { EventContextProvider } from "@/lib/client/event-context";
import { requireUser, withoutSession } from "@/lib/server/auth/guards";
import { isDevBannerDismissed } from "@/lib/server/dev-banner";
import { listEventBrands } from "@/lib/server/event-brands/queries";
import { getSelectedEventBrandId } from "@/lib/server/event-brands/selected";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { currentUserQuery } from "@/lib/shared/queries/account";
import { eventBrandsQuery } from "@/lib/shared/queries/event-brands";
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
  );
  return (
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
  );
}
