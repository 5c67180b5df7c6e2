import * as React from "react";
import { PlainLabel } from "./plain-label";
import { DescribedControl, join, type DescribableControl } from "./lean";
import { LABEL_CLASSES } from "./plain";

/**
 * A labelled form control with an optional hint and error. The child control receives the id and
 * the aria attributes that tie the label, hint and error to it. A Radix Select renders no element
 * of its own: pass the same `id` to the Field and to its SelectTrigger. No class merging: a
 * `className` (the field's width or place in a grid) is appended, so it must not conflict with
 * `grid gap-1.5`.
 */
export function Field({
  label,
  hint,
  error,
  className,
  children,
  id: idProp,
}: {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string | null;
  className?: string;
  id?: string;
  children: DescribableControl;
}) {
  const generated = React.useId();
  const id = idProp ?? generated;
  return (
    <div className={join("grid gap-1.5", className)}>
      <PlainLabel htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </PlainLabel>
      <DescribedControl id={id} hint={hint} error={error}>
        {children}
      </DescribedControl>
    </div>
  );
}
