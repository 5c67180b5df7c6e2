import type { ReactNode } from "react";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { AppHeader } from "./app-header";
import { DevBanner } from "./dev-banner";
import { HelpModeLayer } from "./help-mode";
import { RouteTransition } from "./route-transition";
import { SiteFooter } from "./site-footer";

/** Header, development banner, page (with its route transition) and footer. */
export function AppShell({
  user,
  devBannerDismissed,
  children,
}: {
  user: PublicUser | null;
  /** Whether the browser's cookie says the development banner was dismissed. */
  devBannerDismissed: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppHeader user={user} />
      <DevBanner dismissedOnServer={devBannerDismissed} />
      {/* At least a screen tall, so the footer starts below the fold: a page that streams in or
          grows after loading never pushes a visible footer down (a layout shift). */}
      <main id="main" className="mx-auto min-h-svh w-full max-w-7xl flex-1 px-4 py-8">
        <RouteTransition>{children}</RouteTransition>
      </main>
      <SiteFooter />
      {user ? <HelpModeLayer /> : null}
    </div>
  );
}
