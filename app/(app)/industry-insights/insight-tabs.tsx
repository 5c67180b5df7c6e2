"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { join } from "@/components/ui/lean";
import { useHydrated } from "@/lib/client/use-hydrated";

export interface InsightTab {
  value: string;
  label: string;
  className?: string;
  /** Rendered on the server; shown while its tab is selected. */
  content: ReactNode;
}

/**
 * The tabs of an industry's figures, styled as the app's `Tabs` (components/ui/tabs.tsx) but a
 * few lines of the page's own: those merge class names with tailwind-merge, which nothing else on
 * this page loads. Keyboard: Left/Right (and Home/End) move between tabs and select them. The tabs other than the first wait for hydration.
 */
export function InsightTabs({ tabs }: { tabs: InsightTab[] }) {
  const id = useId();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(tabs[0]?.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.value);
    buttons.current[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="grid h-9 w-full grid-cols-4 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-fit"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={active ? `${id}-panel` : undefined}
              tabIndex={active ? 0 : -1}
              disabled={!active && !hydrated}
              onClick={() => setSelected(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={join(
                "inline-flex h-full flex-1 items-center justify-center rounded-md px-1 py-1 text-xs font-medium whitespace-nowrap transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 sm:px-3 sm:text-sm",
                active && "bg-background text-foreground shadow-sm",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.value === selected)
        .map((tab) => (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={`${id}-tab-${tab.value}`}
            tabIndex={0}
            className={join("flex-1 outline-none", tab.className)}
          >
            {tab.content}
          </div>
        ))}
    </div>
  );
}
