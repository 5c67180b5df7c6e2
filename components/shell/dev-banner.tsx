"use client";

import { Construction, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useStoredValue, writeStorage } from "@/lib/client/browser-storage";
import { STORAGE_KEYS } from "@/lib/shared/event-context";

/** The development banner: shown until dismissed; the choice is remembered in this browser. */
export function DevBanner() {
  // On the server the choice is unknown: render nothing rather than flash a dismissed banner.
  const dismissed = useStoredValue(STORAGE_KEYS.devBannerDismissed, "true") === "true";
  if (dismissed) return null;
  return (
    <div
      role="region"
      aria-label="Development notice"
      className="border-b border-warning/40 bg-warning/10 text-sm"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <Construction className="size-4 shrink-0" aria-hidden />
        <p className="flex-1">
          Pitchside is under active development and has known bugs. Thank you for your patience
          while we improve it.
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Dismiss development notice"
          onClick={() => writeStorage(STORAGE_KEYS.devBannerDismissed, "true")}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
