import type * as React from "react";
import { join } from "./lean";

/**
 * A progress bar with the markup and attributes Radix's Progress gives (role, aria values, the
 * data-state of the bar and its indicator), as plain markup: it needs no client code, so a server
 * page draws it without loading any. Give it an accessible name with `aria-label` or
 * `aria-labelledby`. Classes are appended, not merged: a `className` gives the bar's height (h-2
 * without one) and an `indicatorClassName` its colour (bg-primary without one).
 */
export function Progress({
  className,
  indicatorClassName,
  value,
  max: maxProp,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & {
  value?: number | null;
  max?: number;
  indicatorClassName?: string;
}) {
  // As Radix does: a max that is not a positive number is 100, and a value outside 0..max is
  // unknown (an indeterminate bar); the indicator shows the value as given, clamped to the bar.
  const max = typeof maxProp === "number" && maxProp > 0 ? maxProp : 100;
  const known = typeof value === "number" && value >= 0 && value <= max;
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / (maxProp ?? 100)) * 100));
  const state = !known ? "indeterminate" : value === max ? "complete" : "loading";
  const data = { "data-state": state, "data-value": known ? value : undefined, "data-max": max };
  return (
    <div
      aria-valuemax={max}
      aria-valuemin={0}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? `${Math.round((value / max) * 100)}%` : undefined}
      role="progressbar"
      {...data}
      data-slot="progress"
      className={join("relative w-full overflow-hidden rounded-full bg-muted", className ?? "h-2")}
      {...props}
    >
      <div
        {...data}
        data-slot="progress-indicator"
        className={join(
          "h-full w-full flex-1 transition-transform",
          indicatorClassName ?? "bg-primary",
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
