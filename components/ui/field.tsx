import * as React from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";
import { DescribedControl, type DescribableControl } from "./lean";

/**
 * A labelled form control with an optional hint and error. The child control receives the id and
 * the aria attributes that tie the label, hint and error to it. A Radix Select renders no element
 * of its own: pass the same `id` to the Field and to its SelectTrigger.
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
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <DescribedControl id={id} hint={hint} error={error}>
        {children}
      </DescribedControl>
    </div>
  );
}
