"use client";

import * as React from "react";
import { join } from "./lean";

const TOGGLE_BASE =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=on]:bg-secondary data-[state=on]:text-secondary-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const TOGGLE_VARIANTS = {
  default: "bg-transparent",
  outline: "border border-input bg-transparent shadow-xs",
} as const;

const TOGGLE_SIZES = {
  sm: "h-8 min-w-8 px-2",
  default: "h-9 min-w-9 px-3",
  lg: "h-10 min-w-10 px-4",
} as const;

type ToggleStyle = { variant?: keyof typeof TOGGLE_VARIANTS; size?: keyof typeof TOGGLE_SIZES };

interface GroupState extends ToggleStyle {
  value: string;
  /** The one item Tab reaches: the last focused, else the pressed one, else the first. */
  tabStop: string | undefined;
  select: (value: string) => void;
  focused: (value: string) => void;
}

const ToggleGroupContext = React.createContext<GroupState | null>(null);

/** The keys that move focus between the items, and where each sends it. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

/**
 * A row of toggles of which one at most is on (a choice of view or filter), as plain markup: a
 * group of buttons with the role "radio" and aria-checked, one Tab stop, arrow keys (and Home,
 * End) moving focus between them with wrap-around, Space or Enter choosing the focused one.
 * Choosing the one already on turns it off (`onValueChange("")`). Items take the group's look
 * unless they set their own; a `className` is appended, not merged.
 */
export function ToggleGroup({
  type: _single,
  value,
  onValueChange,
  variant,
  size,
  className,
  children,
  onKeyDown,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue" | "onChange"> &
  ToggleStyle & {
    type: "single";
    value: string;
    onValueChange: (value: string) => void;
  }) {
  const [lastFocused, setLastFocused] = React.useState<string | null>(null);
  const values = React.Children.toArray(children).flatMap((child) =>
    React.isValidElement<{ value?: unknown }>(child) && typeof child.props.value === "string"
      ? [child.props.value]
      : [],
  );
  const tabStop = [lastFocused, value].find((v) => v !== null && values.includes(v)) ?? values[0];
  const state: GroupState = {
    value,
    tabStop,
    variant,
    size,
    select: onValueChange,
    focused: setLastFocused,
  };
  return (
    <div
      role="group"
      data-slot="toggle-group"
      className={join("inline-flex w-fit items-center gap-1", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = MOVES[event.key];
        if (!move || event.defaultPrevented) return;
        const items = [
          ...event.currentTarget.querySelectorAll<HTMLButtonElement>(
            '[data-slot="toggle-group-item"]:not(:disabled)',
          ),
        ];
        const index = items.findIndex((item) => item === document.activeElement);
        if (index === -1 || items.length === 0) return;
        event.preventDefault();
        items[move(index, items.length)]?.focus();
      }}
      {...props}
    >
      <ToggleGroupContext value={state}>{children}</ToggleGroupContext>
    </div>
  );
}

export function ToggleGroupItem({
  value,
  variant,
  size,
  className,
  onClick,
  onFocus,
  ...props
}: React.ComponentProps<"button"> & ToggleStyle & { value: string }) {
  const group = React.use(ToggleGroupContext);
  if (!group) throw new Error("ToggleGroupItem must be inside a ToggleGroup");
  const on = group.value === value;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={on}
      data-state={on ? "on" : "off"}
      data-slot="toggle-group-item"
      tabIndex={group.tabStop === value ? 0 : -1}
      className={join(
        TOGGLE_BASE,
        TOGGLE_VARIANTS[variant ?? group.variant ?? "default"],
        TOGGLE_SIZES[size ?? group.size ?? "default"],
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) group.select(on ? "" : value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        group.focused(value);
      }}
      {...props}
    />
  );
}
