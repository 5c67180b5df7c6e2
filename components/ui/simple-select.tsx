"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState, type ComponentType, type KeyboardEvent } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import type { SelectOption, SimpleSelectProps } from "./select-options";
import { selectTriggerClass } from "./select-trigger-style";

export type { SelectOption, SimpleSelectProps } from "./select-options";

type Loaded = ComponentType<SimpleSelectProps & { defaultOpen?: boolean }>;
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
// Radix's Select, its positioning and focus code load on the first use of any select, not with
// every page that shows one.
const load = () =>
  (loading ??= import("./simple-select-parts").then((m) => (loaded = m.RadixSimpleSelect)));

/** The keys that open a select from its trigger (as Radix's trigger has them). */
const OPEN_KEYS = [" ", "Enter", "ArrowUp", "ArrowDown"];

/**
 * A Select over a plain list of options. `id` goes on the trigger (pass the same id to the Field
 * or Label); `className` sizes the trigger. Until Radix's Select has loaded, the trigger is drawn
 * as the same combobox showing the chosen option; hovering or focusing it starts the load, and a
 * click or an opening key loads it and opens the list.
 */
export function SimpleSelect(props: SimpleSelectProps) {
  const listId = useId();
  // Drawn by the server, the trigger works only once the page is interactive: until then it shows
  // as not ready, so a click before hydration is never silently lost.
  const hydrated = useHydrated();
  const [Real, setReal] = useState<{ component: Loaded; open: boolean } | null>(
    loaded ? { component: loaded, open: false } : null,
  );
  if (Real) return <Real.component {...props} defaultOpen={Real.open} />;
  const { value, options, placeholder, id, className, disabled } = props;
  const chosen = options.find((option) => option.value === value);
  const open = () => void load().then((component) => setReal({ component, open: true }));
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-controls={listId}
      aria-autocomplete="none"
      aria-label={props["aria-label"]}
      id={id}
      disabled={disabled || !hydrated}
      aria-busy={!hydrated || undefined}
      data-slot="select-trigger"
      data-size="default"
      data-state="closed"
      data-disabled={disabled || !hydrated ? "" : undefined}
      data-placeholder={chosen ? undefined : ""}
      className={selectTriggerClass(className)}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={open}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {chosen ? chosen.label : placeholder}
      </span>
      <ChevronDown aria-hidden="true" className="opacity-60" />
    </button>
  );
}

/** Options whose label is their value (industries, years). */
export const plainOptions = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

/** Options of named records, by id. */
export const namedOptions = (records: readonly { id: number; name: string }[]): SelectOption[] =>
  records.map((record) => ({ value: String(record.id), label: record.name }));
