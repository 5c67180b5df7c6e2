"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";
import type { SimpleSelectProps } from "./select-options";

/** The Radix Select behind `SimpleSelect`, loaded on first use. */
export function RadixSimpleSelect({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  className,
  disabled,
  defaultOpen,
  "aria-label": ariaLabel,
}: SimpleSelectProps & { defaultOpen?: boolean }) {
  return (
    <Select
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <SelectTrigger id={id} className={className} aria-label={ariaLabel}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
