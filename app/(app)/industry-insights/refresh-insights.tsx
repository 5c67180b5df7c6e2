"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { RefreshButton } from "@/components/ui/refresh-button";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * Renders the page again on the server (the figures are cached until the deals change). Shown
 * disabled until the page has hydrated, when a click would do nothing.
 */
export function RefreshInsights({ disabled }: { disabled: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [refreshing, startRefresh] = useTransition();
  return (
    <RefreshButton
      refreshing={refreshing}
      disabled={disabled || !hydrated}
      onClick={() => startRefresh(() => router.refresh())}
    />
  );
}
