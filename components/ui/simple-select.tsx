"use client";

import type * as React from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export interface SelectOption {
  value: string;
  label: React.ReactNode;
}

/**
 * A Select over a plain list of options. `id` goes on the trigger (pass the same id to the Field
 * or Label); `className` sizes the trigger.
 */
export function SimpleSelect({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  className,
  disabled,
  "aria-label": ariaLabel,
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  "aria-label"?: string;
}) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
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

/** Options whose label is their value (industries, years). */
export const plainOptions = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

/** Options of named records, by id. */
export const namedOptions = (records: readonly { id: number; name: string }[]): SelectOption[] =>
  records.map((record) => ({ value: String(record.id), label: record.name }));
