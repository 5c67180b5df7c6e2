"use client";

import type * as React from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { join } from "./lean";

/**
 * The track, then the thumb's look, its hover ring and its focus ring, for each engine's own thumb
 * part (Blink/WebKit, then Gecko). Written out in full so Tailwind finds every class.
 */
const RANGE_CLASSES = [
  "h-1.5 w-full cursor-pointer touch-none appearance-none rounded-full select-none focus-visible:outline-none disabled:cursor-default disabled:opacity-50",
  "[&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-sm [&::-webkit-slider-thumb]:transition-shadow",
  "[&::-webkit-slider-thumb:hover]:ring-4 [&::-webkit-slider-thumb:hover]:ring-primary/20 [&:focus-visible::-webkit-slider-thumb]:outline-2 [&:focus-visible::-webkit-slider-thumb]:outline-offset-2 [&:focus-visible::-webkit-slider-thumb]:outline-ring",
  "[&::-moz-range-track]:bg-transparent [&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow-sm [&::-moz-range-thumb]:transition-shadow",
  "[&::-moz-range-thumb:hover]:ring-4 [&::-moz-range-thumb:hover]:ring-primary/20 [&:focus-visible::-moz-range-thumb]:outline-2 [&:focus-visible::-moz-range-thumb]:outline-offset-2 [&:focus-visible::-moz-range-thumb]:outline-ring",
].join(" ");

/** The keys that move a slider ten steps (with Shift, the arrows too), and which way. */
const TEN_STEPS: Record<string, 1 | -1> = { PageUp: 1, PageDown: -1 };
const ARROWS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * A one-thumb slider: the browser's own range input (role "slider", its value exposed as
 * aria-valuenow; arrows step, Home and End jump to the ends, and Page Up/Down or Shift with an
 * arrow move ten steps, as Radix's slider does), drawn as a thin muted track filled
 * with the primary colour up to the value and a round thumb that rings on hover. The focus ring is
 * drawn on the thumb. Disabled until the page has hydrated, since a value moved before then would
 * be lost. `aria-label` or `aria-labelledby` names it; `className` goes on the input.
 */
export function Slider({
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  className,
  disabled,
  style,
  onKeyDown,
  ...props
}: Omit<
  React.ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step"
> & {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  const hydrated = useHydrated();
  const filled = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      data-slot="slider"
      min={min}
      max={max}
      step={step}
      value={value}
      aria-valuenow={value}
      disabled={disabled || !hydrated}
      aria-busy={!hydrated || undefined}
      onChange={(event) => onValueChange(Number(event.target.value))}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const direction = TEN_STEPS[event.key] ?? (event.shiftKey ? ARROWS[event.key] : undefined);
        if (direction === undefined || event.defaultPrevented) return;
        event.preventDefault();
        const next = Math.min(max, Math.max(min, value + direction * step * 10));
        if (next !== value) onValueChange(next);
      }}
      style={{
        background: `linear-gradient(to right, var(--primary) ${filled}%, var(--muted) ${filled}%)`,
        ...style,
      }}
      className={join(RANGE_CLASSES, className)}
      {...props}
    />
  );
}
