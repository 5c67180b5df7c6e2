"use client";

import { useMutation } from "@tanstack/react-query";
import { HelpCircle, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/lean";
import { apiRequest } from "@/lib/client/api";
import { HELP_CONTEXTS, type HelpContext } from "@/lib/shared/help-contexts";
import type { HelpAnswer, HelpRequest } from "@/lib/shared/schemas/help";

const HelpDialog = dynamic(() => import("./help-dialog").then((m) => m.HelpDialog), {
  ssr: false,
});

/** The document-level event that turns help mode on or off (detail: { enabled?: boolean }). */
const HELP_MODE_EVENT = "pitchside:help-mode";

export function toggleHelpMode(enabled?: boolean) {
  document.dispatchEvent(new CustomEvent(HELP_MODE_EVENT, { detail: { enabled } }));
}

function readHelpTarget(target: EventTarget | null): HelpRequest {
  const element =
    target instanceof Element ? target.closest<HTMLElement>("[data-help-context]") : null;
  const raw = element?.dataset.helpContext;
  const context: HelpContext = HELP_CONTEXTS.includes(raw as HelpContext)
    ? (raw as HelpContext)
    : "general";
  return {
    context,
    query: element?.dataset.helpQuery || undefined,
    title: element?.dataset.helpTitle || undefined,
  };
}

/**
 * AI help mode: once on, the next click on the page is not acted on; instead the clicked
 * element's help context (data-help-context, -query, -title) is explained. Escape leaves the mode.
 */
export function HelpModeLayer() {
  const [enabled, setEnabled] = useState(false);
  const help = useMutation({
    mutationFn: (request: HelpRequest) => apiRequest<HelpAnswer>("POST", "/api/help", request),
  });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onToggle = (event: Event) => {
      const wanted = (event as CustomEvent<{ enabled?: boolean }>).detail?.enabled;
      setEnabled((current) => wanted ?? !current);
    };
    document.addEventListener(HELP_MODE_EVENT, onToggle);
    return () => document.removeEventListener(HELP_MODE_EVENT, onToggle);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle("help-mode", enabled);
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest("[data-help-ignore]")) return;
      event.preventDefault();
      event.stopPropagation();
      setEnabled(false);
      setOpen(true);
      help.mutate(readHelpTarget(event.target));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setEnabled(false);
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKey);
    };
    // `help.mutate` is stable; re-binding on each mutation state change is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  return (
    <>
      {enabled ? (
        <div
          role="status"
          data-help-ignore
          className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-3 bg-accent px-4 py-2 text-sm font-medium text-accent-foreground shadow"
        >
          <HelpCircle className="size-4" aria-hidden />
          Help mode is on: click any part of the page to learn what it does. Press Escape to leave.
          <Button
            size={null}
            variant="outline"
            onClick={() => setEnabled(false)}
            className="inline-flex h-7 justify-center gap-1.5 rounded-md px-3 text-xs"
          >
            <X className="size-3" aria-hidden /> Exit
          </Button>
        </div>
      ) : null}
      {/* The dialog (Radix Dialog) is loaded the first time help is asked for. */}
      {help.isIdle ? null : <HelpDialog open={open} onOpenChange={setOpen} help={help} />}
    </>
  );
}
