"use client";

import * as React from "react";
import { Slider as SliderPrimitive } from "radix-ui";

import { cn } from "@/lib/cn";

export type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /**
   * Accessible name for the thumb(s): one string for every thumb, or one per thumb. The role
   * "slider" lives on each thumb, so that is where the name must go. `aria-label` and
   * `aria-labelledby` passed to <Slider> are forwarded to the thumbs for the same reason.
   */
  thumbLabel?: string | readonly string[];
};

export function Slider({
  className,
  value,
  defaultValue,
  min = 0,
  max = 100,
  thumbLabel,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: SliderProps) {
  const thumbCount = (value ?? defaultValue ?? [min]).length;
  const labelFor = (index: number): string | undefined =>
    typeof thumbLabel === "string" ? thumbLabel : (thumbLabel?.[index] ?? ariaLabel);

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbCount }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          data-slot="slider-thumb"
          aria-label={labelFor(index)}
          aria-labelledby={ariaLabelledBy}
          className="block size-4 shrink-0 rounded-full border-2 border-primary bg-background shadow-sm transition-shadow hover:ring-4 hover:ring-primary/20"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
