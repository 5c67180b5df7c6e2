"use client";

import * as React from "react";

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
 * Tabs as plain markup with the roles, ids, states and classes of Radix's Tabs (tested against
 * it), without Radix: a tab list with one Tab stop, arrow keys along the orientation and
 * Home/End moving between the enabled tabs (wrapping around), a tab activated when it is focused
 * (or, with `activationMode="manual"`, by Space or Enter), a pointer press activating it at once.
 * Only the active panel is mounted unless a panel sets `forceMount`; the others render as empty
 * hidden panels. Controlled (`value`, `onValueChange`) or not (`defaultValue`).
 */

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: Orientation;
  dir: Direction;
  activationMode: "automatic" | "manual";
}

const TabsContext = React.createContext<TabsState | null>(null);
const TabListContext = React.createContext<RovingGroup | null>(null);

const TAB_SELECTORS = { groupSelector: '[role="tablist"]', itemSelector: '[role="tab"]' };

function useTabs(part: string) {
  const tabs = React.use(TabsContext);
  if (!tabs) throw new Error(`${part} must be inside Tabs`);
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  className,
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
  dir = "ltr",
  activationMode = "automatic",
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  dir?: Direction;
  activationMode?: "automatic" | "manual";
}) {
  const [value, select] = useControllableValue(valueProp, defaultValue ?? "", onValueChange);
  const state: TabsState = {
    baseId: React.useId(),
    value,
    select,
    orientation,
    dir,
    activationMode,
  };
  return (
    <TabsContext value={state}>
      <div
        dir={dir}
        data-orientation={orientation}
        data-slot="tabs"
        className={cn("flex flex-col gap-2", className)}
        {...props}
      />
    </TabsContext>
  );
}

export function TabsList({
  className,
  loop = true,
  style,
  onMouseDown,
  onFocus,
  onBlur,
  children,
  ...props
}: React.ComponentProps<"div"> & { loop?: boolean }) {
  const tabs = useTabs("TabsList");
  const { group, props: groupProps } = useRovingGroup(
    { ...TAB_SELECTORS, orientation: tabs.orientation, dir: tabs.dir, loop },
    { style, onMouseDown, onFocus, onBlur },
  );
  return (
    <div
      role="tablist"
      aria-orientation={tabs.orientation}
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
      {...groupProps}
    >
      <TabListContext value={group}>{children}</TabListContext>
    </div>
  );
}

export function TabsTrigger({
  className,
  value,
  disabled = false,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const group = React.use(TabListContext);
  if (!group) throw new Error("TabsTrigger must be inside TabsList");
  useRovingItem(group, !disabled);
  const selected = value === tabs.value;
  const roving = rovingItemProps(group, TAB_SELECTORS, value, !disabled, {
    onMouseDown: compose(onMouseDown, (event) => {
      if (!disabled && event.button === 0 && !event.ctrlKey) {
        event.currentTarget.focus();
        tabs.select(value);
      } else {
        event.preventDefault();
      }
    }),
    onKeyDown: compose(onKeyDown, (event) => {
      if (disabled || event.target !== event.currentTarget) return;
      if (event.key === " " || event.key === "Enter") tabs.select(value);
    }),
    onFocus: compose(onFocus, () => {
      if (!selected && !disabled && tabs.activationMode === "automatic") tabs.select(value);
    }),
  });
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      id={triggerId(tabs.baseId, value)}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
      {...roving}
    />
  );
}

/**
 * A tab's panel. Without `forceMount` an inactive panel is an empty hidden element; with it the
 * panel keeps its content and only its `data-state` changes (the caller hides it). The panel
 * shown first has no entry animation in its first frame (as with Radix).
 */
export function TabsContent({
  className,
  value,
  forceMount,
  children,
  style,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: true }) {
  const tabs = useTabs("TabsContent");
  const selected = value === tabs.value;
  const present = Boolean(forceMount) || selected;
  const [noMountAnimation, setNoMountAnimation] = React.useState(selected);
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => setNoMountAnimation(false));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      data-state={selected ? "active" : "inactive"}
      data-orientation={tabs.orientation}
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!present}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn("flex-1", className)}
      {...props}
      style={{
        ...style,
        animationDuration: noMountAnimation ? "0s" : undefined,
      }}
    >
      {present && children}
    </div>
  );
}
