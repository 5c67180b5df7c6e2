"use client";

import type * as React from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { cn } from "@/lib/cn";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

/**
 * A checkbox with its label beside it: a yes/no field of a form. `wraps`: a label long enough to
 * take two lines, with the box aligned to its first line. Until the page is interactive the box
 * shows as not ready (disabled, busy): drawn by the server, it would ignore a click or a key.
 */
export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  wraps = false,
  className,
}: {
  id: string;
  label: React.ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  wraps?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className={cn(wraps ? "flex items-start gap-2" : "flex items-center gap-2", className)}>
      <Checkbox
        id={id}
        className={wraps ? "mt-0.5" : undefined}
        checked={checked}
        disabled={!hydrated}
        aria-busy={!hydrated || undefined}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      <Label htmlFor={id} className={wraps ? "leading-snug font-normal" : "font-normal"}>
        {label}
      </Label>
    </div>
  );
}
