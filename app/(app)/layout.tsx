import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { EventContextProvider } from "@/lib/client/event-context";
import { QUERY_KEYS } from "@/lib/client/query-keys";
import { requireUser, selectedBrandCookie, withoutSession } from "@/lib/server/auth/guards";
import { listEventBrands } from "@/lib/server/event-brands/queries";
import { dehydrateQueries } from "@/lib/server/hydration";
import { getUserSettings } from "@/lib/server/users/settings";
import { resolveSelectedEventBrandId } from "@/lib/shared/event-context";

/** Every signed-in page: the shell, the current user and the event context, loaded on the server. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = withoutSession(await requireUser());
  const [brands, settings, saved] = await Promise.all([
    listEventBrands(),
    getUserSettings(user.id),
    selectedBrandCookie(),
  ]);
  const state = dehydrateQueries([
    [QUERY_KEYS.user, user],
    [QUERY_KEYS.eventBrands, brands],
  ]);
  return (
    <HydrationBoundary state={state}>
      <EventContextProvider
        initialSelectedId={resolveSelectedEventBrandId(brands, saved, settings.defaultEventBrandId)}
        preferredId={settings.defaultEventBrandId}
      >
        <AppShell user={user}>{children}</AppShell>
      </EventContextProvider>
    </HydrationBoundary>
  );
}
