"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

/** A labelled group of checkboxes over a fixed vocabulary. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  format = (option) => option,
  columns = "sm:grid-cols-3",
  error,
}: {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  format?: (option: T) => string;
  columns?: string;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={cn("grid grid-cols-2 gap-x-4 gap-y-2", columns)}>
        {options.map((option) => {
          const id = `${legend}-${option}`.replace(/\W+/g, "-").toLowerCase();
          const checked = value.includes(option);
          return (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(next) =>
                  onChange(
                    next === true ? [...value, option] : value.filter((item) => item !== option),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {format(option)}
              </Label>
            </div>
          );
        })}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
