"use client";

import * as React from "react";
import { Check, Minus } from "lucide-react";

import { join } from "@/components/ui/lean";

export type CheckedState = boolean | "indeterminate";

type CheckboxProps = Omit<
  React.ComponentProps<"button">,
  "value" | "defaultChecked" | "checked" | "onChange" | "name" | "form"
> & {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  required?: boolean;
  value?: string;
};

const stateOf = (checked: CheckedState) =>
  checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";

/**
 * A checkbox: a button with role "checkbox" and aria-checked ("mixed" when indeterminate), the
 * markup, attributes and classes of Radix's Checkbox (tested against it), without Radix. Space
 * toggles it (a button's own key), Enter does not (as with a native checkbox). It sends no form
 * value (no `name`, no hidden native input): every checkbox in the app saves through its form's
 * state.
 */
export function Checkbox({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required,
  disabled,
  value = "on",
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const checked = checkedProp ?? uncontrolled;
  const state = stateOf(checked);
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === "indeterminate" ? "mixed" : checked}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value={value}
      data-slot="checkbox"
      className={join(
        "peer size-4 shrink-0 rounded-[4px] border border-input bg-background shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
        className,
      )}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && event.key === "Enter") event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const next = checked === "indeterminate" ? true : !checked;
        if (checkedProp === undefined) setUncontrolled(next);
        onCheckedChange?.(next);
      }}
    >
      {state !== "unchecked" ? (
        <span
          data-state={state}
          data-disabled={disabled ? "" : undefined}
          data-slot="checkbox-indicator"
          className="group flex items-center justify-center text-current"
          style={{ pointerEvents: "none" }}
        >
          <Check aria-hidden="true" className="size-3.5 group-data-[state=indeterminate]:hidden" />
          <Minus
            aria-hidden="true"
            className="hidden size-3.5 group-data-[state=indeterminate]:block"
          />
        </span>
      ) : null}
    </button>
  );
}
