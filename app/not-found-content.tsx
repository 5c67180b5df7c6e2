"use client";

import { NotFoundCard } from "@/components/errors/not-found-card";
import { Providers } from "@/components/providers";
import { AppShell } from "@/components/shell/app-shell";
import { EventContextProvider } from "@/lib/client/event-context";
import type { PublicUser } from "@/lib/shared/schemas/user";

/**
 * A 'Page Not Found' card inside the shell (with a Login button when signed out). The shell reads
 * through React Query, whose provider the root layout does not render: it comes with this content,
 * which is loaded only when a page is not found.
 */
export function NotFoundContent({
  user,
  devBannerDismissed,
}: {
  user: PublicUser | null;
  devBannerDismissed: boolean;
}) {
  return (
    <Providers>
      <EventContextProvider initialSelectedId={null} preferredId={null}>
        <AppShell user={user} devBannerDismissed={devBannerDismissed}>
          <NotFoundCard
            backHref={user ? "/" : "/auth"}
            backLabel={user ? "Go to Dashboard" : "Go to Login"}
          />
        </AppShell>
      </EventContextProvider>
    </Providers>
  );
}
