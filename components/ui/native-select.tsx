"use client";

import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { join } from "./lean";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { SimpleSelectProps } from "./select-options";

/**
 * The browser's own select over a plain list of options, for filters on pages that should not
 * load the Radix Select (about 35 KB gzipped with its positioning code). The same props as
 * SimpleSelect; option labels are text, and a `className` sets the width (full without one).
 * Disabled until the page has hydrated, since a choice made before then would do nothing and be
 * lost.
 */
export function NativeSelect({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  className,
  disabled,
  "aria-label": ariaLabel,
}: Omit<SimpleSelectProps, "options"> & {
  /** Text labels: a native option shows text only. */
  options: readonly { value: string; label: string }[];
}) {
  const hydrated = useHydrated();
  const known = value !== undefined && options.some((option) => option.value === value);
  return (
    <span className={join("relative block", className ?? "w-full")}>
      <select
        id={id}
        aria-label={ariaLabel}
        value={known ? value : ""}
        disabled={disabled || !hydrated}
        onChange={(event) => onValueChange(event.target.value)}
        className="h-9 w-full appearance-none rounded-md border border-input bg-transparent py-2 pr-8 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-input/30 dark:[&>option]:bg-popover"
      >
        {known ? null : (
          <option value="" disabled>
            {placeholder ?? ""}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-50"
      />
    </span>
  );
}
