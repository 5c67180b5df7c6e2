"use client";

import { Construction, X } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/lean";
import { useStoredValue, writeStorage } from "@/lib/client/browser-storage";
import { DEV_BANNER_COOKIE, STORAGE_KEYS } from "@/lib/shared/event-context";

function dismiss() {
  writeStorage(STORAGE_KEYS.devBannerDismissed, "true");
  document.cookie = `${DEV_BANNER_COOKIE}=true; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The development banner: shown until dismissed; the choice is remembered in this browser
 * (storage) and mirrored to a cookie so the server renders the same thing the browser shows.
 */
export function DevBanner({ dismissedOnServer }: { dismissedOnServer: boolean }) {
  const dismissed =
    useStoredValue(STORAGE_KEYS.devBannerDismissed, dismissedOnServer ? "true" : null) === "true";
  useEffect(() => {
    // A dismissal stored before the cookie existed: mirror it once.
    if (dismissed && !dismissedOnServer) dismiss();
  }, [dismissed, dismissedOnServer]);
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
          size={null}
          className="inline-flex size-8 justify-center gap-2 rounded-md text-sm"
          aria-label="Dismiss development notice"
          onClick={dismiss}
        >
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
