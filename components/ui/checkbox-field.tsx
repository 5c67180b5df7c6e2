import type * as React from "react";
import { cn } from "@/lib/cn";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

/** A checkbox with its label beside it: a yes/no field of a form. */
export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  className,
}: {
  id: string;
  label: React.ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
