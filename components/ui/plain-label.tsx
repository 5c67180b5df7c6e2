"use client";

import type * as React from "react";

/**
 * A label as Radix's Label draws it, without loading Radix: the same element, and a double click
 * on it selects no text (one on a control inside it acts as usual). No classes of its own.
 */
export function PlainLabel({ onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      {...props}
      onMouseDown={(event) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
