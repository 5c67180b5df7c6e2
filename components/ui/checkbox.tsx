"use client";

import * as React from "react";
import { Check, Minus } from "lucide-react";

import { join } from "@/components/ui/lean";

export type CheckedState = boolean | "indeterminate";

type CheckboxProps = Omit<
  React.ComponentProps<"button">,
  "value" | "defaultChecked" | "checked" | "onChange"
> & {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  required?: boolean;
  /** The name it is sent under with its form; a checkbox with one gets a native input for it. */
  name?: string;
  value?: string;
};

const stateOf = (checked: CheckedState) =>
  checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";

/**
 * A checkbox: a button with role "checkbox" and aria-checked ("mixed" when indeterminate), the
 * markup, attributes and classes of Radix's Checkbox (tested against it), without Radix. Space
 * toggles it (a button's own key), Enter does not (as with a native checkbox). Given a `name`, it
 * also writes the hidden native checkbox that Radix writes for a form, which the form sends and
 * whose click a form's change listeners hear; without one (every checkbox in the app saves through
 * its form's state), that input would send nothing and is left out.
 */
export function Checkbox({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required,
  disabled,
  name,
  value = "on",
  form,
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const checked = checkedProp ?? uncontrolled;
  const state = stateOf(checked);
  const hasInput = name !== undefined;
  return (
    <>
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
          // The form hears the hidden input's click instead, once its state is written.
          if (hasInput && !event.isPropagationStopped()) event.stopPropagation();
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
            <Check
              aria-hidden="true"
              className="size-3.5 group-data-[state=indeterminate]:hidden"
            />
            <Minus
              aria-hidden="true"
              className="hidden size-3.5 group-data-[state=indeterminate]:block"
            />
          </span>
        ) : null}
      </button>
      {hasInput ? (
        <FormInput
          checked={checked}
          required={required}
          disabled={disabled}
          name={name}
          value={value}
          form={form}
        />
      ) : null}
    </>
  );
}

/**
 * The native checkbox a named checkbox sends with its form, drawn over the button (invisible, out of
 * the tab order and the accessibility tree, as Radix draws it). A change of state is written to it
 * and announced to the form with a click, as a native checkbox's would be.
 */
function FormInput({
  checked,
  ...props
}: {
  checked: CheckedState;
  required?: boolean;
  disabled?: boolean;
  name: string;
  value: string;
  form?: string;
}) {
  const ref = React.useRef<HTMLInputElement>(null);
  const previous = React.useRef(checked);
  const [initial] = React.useState(checked === true);
  React.useEffect(() => {
    // Sized as the button it covers, so the browser's "required" message points at it.
    const input = ref.current;
    const button = input?.previousElementSibling as HTMLElement | null | undefined;
    if (!input || !button) return;
    input.style.width = `${button.offsetWidth}px`;
    input.style.height = `${button.offsetHeight}px`;
  }, []);
  React.useEffect(() => {
    const input = ref.current;
    if (!input || previous.current === checked) return;
    previous.current = checked;
    input.indeterminate = checked === "indeterminate";
    // The prototype's setter, past React's tracking of the value, so React's onChange hears it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(
      input,
      checked === true,
    );
    input.dispatchEvent(new Event("click", { bubbles: true }));
  }, [checked]);
  return (
    <input
      type="checkbox"
      aria-hidden="true"
      defaultChecked={initial}
      {...props}
      tabIndex={-1}
      ref={ref}
      style={{
        position: "absolute",
        pointerEvents: "none",
        opacity: 0,
        margin: 0,
        transform: "translateX(-100%)",
      }}
    />
  );
}
