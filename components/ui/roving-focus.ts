"use client";

import * as React from "react";

/**
 * Keyboard focus for a group of items with one Tab stop (a tab list, a radio group), as Radix's
 * roving focus group does it, without Radix. Once hydrated, the group itself is the Tab stop
 * while it holds an enabled item: Tab onto it passes focus to the selected item (else the one
 * last focused, else the first enabled one); Shift+Tab from an item leaves the group. The item
 * last focused is also a Tab stop. Arrow keys (only the ones along the orientation, when it is
 * given), Home/End and PageUp/PageDown move focus between the enabled items, wrapping around
 * when `loop` is set. Items are the group's elements matching `itemSelector` whose closest
 * `groupSelector` is the group, in document order.
 */

export type Orientation = "horizontal" | "vertical";
export type Direction = "ltr" | "rtl";

export interface RovingGroup {
  orientation: Orientation | undefined;
  dir: Direction;
  loop: boolean;
  /** The value of the item last focused: the item Tab reaches besides the group. */
  tabStop: string | null;
  itemFocused: (value: string) => void;
  tabbingBackOut: () => void;
  focusableAdded: () => void;
  focusableRemoved: () => void;
}

interface Selectors {
  groupSelector: string;
  itemSelector: string;
}

type Moves = "first" | "last" | "prev" | "next";

const MOVES: Record<string, Moves> = {
  ArrowLeft: "prev",
  ArrowUp: "prev",
  ArrowRight: "next",
  ArrowDown: "next",
  PageUp: "first",
  Home: "first",
  PageDown: "last",
  End: "last",
};

/** Calls the caller's handler, then ours unless the caller prevented the default. */
export function compose<E extends React.SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** A value owned by the caller (`value`) or, when it gives none, by the component. */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = React.useState(defaultValue);
  const current = value === undefined ? own : value;
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set];
}

function itemsOf(group: Element, { groupSelector, itemSelector }: Selectors) {
  return [...group.querySelectorAll<HTMLElement>(itemSelector)].filter(
    (item) => item.closest(groupSelector) === group && !(item as HTMLButtonElement).disabled,
  );
}

/** Focuses the first candidate that takes focus; stops at the one already focused. */
function focusFirst(candidates: Array<HTMLElement | undefined>) {
  const previous = document.activeElement;
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (candidate === previous) return;
    candidate.focus();
    if (document.activeElement !== previous) return;
  }
}

/**
 * The group's state and the props its element takes after the caller's own (whose handlers, given
 * here, run first).
 */
export function useRovingGroup(
  options: Selectors & { orientation?: Orientation; dir: Direction; loop: boolean },
  handlers: Pick<React.ComponentProps<"div">, "onMouseDown" | "onFocus" | "onBlur" | "style">,
) {
  const [tabStop, setTabStop] = React.useState<string | null>(null);
  const [leaving, setLeaving] = React.useState(false);
  const [focusableCount, setFocusableCount] = React.useState(0);
  const clickFocus = React.useRef(false);
  const group: RovingGroup = {
    orientation: options.orientation,
    dir: options.dir,
    loop: options.loop,
    tabStop,
    itemFocused: setTabStop,
    tabbingBackOut: React.useCallback(() => setLeaving(true), []),
    focusableAdded: React.useCallback(() => setFocusableCount((count) => count + 1), []),
    focusableRemoved: React.useCallback(() => setFocusableCount((count) => count - 1), []),
  };
  const props = {
    tabIndex: leaving || focusableCount === 0 ? -1 : 0,
    "data-orientation": options.orientation,
    style: { outline: "none", ...handlers.style },
    onMouseDown: (event: React.MouseEvent<HTMLDivElement>) => {
      handlers.onMouseDown?.(event);
      clickFocus.current = true;
    },
    onFocus: (event: React.FocusEvent<HTMLDivElement>) => {
      handlers.onFocus?.(event);
      if (event.target === event.currentTarget && !clickFocus.current && !leaving) {
        const items = itemsOf(event.currentTarget, options);
        focusFirst([
          items.find((item) => ["active", "checked"].includes(item.dataset.state ?? "")),
          items.find((item) => item.tabIndex === 0),
          ...items,
        ]);
      }
      clickFocus.current = false;
    },
    onBlur: (event: React.FocusEvent<HTMLDivElement>) => {
      handlers.onBlur?.(event);
      setLeaving(false);
    },
  };
  return { group, props };
}

/**
 * The items a key sends focus to from the focused one, in order of preference (the first that
 * takes focus gets it), or undefined when the key is not a move along the group's orientation.
 */
function moveTarget(
  event: React.KeyboardEvent<HTMLElement>,
  group: RovingGroup,
  selectors: Selectors,
): HTMLElement[] | undefined {
  let key = event.key;
  if (group.dir === "rtl" && (key === "ArrowLeft" || key === "ArrowRight")) {
    key = key === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
  }
  if (group.orientation === "vertical" && (key === "ArrowLeft" || key === "ArrowRight")) return;
  if (group.orientation === "horizontal" && (key === "ArrowUp" || key === "ArrowDown")) return;
  const move = MOVES[key];
  const container = event.currentTarget.closest(selectors.groupSelector);
  if (!move || !container) return;
  let candidates = itemsOf(container, selectors);
  if (move === "last") candidates.reverse();
  if (move === "prev" || move === "next") {
    if (move === "prev") candidates.reverse();
    const index = candidates.indexOf(event.currentTarget);
    candidates = group.loop
      ? candidates.map((_, offset) => candidates[(index + 1 + offset) % candidates.length]!)
      : candidates.slice(index + 1);
  }
  return candidates;
}

/**
 * Counts the item among the group's enabled ones while it is mounted and enabled (the group is a
 * Tab stop only while it has one).
 */
export function useRovingItem(group: RovingGroup, focusable: boolean) {
  const { focusableAdded, focusableRemoved } = group;
  React.useEffect(() => {
    if (!focusable) return;
    focusableAdded();
    return focusableRemoved;
  }, [focusable, focusableAdded, focusableRemoved]);
}

/**
 * The props an item adds to its element: its Tab stop, and its handlers, which run after the
 * item's own ones (`own`), whether or not those prevented the default (as Radix's do).
 * `onMoved` runs after a key moved focus to another item.
 */
export function rovingItemProps(
  group: RovingGroup,
  selectors: Selectors,
  value: string,
  focusable: boolean,
  own: Pick<React.ComponentProps<"button">, "onMouseDown" | "onFocus" | "onKeyDown">,
  onMoved?: (key: string, item: HTMLElement) => void,
) {
  return {
    tabIndex: group.tabStop === value ? 0 : -1,
    "data-orientation": group.orientation,
    onMouseDown: (event: React.MouseEvent<HTMLButtonElement>) => {
      own.onMouseDown?.(event);
      if (!focusable) event.preventDefault();
      else group.itemFocused(value);
    },
    onFocus: (event: React.FocusEvent<HTMLButtonElement>) => {
      own.onFocus?.(event);
      group.itemFocused(value);
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
      own.onKeyDown?.(event);
      if (event.key === "Tab" && event.shiftKey) {
        group.tabbingBackOut();
        return;
      }
      if (event.target !== event.currentTarget) return;
      const candidates = moveTarget(event, group, selectors);
      if (!candidates) return;
      if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
      event.preventDefault();
      const key = event.key;
      setTimeout(() => {
        const before = document.activeElement;
        focusFirst(candidates);
        const after = document.activeElement;
        if (after !== before && after instanceof HTMLElement) onMoved?.(key, after);
      });
    },
  };
}
