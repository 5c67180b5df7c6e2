"use client";

import * as React from "react";
import { Circle } from "lucide-react";

import { cn } from "@/lib/cn";
import {
  compose,
  rovingItemProps,
  useControllableValue,
  useRovingGroup,
  useRovingItem,
  type Direction,
  type Orientation,
  type RovingGroup,
} from "@/components/ui/roving-focus";

/**
 * A group of radio buttons as plain markup with the roles, states and classes of Radix's
 * RadioGroup (tested against it), without Radix: one Tab stop; arrow keys (only the ones along
 * `orientation` when it is given) move to the next enabled radio, wrapping around, and check it;
 * Home/End move without checking; Space or a click checks the focused one. Controlled (`value`,
 * `onValueChange`) or not (`defaultValue`). It sends no form value (no `name`, no hidden input):
 * every radio group in the app acts on change, none is in a form.
 */

interface RadioGroupState {
  value: string | null;
  check: (value: string) => void;
  disabled: boolean;
  roving: RovingGroup;
}

const RadioGroupContext = React.createContext<RadioGroupState | null>(null);

const RADIO_SELECTORS = { groupSelector: '[role="radiogroup"]', itemSelector: '[role="radio"]' };

const ARROW_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

export function RadioGroup({
  className,
  value: valueProp,
  defaultValue,
  onValueChange,
  required = false,
  disabled = false,
  orientation,
  dir = "ltr",
  loop = true,
  style,
  onMouseDown,
  onFocus,
  onBlur,
  children,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  orientation?: Orientation;
  dir?: Direction;
  loop?: boolean;
}) {
  const [value, check] = useControllableValue<string | null>(
    valueProp,
    defaultValue ?? null,
    onValueChange as ((value: string | null) => void) | undefined,
  );
  const { group, props: groupProps } = useRovingGroup(
    { ...RADIO_SELECTORS, orientation, dir, loop },
    { style, onMouseDown, onFocus, onBlur },
  );
  return (
    <div
      role="radiogroup"
      aria-required={required}
      aria-orientation={orientation}
      data-disabled={disabled ? "" : undefined}
      dir={dir}
      data-slot="radio-group"
      className={cn("grid gap-3", className)}
      {...props}
      {...groupProps}
    >
      <RadioGroupContext value={{ value, check, disabled, roving: group }}>
        {children}
      </RadioGroupContext>
    </div>
  );
}

export function RadioGroupItem({
  className,
  value,
  disabled: disabledProp,
  onClick,
  onKeyDown,
  onMouseDown,
  onFocus,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const group = React.use(RadioGroupContext);
  if (!group) throw new Error("RadioGroupItem must be inside a RadioGroup");
  const disabled = group.disabled || Boolean(disabledProp);
  const checked = group.value === value;
  const state = checked ? "checked" : "unchecked";
  useRovingItem(group.roving, !disabled);
  const roving = rovingItemProps(
    group.roving,
    RADIO_SELECTORS,
    value,
    !disabled,
    {
      onMouseDown,
      onFocus,
      // Enter does not check a radio (Space does, as a click).
      onKeyDown: compose(onKeyDown, (event) => {
        if (event.key === "Enter") event.preventDefault();
      }),
    },
    (key, item) => {
      if (ARROW_KEYS.includes(key)) item.click();
    },
  );
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value={value}
      data-slot="radio-group-item"
      className={cn(
        "peer aspect-square size-4 shrink-0 rounded-full border border-input bg-background text-primary shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary",
        className,
      )}
      {...props}
      {...roving}
      onClick={compose(onClick, () => {
        if (!checked) group.check(value);
      })}
    >
      {checked ? (
        <span
          data-state={state}
          data-disabled={disabled ? "" : undefined}
          data-slot="radio-group-indicator"
          className="flex items-center justify-center"
        >
          <Circle aria-hidden="true" className="size-2 fill-current" />
        </span>
      ) : null}
    </button>
  );
}
