"use client";

import * as React from "react";

import { join } from "@/components/ui/lean";

type SwitchProps = Omit<React.ComponentProps<"button">, "value" | "defaultChecked"> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
};

/**
 * An on/off switch: a button with role "switch" and aria-checked, the markup, attributes and
 * classes of Radix's Switch (tested against it), without Radix. It sends no form value (no `name`):
 * every switch in the app saves on change.
 */
export function Switch({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required,
  disabled,
  onClick,
  ...props
}: SwitchProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const checked = checkedProp ?? uncontrolled;
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-required={required}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value="on"
      data-slot="switch"
      className={join(
        "peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
        className,
      )}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checkedProp === undefined) setUncontrolled(!checked);
        onCheckedChange?.(!checked);
      }}
    >
      <span
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        data-slot="switch-thumb"
        className="pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0.5"
      />
    </button>
  );
}
